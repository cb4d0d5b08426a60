import { BusinessCategoryField, DescriptionField } from './category-and-description';
import type { StepProps } from './company-info-step';
import { t } from '../../../i18n';
import { TextField } from './form-field';

/**
 * Step 3, Company Details (spec §2), with the business category, an optional GSTIN (issue 40)
 * and the description. The spec
 * lists those two on step 1 as well; they are asked once, here, where their rules and messages
 * belong (issue 36: asked twice, they read as two different questions).
 */
export function DetailsStep(props: StepProps) {
  const { form, update, errors } = props;
  return (
    <>
      <div className="register-grid">
        <TextField
          id="register-contact-person"
          label={t('register.fields.contactPerson')}
          autoComplete="name"
          value={form.contactPerson}
          onChange={(contactPerson) => update({ contactPerson })}
          error={errors.contactPerson}
        />
        <TextField
          id="register-designation"
          label={t('register.fields.designation')}
          autoComplete="organization-title"
          value={form.designation}
          onChange={(designation) => update({ designation })}
          error={errors.designation}
        />
        <BusinessCategoryField id="register-details-category" {...props} />
        <TextField
          id="register-gstin"
          label={t('register.fields.gstinOptional')}
          autoComplete="off"
          maxLength={20}
          value={form.gstin}
          onChange={(gstin) => update({ gstin })}
          error={errors.gstin}
          hint={t('register.details.gstinHint')}
        />
      </div>
      <DescriptionField id="register-details-description" {...props} />
    </>
  );
}
