import type { FormEvent } from 'react';
import {
  parseCompanyId,
  REPORT_TYPES,
  reportSchema,
  shapePhone,
  type ReportType,
  type SubmissionMessage,
} from '@trusthive/contracts';
import { InputField, SelectField, TextAreaField } from '../../../components/ui/form-controls';
import { useToast } from '../../../components/ui/toast';
import { useSubmissionForm } from '../../../hooks/use-submission-form';
import { useSubmitReport } from '../api/submit-report';
import type { ReportPrefill } from '../report-params';
import { SubmissionForm } from '../../../components/ui/submission-form';
import { t, type MessageId } from '../../../i18n';

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

// The option labels; the values sent stay the contract's REPORT_TYPES.
const REPORT_TYPE_LABELS: Record<ReportType, MessageId> = {
  'Fraudulent Activity': 'forms.report.type.fraudulentActivity',
  'Misleading Information': 'forms.report.type.misleadingInformation',
  'Fake Company': 'forms.report.type.fakeCompany',
  Scam: 'forms.report.type.scam',
  'Poor Business Practices': 'forms.report.type.poorBusinessPractices',
  Other: 'forms.report.type.other',
};

/** A REPORT_MESSAGES entry in the page's language. */
const message = (title: MessageId, text: MessageId): SubmissionMessage => ({
  title: t(title),
  message: t(text),
});

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
    failed: message('forms.report.error.failedTitle', 'forms.report.error.failed'),
  });
  const { values, update, textControl, idempotency, errors, register } = form;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;

    // Spec §5 "Report": every missing field is marked at once, then the terms are checked.
    const missing = message('forms.report.error.missingTitle', 'forms.report.error.missing');
    if (form.showBlank(REQUIRED, values, missing)) return;
    if (!values.agreeTerms) {
      const terms = message('forms.report.error.termsTitle', 'forms.report.error.terms');
      form.showErrors({ agreeTerms: terms.message }, terms);
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
          toast({
            title: t('forms.report.submitted.title'),
            description: t('forms.report.submitted.message'),
            variant: 'success',
          });
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
      submit={{ label: t('forms.report.submit'), busyLabel: t('forms.report.submitting') }}
    >
      <fieldset className="submission-form__group">
        <legend className="submission-form__legend">{t('forms.report.companyDetails')}</legend>
        <InputField
          label={t('forms.report.companyName')}
          required
          {...textControl('companyName')}
          hint={nameLocked ? t('forms.report.companyNamePrefilled') : undefined}
          // A company's name is not translated, not even by the browser.
          translate="no"
          type="text"
          autoComplete="organization"
          readOnly={nameLocked}
        />
        <InputField
          label={t('forms.report.companyWebsite')}
          {...textControl('companyWebsite')}
          type="url"
          inputMode="url"
          placeholder="https://example.com"
        />
      </fieldset>

      <fieldset className="submission-form__group">
        <legend className="submission-form__legend">{t('forms.report.reportDetails')}</legend>
        <SelectField
          label={t('forms.report.reportType')}
          required
          {...textControl('reportType')}
          placeholder={t('forms.report.reportTypePlaceholder')}
          options={REPORT_TYPES.map((type) => ({
            value: type,
            label: t(REPORT_TYPE_LABELS[type]),
          }))}
        />
        <TextAreaField
          label={t('forms.report.description')}
          required
          {...textControl('description')}
          hint={t('forms.report.descriptionHint')}
          rows={6}
        />
        <TextAreaField
          label={t('forms.report.evidence')}
          {...textControl('evidence')}
          hint={t('forms.report.evidenceHint')}
          rows={3}
        />
      </fieldset>

      <fieldset className="submission-form__group">
        <legend className="submission-form__legend">{t('forms.report.yourDetails')}</legend>
        <div className="submission-form__row">
          <InputField
            label={t('forms.report.name')}
            required
            {...textControl('name')}
            type="text"
            autoComplete="name"
          />
          <InputField
            label={t('forms.report.email')}
            required
            {...textControl('email')}
            type="email"
            autoComplete="email"
          />
        </div>
        <InputField
          label={t('forms.report.phone')}
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
        <label htmlFor="report-agree-terms">{t('forms.report.agreeTerms')}</label>
        {errors.agreeTerms ? (
          <p id="report-agree-terms-error" className="form-field__error checkbox-field__error">
            {errors.agreeTerms}
          </p>
        ) : null}
      </div>
    </SubmissionForm>
  );
}
