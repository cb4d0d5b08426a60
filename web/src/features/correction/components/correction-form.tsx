import type { ChangeEvent, FormEvent } from 'react';
import {
  BUSINESS_CATEGORIES,
  CORRECTABLE_FIELDS,
  CORRECTION_SECTIONS,
  correctionRequestSchema,
  type CorrectableField,
  type CorrectionSection,
} from '@trusthive/contracts';
import { InputField, TextAreaField } from '../../../components/ui/form-controls';
import { FormField, type FieldControlProps } from '../../../components/ui/form-field';
import { useSubmissionForm } from '../../../hooks/use-submission-form';
import { useRequestCorrection } from '../api/request-correction';
import { SubmissionForm } from '../../../components/ui/submission-form';
import { T } from '../../../i18n/trans';
import { t } from '../../../i18n';
import { CATEGORY_LABELS, FIELD_LABELS, isCategory, SECTION_TITLES } from '../correction-labels';

type Field = 'field' | 'proposedValue' | 'evidence' | 'evidenceUrl' | 'email';
type Values = Record<Field, string>;

const FIELDS: readonly Field[] = ['field', 'proposedValue', 'evidence', 'evidenceUrl', 'email'];
const REQUIRED: readonly Field[] = ['field', 'proposedValue', 'evidence', 'email'];

/** The profile's sections that have correctable fields, for the select's groups. */
const GROUPS = (Object.keys(CORRECTION_SECTIONS) as CorrectionSection[]).filter(
  (section) => CORRECTION_SECTIONS[section].fields.length > 0,
);

type CorrectionFormProps = {
  companyId: number;
  /** What the profile shows now, per field (shown beside the proposed value). */
  currentValues: Record<CorrectableField, string | null>;
  initialField: CorrectableField | '';
  onSubmitted: () => void;
};

/**
 * "Request a correction" (issue 18): one field, the value it should have, the evidence and
 * the requester's e-mail. Checked with the contract's schema, the very rules registration
 * applies to the field, before it is sent; the service checks again.
 */
export function CorrectionForm({
  companyId,
  currentValues,
  initialField,
  onSubmitted,
}: CorrectionFormProps) {
  const send = useRequestCorrection();
  const form = useSubmissionForm<Values>({
    fields: FIELDS,
    initial: { field: initialField, proposedValue: '', evidence: '', evidenceUrl: '', email: '' },
    failed: {
      title: t('forms.correction.error.failedTitle'),
      message: t('forms.correction.error.failed'),
    },
  });
  const { values, setValues, update, textControl, idempotency, errors, register } = form;
  const { showBlank, parsedOrShown, onFailed } = form;

  const chooseField = (event: ChangeEvent<HTMLSelectElement>) => {
    update('field', event.target.value);
    // Another field means another kind of value.
    setValues((current) => ({ ...current, proposedValue: '' }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const missing = {
      title: t('forms.correction.error.missingTitle'),
      message: t('forms.correction.error.missing'),
    };
    if (showBlank(REQUIRED, values, missing)) return;
    if (!parsedOrShown(correctionRequestSchema, values)) return;
    send.mutate(
      { companyId, request: values, idempotencyKey: idempotency.take() },
      { onSuccess: onSubmitted, onError: onFailed },
    );
  };

  const chosen = (CORRECTABLE_FIELDS as readonly string[]).includes(values.field)
    ? (values.field as CorrectableField)
    : null;
  const current = (chosen ? currentValues[chosen] : null)?.trim() || null;
  return (
    <SubmissionForm
      onSubmit={onSubmit}
      busy={send.isPending}
      notice="correction"
      submit={{ label: t('forms.correction.submit'), busyLabel: t('forms.correction.sending') }}
    >
      <FormField label={t('forms.correction.fieldLabel')} required error={errors.field}>
        {(control) => (
          <select
            {...control}
            ref={register('field')}
            className="input"
            name="field"
            value={values.field}
            onChange={chooseField}
          >
            <option value="">{t('forms.correction.fieldPlaceholder')}</option>
            {GROUPS.map((section) => (
              <optgroup key={section} label={t(SECTION_TITLES[section])}>
                {CORRECTION_SECTIONS[section].fields.map((field) => (
                  <option key={field} value={field}>
                    {t(FIELD_LABELS[field])}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </FormField>
      {chosen ? (
        <p className="correction-current" data-testid="correction-current">
          {current === null ? (
            <T id="forms.correction.currentNothing" components={{ 0: <strong /> }} />
          ) : chosen === 'businessCategory' && isCategory(current) ? (
            <T
              id="forms.correction.current"
              values={{ value: t(CATEGORY_LABELS[current]) }}
              components={{ 0: <strong /> }}
            />
          ) : (
            // The company's own address, link or e-mail, as the profile shows it.
            <T
              id="forms.correction.current"
              values={{ value: current }}
              components={{ 0: <strong translate="no" /> }}
            />
          )}
        </p>
      ) : null}
      <FormField
        label={
          chosen
            ? t('forms.correction.proposedFor', { field: t(FIELD_LABELS[chosen]) })
            : t('forms.correction.proposed')
        }
        required
        error={errors.proposedValue}
      >
        {(control) => (
          <ProposedValueInput
            control={control}
            field={chosen}
            value={values.proposedValue}
            inputRef={register('proposedValue')}
            onChange={(event) => update('proposedValue', event.target.value)}
          />
        )}
      </FormField>
      <TextAreaField
        label={t('forms.correction.evidence')}
        required
        hint={t('forms.correction.evidenceHint')}
        {...textControl('evidence')}
        rows={4}
      />
      <InputField
        label={t('forms.correction.evidenceUrl')}
        hint={t('forms.correction.optional')}
        {...textControl('evidenceUrl')}
        type="text"
        inputMode="url"
      />
      <InputField
        label={t('forms.correction.email')}
        required
        hint={t('forms.correction.emailHint')}
        {...textControl('email')}
        type="email"
        autoComplete="email"
      />
    </SubmissionForm>
  );
}

/** The control that suits the field: a list for the category, a box for the address. */
function ProposedValueInput({
  control,
  field,
  value,
  inputRef,
  onChange,
}: {
  control: FieldControlProps;
  field: CorrectableField | null;
  value: string;
  inputRef: (element: HTMLElement | null) => void;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) => void;
}) {
  const common = { ...control, ref: inputRef, name: 'proposedValue', value, onChange };
  if (field === 'businessCategory') {
    return (
      <select {...common} className="input">
        <option value="">{t('forms.correction.categoryPlaceholder')}</option>
        {BUSINESS_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(CATEGORY_LABELS[category])}
          </option>
        ))}
      </select>
    );
  }
  if (field === 'registeredOfficeAddress') {
    return <textarea {...common} className="input input--textarea" rows={3} />;
  }
  return (
    <input
      {...common}
      className="input"
      type={field === 'email' ? 'email' : 'text'}
      {...(field === 'website' ? { inputMode: 'url' as const } : {})}
      {...(field === 'pincode' ? { inputMode: 'numeric' as const, maxLength: 6 } : {})}
    />
  );
}
