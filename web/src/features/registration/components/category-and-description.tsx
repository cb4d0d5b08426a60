import { BUSINESS_CATEGORIES, DESCRIPTION_MAX_LENGTH } from '@trusthive/contracts';
import type { StepProps } from './company-info-step';
import { SelectField, TextAreaField } from './form-field';

// Business category and description, asked once, on step 3 (issue 36; the spec lists them on
// step 1 too). The caller gives the control its id (the wizard focuses a field in error by id).

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
