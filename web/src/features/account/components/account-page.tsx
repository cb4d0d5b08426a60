import { Navigate } from 'react-router-dom';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useOwnerCompanies, useOwnerSession } from '../api';
import { OwnerCompanyCard } from './owner-company-card';

/** /account: the signed-in owner's companies; signed out, the sign-in page. */
export function AccountPage() {
  const session = useOwnerSession();
  const companies = useOwnerCompanies(Boolean(session.data));
  if (session.isPending) return <PageLoader />;
  if (!session.data) return <Navigate to={paths.accountSignIn.getHref()} replace />;
  return (
    <ContentLayout title="My account" lead={`Signed in as ${session.data.owner.email}`}>
      {companies.isPending ? <PageLoader /> : null}
      {companies.isError ? (
        <p role="alert" className="form-error">
          {companies.error.message}
        </p>
      ) : null}
      <div className="owner-companies">
        {companies.data?.companies.map((company) => (
          <OwnerCompanyCard key={company.id} company={company} />
        ))}
      </div>
    </ContentLayout>
  );
}
