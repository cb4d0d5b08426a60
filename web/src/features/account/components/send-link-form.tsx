import { useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';
import { requestSignInLink } from '../api';

type SendLinkFormProps = {
  /** The button's words: "Send sign-in link", or "Send a new link" after a used link. */
  submitLabel: string;
};

/**
 * The e-mail form that asks for a sign-in link. The answer is the same for any address (the
 * server never says whether it belongs to an owner), shown in place of the form.
 */
export function SendLinkForm({ submitLabel }: SendLinkFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<{ message: string; field?: string | undefined } | null>(null);
  const [sent, setSent] = useState<{ title: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setSent(await requestSignInLink(email.trim()));
    } catch (caught) {
      setError(
        isApiError(caught)
          ? { message: caught.message, field: caught.field }
          : { message: 'Something went wrong. Please try again later.' },
      );
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div className="account-notice" role="status">
        <h2 className="account-notice__title">{sent.title}</h2>
        <p>{sent.message}</p>
      </div>
    );
  }

  return (
    <form className="submission-form" onSubmit={submit} noValidate>
      <FormField
        label="Email"
        required
        {...(error?.field === 'email' ? { error: error.message } : {})}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </FormField>
      {error && error.field !== 'email' ? (
        <p className="form-field__error" role="alert">
          {error.message}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
