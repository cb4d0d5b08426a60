import { Navigate } from 'react-router-dom';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { FormAlert } from '../../../components/ui/form-field';
import { PageLoader } from '../../../components/ui/page-loader';
import { SubmissionCard } from '../../../components/ui/submission-card';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { T } from '../../../i18n/trans';
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
      title={t('account.page.title')}
      lead={
        <T
          id="account.page.signedInAs"
          values={{ email: session.data.owner.email }}
          components={{ 0: <span className="account-page__email" /> }}
        />
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
        <SubmissionCard headingId="account-password-heading" title={t('account.password.title')}>
          <p className="form-field__hint">{t('account.password.intro')}</p>
          <PasswordForm hasPassword={session.data.owner.hasPassword} />
        </SubmissionCard>
        <SubmissionCard headingId="account-sessions-heading" title={t('account.sessions.title')}>
          <p className="form-field__hint">{t('account.sessions.intro')}</p>
          <SignOutEverywhere />
        </SubmissionCard>
      </div>
    </ContentLayout>
  );
}
