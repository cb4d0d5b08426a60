import { BusinessCategoryField, DescriptionField } from './category-and-description';
import type { StepProps } from './company-info-step';
import { TextField } from './form-field';

/**
 * Step 3, Company Details (spec §2). Business category and description are the same fields step
 * 1 shows (the spec lists them on both steps), so a value typed on one appears on the other.
 */
export function DetailsStep(props: StepProps) {
  const { form, update, errors } = props;
  return (
    <>
      <div className="register-grid">
        <TextField
          id="register-contact-person"
          label="Contact Person"
          autoComplete="name"
          value={form.contactPerson}
          onChange={(contactPerson) => update({ contactPerson })}
          error={errors.contactPerson}
        />
        <TextField
          id="register-designation"
          label="Designation"
          autoComplete="organization-title"
          value={form.designation}
          onChange={(designation) => update({ designation })}
          error={errors.designation}
        />
        <BusinessCategoryField id="register-details-category" {...props} />
      </div>
      <DescriptionField id="register-details-description" {...props} />
    </>
  );
}
