import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-client';
import { signIn, staffSessionKey } from '../api/session';
import { CurrentPasswordField } from './current-password-field';
import { OneTimeCodeField } from './one-time-code-field';
import { StaffInputField } from './staff-input-field';

/**
 * Email and password, then the 6-digit code when the account has a second factor (the server
 * asks for it only after the right password). Errors are the server's words: one message for
 * any wrong part, and the lockout's own.
 */
export function SignInForm() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const session = await signIn({
        email,
        password,
        ...(needsCode && code ? { code: code.trim() } : {}),
      });
      queryClient.setQueryData(staffSessionKey, session);
    } catch (caught) {
      if (isApiError(caught) && caught.field === 'code') {
        // The password was right; the form now asks for the code (the message says so).
        setNeedsCode(true);
        if (needsCode) setError(caught.message);
      } else {
        setError(
          isApiError(caught) ? caught.message : 'Something went wrong. Please try again later.',
        );
        setCode('');
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="staff-sign-in">
      <h1 className="staff-sign-in__title">TrustHive Staff</h1>
      <p className="staff-sign-in__lead">Sign in to review submissions.</p>
      <form className="staff-form" onSubmit={submit} noValidate>
        {error ? (
          <p className="staff-alert" role="alert">
            {error}
          </p>
        ) : null}
        <StaffInputField
          label="Email"
          required
          type="email"
          autoComplete="username"
          value={email}
          onValue={setEmail}
        />
        <CurrentPasswordField label="Password" value={password} onChange={setPassword} />
        {needsCode ? (
          <OneTimeCodeField
            hint="From your authenticator app."
            pattern="[0-9]{6}"
            value={code}
            // The field appears because the server asked for it: it takes the focus.
            autoFocus
            onChange={setCode}
          />
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          Sign in
        </button>
      </form>
    </main>
  );
}
