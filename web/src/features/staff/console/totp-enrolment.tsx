import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  staffAccountSchema,
  totpEnrolmentSchema,
  type StaffSession,
  type TotpEnrolment,
} from '@trusthive/contracts';
import { isApiError } from '../../../lib/api-client';
import { staffSessionKey } from '../api/session';
import { staffClient } from '../api/staff-client';
import { CurrentPasswordField } from './current-password-field';
import { OneTimeCodeField } from './one-time-code-field';

/**
 * Setting up an authenticator app: a new secret (to type in, or the otpauth link), then a code
 * from the app to confirm it. An admin sees this before anything else until it is done.
 */
export function TotpEnrolmentPanel({ required }: { required: boolean }) {
  const queryClient = useQueryClient();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  // The password again (issue 37): a session left open cannot add somebody else's app.
  async function start(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      setEnrolment(
        await staffClient.post('/staff/me/totp', {
          body: { password },
          schema: totpEnrolmentSchema,
        }),
      );
      setPassword('');
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : 'Something went wrong.');
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const account = await staffClient.post('/staff/me/totp/confirm', {
        body: { code },
        schema: staffAccountSchema,
      });
      setDone(true);
      queryClient.setQueryData<StaffSession | null>(staffSessionKey, (session) =>
        session ? { ...session, account } : session,
      );
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : 'Something went wrong.');
    }
  }

  if (done) return <p role="status">Your authenticator app is set up.</p>;
  return (
    <section className="staff-panel" aria-labelledby="totp-heading">
      <h2 id="totp-heading">Two-factor sign-in</h2>
      <p>
        {required
          ? 'Admins sign in with a code from an authenticator app. Set one up to continue.'
          : 'Add a code from an authenticator app to your sign-in.'}
      </p>
      {error ? (
        <p className="staff-alert" role="alert">
          {error}
        </p>
      ) : null}
      {enrolment ? (
        <form className="staff-form" onSubmit={confirm}>
          <p>
            Add this key to your authenticator app: <code>{enrolment.secret}</code> (or open{' '}
            <a href={enrolment.otpauthUri}>the setup link</a> on your phone).
          </p>
          <OneTimeCodeField value={code} onChange={setCode} />
          <button type="submit" className="button button--primary">
            Confirm
          </button>
        </form>
      ) : (
        <form className="staff-form" onSubmit={start}>
          <CurrentPasswordField label="Your password" value={password} onChange={setPassword} />
          <button type="submit" className="button button--primary">
            Set up authenticator app
          </button>
        </form>
      )}
    </section>
  );
}
