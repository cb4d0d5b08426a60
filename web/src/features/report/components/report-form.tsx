import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  parseCompanyId,
  REPORT_MESSAGES,
  REPORT_TYPES,
  reportSchema,
  shapePhone,
} from '@trusthive/contracts';
import { InputField, SelectField, TextAreaField } from '../../../components/ui/form-controls';
import { useToast } from '../../../components/ui/toast';
import { useFormFeedback } from '../../../hooks/use-form-feedback';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { useSubmitReport } from '../api/submit-report';
import type { ReportPrefill } from '../report-params';
import { PersonalDataNotice } from '../../../components/ui/personal-data-notice';
import { DisabledUntilHydrated } from '../../../components/ui/disabled-until-hydrated';

type TextField =
  | 'companyName'
  | 'companyWebsite'
  | 'reportType'
  | 'description'
  | 'evidence'
  | 'name'
  | 'email'
  | 'phone';
type Field = TextField | 'agreeTerms';
type Values = Record<TextField, string> & { agreeTerms: boolean };

const FIELDS: readonly Field[] = [
  'companyName',
  'companyWebsite',
  'reportType',
  'description',
  'evidence',
  'name',
  'email',
  'phone',
  'agreeTerms',
];
// Spec §5 "Report".
const REQUIRED: readonly TextField[] = [
  'companyName',
  'reportType',
  'description',
  'name',
  'email',
];
const {
  missingInformation: MISSING,
  terms: TERMS,
  submitted: SUBMITTED,
  failed: FAILED,
} = REPORT_MESSAGES;

function initialValues(prefill: ReportPrefill): Values {
  return {
    companyName: prefill.companyName,
    companyWebsite: '',
    reportType: '',
    description: '',
    evidence: '',
    name: '',
    email: '',
    phone: '',
    agreeTerms: false,
  };
}

type ReportFormProps = {
  prefill: ReportPrefill;
  onSubmitted: (companyId: number | null) => void;
};

/** Spec §4 "Report": the form, then the success view after submit ('Submitting...' meanwhile). */
export function ReportForm({ prefill, onSubmitted }: ReportFormProps) {
  // A company id from the profile's link pins the report to that company, so its name is fixed.
  const companyId = parseCompanyId(prefill.companyId);
  const nameLocked = companyId !== null && prefill.companyName !== '';
  const [values, setValues] = useState<Values>(() => initialValues(prefill));
  const submit = useSubmitReport();
  const idempotency = useIdempotencyKey();
  const { toast } = useToast();
  const feedback = useFormFeedback({ fields: FIELDS, failed: FAILED, idempotency });
  const { errors, register, clearError, feedbackFor } = feedback;

  const update = <K extends Field>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
    idempotency.renew();
  };
  const onText =
    (field: TextField) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      update(field, event.target.value);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;

    // Spec §5 "Report": every missing field is marked at once, then the terms are checked.
    if (feedback.showBlank(REQUIRED, values, MISSING)) return;
    if (!values.agreeTerms) {
      feedback.showErrors({ agreeTerms: TERMS.message }, TERMS);
      return;
    }
    const report = { ...values, companyId: prefill.companyId };
    const parsed = feedback.parsedOrShown(reportSchema, report);
    if (!parsed) return;

    submit.mutate(
      { report, idempotencyKey: idempotency.take() },
      {
        onSuccess: () => {
          idempotency.renew();
          toast({ title: SUBMITTED.title, description: SUBMITTED.message, variant: 'success' });
          onSubmitted(parsed.companyId);
        },
        onError: feedback.onFailed,
      },
    );
  };

  const submitting = submit.isPending;
  return (
    <form className="submission-form" onSubmit={onSubmit} noValidate aria-busy={submitting}>
      <DisabledUntilHydrated>
        <fieldset className="submission-form__group">
          <legend className="submission-form__legend">Company details</legend>
          <InputField
            label="Company Name"
            required
            error={errors.companyName}
            hint={nameLocked ? 'Filled in from the company profile you came from.' : undefined}
            ref={register('companyName')}
            type="text"
            name="companyName"
            autoComplete="organization"
            readOnly={nameLocked}
            value={values.companyName}
            onChange={onText('companyName')}
          />
          <InputField
            label="Company Website"
            {...feedbackFor('companyWebsite')}
            type="url"
            inputMode="url"
            placeholder="https://example.com"
            value={values.companyWebsite}
            onChange={onText('companyWebsite')}
          />
        </fieldset>

        <fieldset className="submission-form__group">
          <legend className="submission-form__legend">Report details</legend>
          <SelectField
            label="Report Type"
            required
            {...feedbackFor('reportType')}
            placeholder="Select a report type"
            options={REPORT_TYPES}
            value={values.reportType}
            onChange={onText('reportType')}
          />
          <TextAreaField
            label="Description"
            required
            error={errors.description}
            hint="What happened, when, and how you dealt with the company."
            ref={register('description')}
            name="description"
            rows={6}
            value={values.description}
            onChange={onText('description')}
          />
          <TextAreaField
            label="Evidence"
            error={errors.evidence}
            hint="Links, order or invoice numbers, or anything else that supports your report."
            ref={register('evidence')}
            name="evidence"
            rows={3}
            value={values.evidence}
            onChange={onText('evidence')}
          />
        </fieldset>

        <fieldset className="submission-form__group">
          <legend className="submission-form__legend">Your details</legend>
          <div className="submission-form__row">
            <InputField
              label="Your Name"
              required
              {...feedbackFor('name')}
              type="text"
              autoComplete="name"
              value={values.name}
              onChange={onText('name')}
            />
            <InputField
              label="Your Email"
              required
              {...feedbackFor('email')}
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={onText('email')}
            />
          </div>
          <InputField
            label="Your Phone"
            {...feedbackFor('phone')}
            // The number without +91, which HTML's autofill allows on a text input only.
            type="text"
            autoComplete="tel-national"
            inputMode="numeric"
            value={values.phone}
            onChange={(event) => update('phone', shapePhone(event.target.value))}
          />
        </fieldset>

        <div className="checkbox-field">
          <input
            ref={register('agreeTerms')}
            id="report-agree-terms"
            type="checkbox"
            name="agreeTerms"
            checked={values.agreeTerms}
            aria-invalid={errors.agreeTerms ? true : undefined}
            aria-describedby={errors.agreeTerms ? 'report-agree-terms-error' : undefined}
            onChange={(event) => update('agreeTerms', event.target.checked)}
          />
          <label htmlFor="report-agree-terms">
            I confirm that the information in this report is truthful and accurate to the best of my
            knowledge.
          </label>
          {errors.agreeTerms ? (
            <p id="report-agree-terms-error" className="form-field__error checkbox-field__error">
              {errors.agreeTerms}
            </p>
          ) : null}
        </div>

        <PersonalDataNotice form="report" />
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Report'}
        </button>
      </DisabledUntilHydrated>
    </form>
  );
}
