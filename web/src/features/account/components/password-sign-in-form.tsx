import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormField } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { ownerSessionKey, signInWithPassword } from '../api';

/** For an owner who set a password on /account: e-mail and password, the server's words on failure. */
export function PasswordSignInForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const session = await signInWithPassword({ email: email.trim(), password });
      queryClient.setQueryData(ownerSessionKey, session);
      void navigate(paths.account.getHref(), { replace: true });
    } catch (caught) {
      setError(
        isApiError(caught) ? caught.message : 'Something went wrong. Please try again later.',
      );
      setPassword('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="submission-form" onSubmit={submit} noValidate>
      {error ? (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <FormField label="Email" required>
        {(control) => (
          <input
            {...control}
            className="input"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Password" required>
        {(control) => (
          <input
            {...control}
            className="input"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className="button button--secondary" disabled={busy}>
        Sign in with password
      </button>
    </form>
  );
}
