import { useParams } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import { companyQueryOptions, useCompany } from '../../features/company/api/get-company';
import { trustScoreQueryOptions, useTrustScore } from '../../features/company/api/get-trust-score';
import { CompanyNotFound } from '../../features/company/components/company-not-found';
import { CompanyProfileView } from '../../features/company/components/company-profile';
import { useProfileAnalytics } from '../../features/analytics/hooks/use-profile-analytics';
import { useDocumentTitle } from '../../hooks/use-document-title';
import '../../styles/company.css';

/** Starts both fetches as the route matches, without holding the page back for them. */
export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  ({ params }) => {
    const id = params.id ?? '';
    void queryClient.prefetchQuery(companyQueryOptions(id));
    void queryClient.prefetchQuery(trustScoreQueryOptions(id));
    return null;
  };

export default function CompanyRoute() {
  const id = useParams().id ?? '';
  const company = useCompany(id);
  const score = useTrustScore(id);
  // Called before the early returns (a hook); it records once the company has loaded.
  const { onWebsiteClick } = useProfileAnalytics(company.data?.company.id);

  // Spec §4: loading, then not found (a missing company or a failed fetch) or the profile,
  // once the company and its rating (carried by the score) have both resolved.
  if (company.isError) return <CompanyNotFound />;
  if (company.isPending || score.isPending) return <CompanyLoading />;
  return (
    <CompanyProfileView
      profile={company.data}
      score={score.data}
      scoreFailed={score.isError}
      onWebsiteClick={onWebsiteClick}
    />
  );
}

function CompanyLoading() {
  useDocumentTitle('Loading company profile');
  return (
    <div className="container page company-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <p>Loading company profile...</p>
    </div>
  );
}
