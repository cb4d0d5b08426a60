import { Navigate } from 'react-router-dom';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { FormAlert } from '../../../components/ui/form-field';
import { PageLoader } from '../../../components/ui/page-loader';
import { SubmissionCard } from '../../../components/ui/submission-card';
import { paths } from '../../../config/paths';
import { useOwnerCompanies, useOwnerSession } from '../api';
import { OwnerCompanyCard } from './owner-company-card';
import { PasswordForm } from './password-form';
import { SignOutEverywhere } from './sign-out-everywhere';

/** /account: the signed-in owner's companies; signed out, the sign-in page. */
export function AccountPage() {
  const session = useOwnerSession();
  const companies = useOwnerCompanies(Boolean(session.data));
  if (session.isPending) return <PageLoader />;
  if (!session.data) return <Navigate to={paths.accountSignIn.getHref()} replace />;
  return (
    <ContentLayout
      title="My account"
      lead={
        <>
          Signed in as <span className="account-page__email">{session.data.owner.email}</span>
        </>
      }
    >
      <div className="account-page">
        {companies.isPending ? <PageLoader /> : null}
        {companies.isError ? <FormAlert>{companies.error.message}</FormAlert> : null}
        <div className="account-page__companies">
          {companies.data?.companies.map((company) => (
            <OwnerCompanyCard key={company.id} company={company} />
          ))}
        </div>
        <SubmissionCard headingId="account-password-heading" title="Password">
          <p className="form-field__hint">
            Optional: a sign-in link by e-mail always works. With a password you can also sign in
            without waiting for the e-mail.
          </p>
          <PasswordForm hasPassword={session.data.owner.hasPassword} />
        </SubmissionCard>
        <SubmissionCard headingId="account-sessions-heading" title="Sessions">
          <p className="form-field__hint">
            Signed in on a device you no longer use? This signs you out on every device.
          </p>
          <SignOutEverywhere />
        </SubmissionCard>
      </div>
    </ContentLayout>
  );
}
