import { useState, type FormEvent } from 'react';
import {
  DATA_REQUEST_KIND_LABELS,
  DATA_REQUEST_KINDS,
  DATA_REQUEST_MESSAGES,
  dataRequestSchema,
  type DataRequestAnswer,
} from '@trusthive/contracts';
import { InputField, SelectField, TextAreaField } from '../../components/ui/form-controls';
import { FormAlert } from '../../components/ui/form-field';
import { SentNotice } from '../../components/ui/sent-notice';
import { isApiError } from '../../lib/api-client';
import { sendDataRequest } from './api';
import { SubmissionForm } from '../../components/ui/submission-form';

type Field = 'email' | 'kind' | 'details';
type Values = Record<Field, string>;
type Problem = { message: string; field?: string | undefined };

const KIND_OPTIONS = DATA_REQUEST_KINDS.map((kind) => ({
  value: kind,
  label: DATA_REQUEST_KIND_LABELS[kind],
}));

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
        message: issue?.message ?? DATA_REQUEST_MESSAGES.missingInformation.message,
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
          ? { message: caught.message, field: caught.field }
          : { message: 'Something went wrong. Please try again later.' },
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
      submit={{ label: 'Send request', busyLabel: 'Sending...' }}
    >
      <InputField
        label="Email"
        required
        hint="The address you gave TrustHive: we send a confirmation link to it."
        error={errorOf('email')}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={change('email')}
      />
      <SelectField
        label="What would you like us to do?"
        required
        error={errorOf('kind')}
        placeholder="Select a request"
        options={KIND_OPTIONS}
        value={values.kind}
        onChange={change('kind')}
      />
      <TextAreaField
        label="Details"
        required={values.kind === 'correction'}
        hint="For a correction: what is wrong, and what it should say."
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
