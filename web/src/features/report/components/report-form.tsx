import type { FormEvent } from 'react';
import {
  parseCompanyId,
  REPORT_MESSAGES,
  REPORT_TYPES,
  reportSchema,
  shapePhone,
} from '@trusthive/contracts';
import { InputField, SelectField, TextAreaField } from '../../../components/ui/form-controls';
import { useToast } from '../../../components/ui/toast';
import { useSubmissionForm } from '../../../hooks/use-submission-form';
import { useSubmitReport } from '../api/submit-report';
import type { ReportPrefill } from '../report-params';
import { SubmissionForm } from '../../../components/ui/submission-form';

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
  const submit = useSubmitReport();
  const { toast } = useToast();
  const form = useSubmissionForm({
    fields: FIELDS,
    initial: () => initialValues(prefill),
    failed: FAILED,
  });
  const { values, update, textControl, idempotency, errors, register } = form;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;

    // Spec §5 "Report": every missing field is marked at once, then the terms are checked.
    if (form.showBlank(REQUIRED, values, MISSING)) return;
    if (!values.agreeTerms) {
      form.showErrors({ agreeTerms: TERMS.message }, TERMS);
      return;
    }
    const report = { ...values, companyId: prefill.companyId };
    const parsed = form.parsedOrShown(reportSchema, report);
    if (!parsed) return;

    submit.mutate(
      { report, idempotencyKey: idempotency.take() },
      {
        onSuccess: () => {
          idempotency.renew();
          toast({ title: SUBMITTED.title, description: SUBMITTED.message, variant: 'success' });
          onSubmitted(parsed.companyId);
        },
        onError: form.onFailed,
      },
    );
  };

  return (
    <SubmissionForm
      onSubmit={onSubmit}
      busy={submit.isPending}
      notice="report"
      submit={{ label: 'Submit Report', busyLabel: 'Submitting...' }}
    >
      <fieldset className="submission-form__group">
        <legend className="submission-form__legend">Company details</legend>
        <InputField
          label="Company Name"
          required
          {...textControl('companyName')}
          hint={nameLocked ? 'Filled in from the company profile you came from.' : undefined}
          type="text"
          autoComplete="organization"
          readOnly={nameLocked}
        />
        <InputField
          label="Company Website"
          {...textControl('companyWebsite')}
          type="url"
          inputMode="url"
          placeholder="https://example.com"
        />
      </fieldset>

      <fieldset className="submission-form__group">
        <legend className="submission-form__legend">Report details</legend>
        <SelectField
          label="Report Type"
          required
          {...textControl('reportType')}
          placeholder="Select a report type"
          options={REPORT_TYPES}
        />
        <TextAreaField
          label="Description"
          required
          {...textControl('description')}
          hint="What happened, when, and how you dealt with the company."
          rows={6}
        />
        <TextAreaField
          label="Evidence"
          {...textControl('evidence')}
          hint="Links, order or invoice numbers, or anything else that supports your report."
          rows={3}
        />
      </fieldset>

      <fieldset className="submission-form__group">
        <legend className="submission-form__legend">Your details</legend>
        <div className="submission-form__row">
          <InputField
            label="Your Name"
            required
            {...textControl('name')}
            type="text"
            autoComplete="name"
          />
          <InputField
            label="Your Email"
            required
            {...textControl('email')}
            type="email"
            autoComplete="email"
          />
        </div>
        <InputField
          label="Your Phone"
          {...textControl('phone')}
          // The number without +91, which HTML's autofill allows on a text input only.
          type="text"
          autoComplete="tel-national"
          inputMode="numeric"
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
    </SubmissionForm>
  );
}
