import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import { useParams } from 'react-router-dom';
import { ContentLayout } from '../../components/layouts/content-layout';
import {
  claimCompanyQueryOptions,
  useClaimCompany,
} from '../../features/claim/api/get-claim-company';
import { BenefitsPanel } from '../../features/claim/components/benefits-panel';
import { ClaimClosed } from '../../features/claim/components/claim-closed';
import { ClaimForm } from '../../features/claim/components/claim-form';
import { ClaimNotFound } from '../../features/claim/components/claim-not-found';
import { CompanyPanel } from '../../features/claim/components/company-panel';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { t } from '../../i18n';
import { isApiError } from '../../lib/api-client';
import type { PageMetaFunction } from '../head/page-meta';
import '../../styles/submissions.css';

/** Starts the company fetch as the route matches. */
export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  ({ params }) => {
    void queryClient.prefetchQuery(claimCompanyQueryOptions(params.id ?? ''));
    return null;
  };

/** 404 with the not-found view for an unknown company; a form page, so kept out of indexes. */
export const meta: PageMetaFunction = ({ params, queryClient }) => {
  const company = queryClient.getQueryData(claimCompanyQueryOptions(params.id ?? '').queryKey);
  if (!company) return { status: 404, title: t('forms.claim.notFound.title') };
  return { title: t('forms.claim.metaTitle', { name: company.name }), noindex: true };
};

export default function ClaimRoute() {
  const id = useParams().id ?? '';
  const company = useClaimCompany(id);

  if (company.isError) {
    const notFound = isApiError(company.error) && company.error.status === 404;
    return <ClaimNotFound loadFailed={!notFound} />;
  }
  if (company.isPending) return <ClaimLoading />;
  return (
    <ContentLayout
      title={t('forms.claim.pageTitle')}
      documentTitle={t('forms.claim.metaTitle', { name: company.data.name })}
      lead={<span translate="no">{company.data.name}</span>}
    >
      <div className="claim-layout">
        <div className="claim-layout__company">
          <CompanyPanel company={company.data} />
        </div>
        <section
          className="submission-card claim-layout__form"
          aria-label={t('forms.claim.requestLabel')}
        >
          {company.data.claimStatus === 'unclaimed' ? (
            <ClaimForm company={company.data} />
          ) : (
            <ClaimClosed companyId={company.data.id} claimStatus={company.data.claimStatus} />
          )}
        </section>
        <div className="claim-layout__benefits">
          <BenefitsPanel />
        </div>
      </div>
    </ContentLayout>
  );
}

function ClaimLoading() {
  useDocumentTitle(t('forms.claim.loadingTitle'));
  return (
    <div className="container page claim-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <p>{t('forms.claim.loading')}</p>
    </div>
  );
}
