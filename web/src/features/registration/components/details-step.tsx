import { DESCRIPTION_MAX_LENGTH } from '@trusthive/contracts';
import { CATEGORY_OPTIONS, type StepProps } from './company-info-step';
import { SelectField, TextAreaField, TextField } from './form-field';

/**
 * Step 3, Company Details (spec §2). Business category and description are the same fields step
 * 1 shows (the spec lists them on both steps), so a value typed on one appears on the other.
 */
export function DetailsStep({ form, update, errors }: StepProps) {
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
        <SelectField
          id="register-details-category"
          label="Business Category"
          value={form.category}
          onChange={(category) => update({ category })}
          placeholder="Select business category"
          options={CATEGORY_OPTIONS}
          error={errors.category}
        />
      </div>
      <TextAreaField
        id="register-details-description"
        label="Description"
        maxLength={DESCRIPTION_MAX_LENGTH}
        placeholder="What does your company do?"
        value={form.description}
        onChange={(description) => update({ description })}
        error={errors.description}
      />
    </>
  );
}
