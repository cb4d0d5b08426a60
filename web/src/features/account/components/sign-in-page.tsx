import { Navigate } from 'react-router-dom';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { SubmissionCard } from '../../../components/ui/submission-card';
import { paths } from '../../../config/paths';
import { useOwnerSession } from '../api';
import { PasswordSignInForm } from './password-sign-in-form';
import { SendLinkForm } from './send-link-form';

/** /account/sign-in: a sign-in link by e-mail, or the password an owner may have set. */
export function SignInPage() {
  const session = useOwnerSession({ onlyIfSignedInBefore: true });
  if (session.data) return <Navigate to={paths.account.getHref()} replace />;
  return (
    <ContentLayout
      title="Sign in"
      lead="For company owners: manage your company's profile on TrustHive. Enter the e-mail address of your approved claim or registration and we will send you a sign-in link."
    >
      <div className="submission-layout">
        <SubmissionCard headingId="sign-in-link-heading" title="Get a sign-in link">
          <SendLinkForm submitLabel="Send sign-in link" />
        </SubmissionCard>
        <SubmissionCard headingId="sign-in-password-heading" title="Sign in with a password">
          <p className="form-field__hint">Only if you set one on your account page.</p>
          <PasswordSignInForm />
        </SubmissionCard>
      </div>
    </ContentLayout>
  );
}
