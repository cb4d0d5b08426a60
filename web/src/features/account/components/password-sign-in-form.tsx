import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { InputField } from '../../../components/ui/form-controls';
import { FormAlert } from '../../../components/ui/form-field';
import { t } from '../../../i18n';
import { ownerSessionKey, signInWithPassword } from '../api';
import { takeReturnTo } from '../../../lib/return-to';
import { useOwnerRequest } from './use-owner-request';

/** For an owner who set a password on /account: e-mail and password, the server's words on failure. */
export function PasswordSignInForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, busy, run } = useOwnerRequest();

  async function submit(event: FormEvent) {
    event.preventDefault();
    await run(
      async () => {
        const session = await signInWithPassword({ email: email.trim(), password });
        queryClient.setQueryData(ownerSessionKey, session);
        void navigate(takeReturnTo(), { replace: true });
      },
      () => setPassword(''),
    );
  }

  return (
    <form className="submission-form" onSubmit={submit} noValidate>
      {error ? <FormAlert>{error.message}</FormAlert> : null}
      <InputField
        label={t('account.form.email')}
        required
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <InputField
        label={t('account.form.password')}
        required
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="submit" className="button button--secondary" disabled={busy}>
        {t('account.signIn.withPassword')}
      </button>
    </form>
  );
}
