import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { InputField } from '../../../components/ui/form-controls';
import { FormAlert } from '../../../components/ui/form-field';
import { t } from '../../../i18n';
import { ownerSessionKey, setPassword } from '../api';
import { useOwnerRequest } from './use-owner-request';

type PasswordFormProps = { hasPassword: boolean };

/**
 * The optional password (signing in with a link always works). Changing one asks for the
 * current one; saving ends the owner's other sessions.
 */
export function PasswordForm({ hasPassword }: PasswordFormProps) {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [saved, setSaved] = useState(false);
  const { error, busy, run, errorOf } = useOwnerRequest();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    await run(async () => {
      await setPassword({ next, ...(hasPassword ? { current } : {}) });
      setSaved(true);
      setCurrent('');
      setNext('');
      await queryClient.invalidateQueries({ queryKey: ownerSessionKey });
    });
  }

  return (
    <form className="submission-form" onSubmit={submit} noValidate>
      {saved ? (
        <p role="status" className="account-notice">
          {t('account.password.saved')}
        </p>
      ) : null}
      {hasPassword ? (
        <InputField
          label={t('account.password.current')}
          required
          error={errorOf('current')}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
      ) : null}
      <InputField
        label={t('account.password.new')}
        required
        hint={t('account.password.hint')}
        error={errorOf('next')}
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(event) => setNext(event.target.value)}
      />
      {error && error.field !== 'current' && error.field !== 'next' ? (
        <FormAlert>{error.message}</FormAlert>
      ) : null}
      <button type="submit" className="button button--secondary" disabled={busy}>
        {hasPassword ? t('account.password.change') : t('account.password.set')}
      </button>
    </form>
  );
}
