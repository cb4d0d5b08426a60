import { useParams, type LoaderFunction } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { normaliseGstin } from '@trusthive/contracts';
import {
  getGstRecord,
  gstRecordQueryOptions,
  useGstRecord,
} from '../../features/gst/api/get-gst-record';
import {
  GstMatchLine,
  GstRegistrationFacts,
  GstSource,
  GstStatusLine,
  gstLookupNotice,
} from '../../features/gst/components/gst-record';
import { GstListedBy } from '../../features/gst/components/gst-listed-by';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { t } from '../../i18n';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../config/paths';
import type { PageMetaFunction, ServerReady } from '../head/page-meta';
import '../../styles/gst.css';

// /gstin/{gstin} (issue 40): a GST registration as the GST network describes it, for the
// number a visitor holds (an invoice, a marketplace listing). Rendered on the server; a GSTN
// slower than the first ask's budget is waited for once more before the page is sent.

export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  ({ params }) => {
    void queryClient.prefetchQuery(gstRecordQueryOptions(normaliseGstin(params.gstin ?? '')));
    return null;
  };

/** The server holds the page once for a lookup still running, at most this long. */
const SERVER_WAIT_MS = 1_500;

export const serverReady: ServerReady = async ({ params, queryClient }) => {
  const gstin = normaliseGstin(params.gstin ?? '');
  const options = gstRecordQueryOptions(gstin);
  if (queryClient.getQueryData(options.queryKey)?.state !== 'checking') return;
  await queryClient
    .fetchQuery({
      ...options,
      queryFn: ({ signal }) => getGstRecord(gstin, signal, SERVER_WAIT_MS),
      staleTime: 0,
    })
    .catch(() => undefined);
};

export const meta: PageMetaFunction = ({ params, queryClient }) => {
  const gstin = normaliseGstin(params.gstin ?? '');
  const lookup = queryClient.getQueryData(gstRecordQueryOptions(gstin).queryKey);
  const name = lookup?.registration?.legalName;
  return {
    title: name
      ? t('company.gstin.titleNamed', { gstin, name })
      : t('company.gstin.title', { gstin }),
    description: name
      ? t('company.gstin.descriptionNamed', { gstin, name })
      : t('company.gstin.description', { gstin }),
    canonicalPath: paths.gstin.getHref(gstin),
    // A lookup page for any number anyone types: not a page for search engines to list.
    noindex: true,
  };
};

export default function GstinRoute() {
  const gstin = normaliseGstin(useParams().gstin ?? '');
  return <GstinPage key={gstin} gstin={gstin} />;
}

function GstinPage({ gstin }: { gstin: string }) {
  const record = useGstRecord(gstin);
  const lookup = record.data;
  const registration = lookup?.registration ?? null;
  useDocumentTitle(
    registration
      ? t('company.gstin.titleNamed', { gstin, name: registration.legalName })
      : t('company.gstin.title', { gstin }),
  );
  const notice = lookup ? gstLookupNotice(lookup, record.gaveUp) : null;

  return (
    <div className="container page gst-page">
      <header className="page__header">
        <p className="gst-page__kicker">{t('company.gstin.kicker')}</p>
        <h1 className="page__title">
          GSTIN{' '}
          <span className="gst-page__number" translate="no">
            {gstin}
          </span>
        </h1>
      </header>
      {record.isPending && (
        <p role="status" className="gst-notice">
          {t('company.loadingEllipsis')}
        </p>
      )}
      {record.isError && (
        <div role="alert" className="gst-notice gst-notice--problem">
          <p className="gst-notice__title">
            {isApiError(record.error) ? record.error.title : t('company.somethingWrong')}
          </p>
          <p>{isApiError(record.error) ? record.error.message : t('company.gstin.loadFailed')}</p>
        </div>
      )}
      {notice && (
        <p role="status" className="gst-notice" data-testid="gst-notice">
          {notice}
        </p>
      )}
      {registration && (
        <section aria-labelledby="gst-facts-heading" className="gst-card">
          <h2 id="gst-facts-heading" className="gst-card__title" translate="no">
            {registration.legalName}
          </h2>
          <GstStatusLine registration={registration} />
          <GstMatchLine registration={registration} />
          <GstRegistrationFacts registration={registration} />
          <GstSource registration={registration} />
        </section>
      )}
      {lookup && <GstListedBy listedBy={lookup.listedBy} />}
    </div>
  );
}
