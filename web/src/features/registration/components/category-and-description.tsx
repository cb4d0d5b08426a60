import { BUSINESS_CATEGORIES, DESCRIPTION_MAX_LENGTH } from '@trusthive/contracts';
import type { StepProps } from './company-info-step';
import { SelectField, TextAreaField } from './form-field';

// Business category and description: the spec lists them on step 1 and on step 3, and both
// steps show the same form values, so a value typed on one appears on the other. Each step
// gives the control its own id (the wizard focuses a field in error by id).

const CATEGORY_OPTIONS = BUSINESS_CATEGORIES.map((category) => ({
  value: category,
  label: category,
}));

type SharedFieldProps = StepProps & { id: string };

export function BusinessCategoryField({ id, form, update, errors }: SharedFieldProps) {
  return (
    <SelectField
      id={id}
      label="Business Category"
      value={form.category}
      onChange={(category) => update({ category })}
      placeholder="Select business category"
      options={CATEGORY_OPTIONS}
      error={errors.category}
    />
  );
}

export function DescriptionField({ id, form, update, errors }: SharedFieldProps) {
  return (
    <TextAreaField
      id={id}
      label="Description"
      maxLength={DESCRIPTION_MAX_LENGTH}
      placeholder="What does your company do?"
      value={form.description}
      onChange={(description) => update({ description })}
      error={errors.description}
    />
  );
}
