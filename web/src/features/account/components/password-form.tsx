import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { OWNER_AUTH_MESSAGES } from '@trusthive/contracts';
import { FormField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';
import { ownerSessionKey, setPassword } from '../api';

type PasswordFormProps = { hasPassword: boolean };

/**
 * The optional password (signing in with a link always works). Changing one asks for the
 * current one; saving ends the owner's other sessions.
 */
export function PasswordForm({ hasPassword }: PasswordFormProps) {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<{ message: string; field?: string | undefined } | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      await setPassword({ next, ...(hasPassword ? { current } : {}) });
      setSaved(true);
      setCurrent('');
      setNext('');
      await queryClient.invalidateQueries({ queryKey: ownerSessionKey });
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

  const errorOf = (field: string) => (error?.field === field ? { error: error.message } : {});
  return (
    <form className="submission-form" onSubmit={submit} noValidate>
      {saved ? (
        <p role="status" className="account-notice">
          {OWNER_AUTH_MESSAGES.passwordSet.message}
        </p>
      ) : null}
      {hasPassword ? (
        <FormField label="Current password" required {...errorOf('current')}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="password"
              autoComplete="current-password"
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
            />
          )}
        </FormField>
      ) : null}
      <FormField label="New password" required hint="At least 12 characters." {...errorOf('next')}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="password"
            autoComplete="new-password"
            value={next}
            onChange={(event) => setNext(event.target.value)}
          />
        )}
      </FormField>
      {error && error.field !== 'current' && error.field !== 'next' ? (
        <p className="form-field__error" role="alert">
          {error.message}
        </p>
      ) : null}
      <button type="submit" className="button button--secondary" disabled={busy}>
        {hasPassword ? 'Change password' : 'Set password'}
      </button>
    </form>
  );
}
