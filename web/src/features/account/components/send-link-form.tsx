import { useState, type FormEvent } from 'react';
import { InputField } from '../../../components/ui/form-controls';
import { FormAlert } from '../../../components/ui/form-field';
import { SentNotice } from '../../../components/ui/sent-notice';
import { t } from '../../../i18n';
import { requestSignInLink } from '../api';
import { useOwnerRequest } from './use-owner-request';
import { PersonalDataNotice } from '../../../components/ui/personal-data-notice';

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
  const [sent, setSent] = useState<{ title: string; message: string } | null>(null);
  const { error, busy, run, errorOf } = useOwnerRequest();

  async function submit(event: FormEvent) {
    event.preventDefault();
    await run(async () => setSent(await requestSignInLink(email.trim())));
  }

  if (sent) return <SentNotice sent={sent} />;

  return (
    <form className="submission-form" onSubmit={submit} noValidate>
      <InputField
        label={t('account.form.email')}
        required
        error={errorOf('email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {error && error.field !== 'email' ? <FormAlert>{error.message}</FormAlert> : null}
      <PersonalDataNotice form="sign-in" />
      <button type="submit" className="button button--primary" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
