import { Link, Navigate } from 'react-router-dom';
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

/** What any account can do besides owning a company (issue 43): one link each. */
function SupplierCheckLinks() {
  const parts = [
    {
      href: paths.accountWatchlist.getHref(),
      title: t('account.parts.watchlist'),
      about: t('account.parts.watchlistAbout'),
    },
    {
      href: paths.accountBulkChecks.getHref(),
      title: t('account.parts.bulkChecks'),
      about: t('account.parts.bulkChecksAbout'),
    },
    {
      href: paths.accountApiKeys.getHref(),
      title: t('account.parts.apiKeys'),
      about: t('account.parts.apiKeysAbout'),
    },
  ];
  return (
    <SubmissionCard headingId="account-parts-heading" title={t('account.parts.title')}>
      <ul className="account-parts">
        {parts.map((part) => (
          <li key={part.href} className="account-parts__item">
            <Link to={part.href} className="account-parts__link">
              {part.title}
            </Link>
            <span className="form-field__hint">{part.about}</span>
          </li>
        ))}
      </ul>
    </SubmissionCard>
  );
}

/**
 * /account: what the signed-in account follows, checks and calls, and the companies it owns
 * (none for most accounts: anyone may sign in); signed out, the sign-in page.
 */
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
        <SupplierCheckLinks />
        <div className="account-page__companies">
          {companies.data?.companies.map((company) => (
            <OwnerCompanyCard key={company.id} company={company} />
          ))}
        </div>
        {companies.data && companies.data.companies.length === 0 ? (
          <SubmissionCard headingId="account-no-companies-heading" title={t('account.owned.title')}>
            <p className="form-field__hint">
              <T
                id="account.owned.none"
                components={{
                  0: <Link to={paths.register.getHref()} />,
                }}
              />
            </p>
          </SubmissionCard>
        ) : null}
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
