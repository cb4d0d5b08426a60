import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { SubmissionCard } from '../../../components/ui/submission-card';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { useOwnerSession } from '../api';
import { rememberReturnTo, returnPath } from '../../../lib/return-to';
import { PasswordSignInForm } from './password-sign-in-form';
import { SendLinkForm } from './send-link-form';

/**
 * /account/sign-in: a sign-in link by e-mail, or the password an owner may have set. A page
 * that sent the visitor here names itself in ?next=, kept for after the sign-in (return-to.ts).
 */
export function SignInPage() {
  const session = useOwnerSession({ onlyIfSignedInBefore: true });
  const [search] = useSearchParams();
  const next = returnPath(search.get('next'));
  useEffect(() => rememberReturnTo(next), [next]);
  if (session.data) return <Navigate to={next ?? paths.account.getHref()} replace />;
  return (
    <ContentLayout title={t('account.signIn.title')} lead={t('account.signIn.lead')}>
      <div className="submission-layout">
        <SubmissionCard headingId="sign-in-link-heading" title={t('account.signIn.linkTitle')}>
          <SendLinkForm submitLabel={t('account.signIn.sendLink')} />
        </SubmissionCard>
        <SubmissionCard
          headingId="sign-in-password-heading"
          title={t('account.signIn.passwordTitle')}
        >
          <p className="form-field__hint">{t('account.signIn.passwordHint')}</p>
          <PasswordSignInForm />
        </SubmissionCard>
      </div>
    </ContentLayout>
  );
}
