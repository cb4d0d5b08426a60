import { Navigate } from 'react-router-dom';
import { ContentLayout } from '../../../components/layouts/content-layout';
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
        <section className="submission-card" aria-labelledby="sign-in-link-heading">
          <h2 id="sign-in-link-heading" className="submission-card__title">
            Get a sign-in link
          </h2>
          <SendLinkForm submitLabel="Send sign-in link" />
        </section>
        <section className="submission-card" aria-labelledby="sign-in-password-heading">
          <h2 id="sign-in-password-heading" className="submission-card__title">
            Sign in with a password
          </h2>
          <p className="form-field__hint">Only if you set one on your account page.</p>
          <PasswordSignInForm />
        </section>
      </div>
    </ContentLayout>
  );
}
