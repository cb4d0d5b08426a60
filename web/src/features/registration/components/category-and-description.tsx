import { BUSINESS_CATEGORIES, DESCRIPTION_MAX_LENGTH } from '@trusthive/contracts';
import { t } from '../../../i18n';
import { categoryLabel } from '../option-labels';
import type { StepProps } from './company-info-step';
import { SelectField, TextAreaField } from './form-field';

// Business category and description, asked once, on step 3 (issue 36; the spec lists them on
// step 1 too). The caller gives the control its id (the wizard focuses a field in error by id).

type SharedFieldProps = StepProps & { id: string };

export function BusinessCategoryField({ id, form, update, errors }: SharedFieldProps) {
  return (
    <SelectField
      id={id}
      label={t('register.fields.category')}
      value={form.category}
      onChange={(category) => update({ category })}
      placeholder={t('register.details.selectCategory')}
      options={BUSINESS_CATEGORIES.map((category) => ({
        value: category,
        label: categoryLabel(category),
      }))}
      error={errors.category}
    />
  );
}

export function DescriptionField({ id, form, update, errors }: SharedFieldProps) {
  return (
    <TextAreaField
      id={id}
      label={t('register.fields.description')}
      maxLength={DESCRIPTION_MAX_LENGTH}
      placeholder={t('register.details.descriptionPlaceholder')}
      value={form.description}
      onChange={(description) => update({ description })}
      error={errors.description}
    />
  );
}
