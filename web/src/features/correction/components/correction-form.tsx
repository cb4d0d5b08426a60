import type { ChangeEvent, FormEvent } from 'react';
import {
  BUSINESS_CATEGORIES,
  CORRECTABLE_FIELDS,
  CORRECTION_FIELD_LABELS,
  CORRECTION_MESSAGES,
  CORRECTION_SECTIONS,
  correctionRequestSchema,
  type CorrectableField,
} from '@trusthive/contracts';
import { InputField, TextAreaField } from '../../../components/ui/form-controls';
import { FormField, type FieldControlProps } from '../../../components/ui/form-field';
import { useSubmissionForm } from '../../../hooks/use-submission-form';
import { useRequestCorrection } from '../api/request-correction';
import { SubmissionForm } from '../../../components/ui/submission-form';

type Field = 'field' | 'proposedValue' | 'evidence' | 'evidenceUrl' | 'email';
type Values = Record<Field, string>;

const FIELDS: readonly Field[] = ['field', 'proposedValue', 'evidence', 'evidenceUrl', 'email'];
const REQUIRED: readonly Field[] = ['field', 'proposedValue', 'evidence', 'email'];
const { missingInformation: MISSING, failed: FAILED } = CORRECTION_MESSAGES;

/** The profile's sections that have correctable fields, for the select's groups. */
const GROUPS = Object.values(CORRECTION_SECTIONS).filter((section) => section.fields.length > 0);

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
    failed: FAILED,
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
    if (showBlank(REQUIRED, values, MISSING)) return;
    if (!parsedOrShown(correctionRequestSchema, values)) return;
    send.mutate(
      { companyId, request: values, idempotencyKey: idempotency.take() },
      { onSuccess: onSubmitted, onError: onFailed },
    );
  };

  const chosen = (CORRECTABLE_FIELDS as readonly string[]).includes(values.field)
    ? (values.field as CorrectableField)
    : null;
  const current = chosen ? currentValues[chosen] : null;
  return (
    <SubmissionForm
      onSubmit={onSubmit}
      busy={send.isPending}
      notice="correction"
      submit={{ label: 'Request correction', busyLabel: 'Sending...' }}
    >
      <FormField label="Field to correct" required error={errors.field}>
        {(control) => (
          <select
            {...control}
            ref={register('field')}
            className="input"
            name="field"
            value={values.field}
            onChange={chooseField}
          >
            <option value="">Select a field</option>
            {GROUPS.map((section) => (
              <optgroup key={section.title} label={section.title}>
                {section.fields.map((field) => (
                  <option key={field} value={field}>
                    {CORRECTION_FIELD_LABELS[field]}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </FormField>
      {chosen ? (
        <p className="correction-current" data-testid="correction-current">
          The profile shows now: <strong>{current?.trim() || 'nothing'}</strong>
        </p>
      ) : null}
      <FormField
        label={chosen ? `Correct ${CORRECTION_FIELD_LABELS[chosen]}` : 'Correct value'}
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
        label="Evidence"
        required
        hint="What shows the correct value: a filing, a document, the company's own page. Our team checks it before anything changes."
        {...textControl('evidence')}
        rows={4}
      />
      <InputField
        label="Link to the evidence"
        hint="Optional."
        {...textControl('evidenceUrl')}
        type="text"
        inputMode="url"
      />
      <InputField
        label="Your email"
        required
        hint="We e-mail you the outcome. It is not shown on the profile."
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
        <option value="">Select a category</option>
        {BUSINESS_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
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
