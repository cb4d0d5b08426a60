import { useState, type FormEvent } from 'react';
import {
  DATA_REQUEST_KINDS,
  dataRequestSchema,
  type DataRequestAnswer,
  type DataRequestKind,
} from '@trusthive/contracts';
import { InputField, SelectField, TextAreaField } from '../../components/ui/form-controls';
import { FormAlert } from '../../components/ui/form-field';
import { SentNotice } from '../../components/ui/sent-notice';
import { apiErrorWords, isApiError } from '../../lib/api-client';
import { localizeMessage } from '../../lib/field-errors';
import { sendDataRequest } from './api';
import { SubmissionForm } from '../../components/ui/submission-form';
import { t, type MessageId } from '../../i18n';

type Field = 'email' | 'kind' | 'details';
type Values = Record<Field, string>;
type Problem = { message: string; field?: string | undefined };

// The option labels (DATA_REQUEST_KIND_LABELS); the values sent stay the contract's kinds.
const KIND_LABELS: Record<DataRequestKind, MessageId> = {
  access: 'forms.yourData.kind.access',
  correction: 'forms.yourData.kind.correction',
  erasure: 'forms.yourData.kind.erasure',
};

/**
 * The "Your data" form: an address, what to do with its data, and for a correction what is
 * wrong. Checked here with the contract's schema, then sent; the answer (the same for every
 * address: a confirmation link is on its way) replaces the form.
 */
export function YourDataForm() {
  const [values, setValues] = useState<Values>({ email: '', kind: '', details: '' });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sent, setSent] = useState<DataRequestAnswer | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: Field) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    if (problem?.field === field) setProblem(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = dataRequestSchema.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem({
        message: issue ? localizeMessage(issue.message) : t('forms.yourData.error.missing'),
        field: issue?.path[0]?.toString(),
      });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      setSent(await sendDataRequest(values));
    } catch (caught) {
      setProblem(
        isApiError(caught)
          ? { message: apiErrorWords(caught).message, field: caught.field }
          : { message: t('forms.yourData.somethingWrong') },
      );
    } finally {
      setBusy(false);
    }
  }

  if (sent) return <SentNotice sent={sent} />;

  const errorOf = (field: Field) => (problem?.field === field ? problem.message : undefined);
  return (
    <SubmissionForm
      onSubmit={submit}
      busy={busy}
      submit={{ label: t('forms.yourData.submit'), busyLabel: t('forms.yourData.sending') }}
    >
      <InputField
        label={t('forms.yourData.email')}
        required
        hint={t('forms.yourData.emailHint')}
        error={errorOf('email')}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={change('email')}
      />
      <SelectField
        label={t('forms.yourData.kind')}
        required
        error={errorOf('kind')}
        placeholder={t('forms.yourData.kindPlaceholder')}
        options={DATA_REQUEST_KINDS.map((kind) => ({ value: kind, label: t(KIND_LABELS[kind]) }))}
        value={values.kind}
        onChange={change('kind')}
      />
      <TextAreaField
        label={t('forms.yourData.details')}
        required={values.kind === 'correction'}
        hint={t('forms.yourData.detailsHint')}
        error={errorOf('details')}
        rows={5}
        value={values.details}
        onChange={change('details')}
      />
      {problem && !['email', 'kind', 'details'].includes(problem.field ?? '') ? (
        <FormAlert>{problem.message}</FormAlert>
      ) : null}
    </SubmissionForm>
  );
}
