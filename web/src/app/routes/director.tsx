import { useParams, type LoaderFunction } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import {
  directorQueryOptions,
  getDirector,
  useDirector,
} from '../../features/directors/api/get-director';
import {
  DirectorCompanies,
  DirectorTrouble,
  directorLookupNotice,
} from '../../features/directors/components/director-companies';
import { directorNoteWords } from '../../features/company/components/director-note-words';
import { registrySourceWords } from '../../features/company/components/registry-sections';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { t } from '../../i18n';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../config/paths';
import type { PageMetaFunction, ServerReady } from '../head/page-meta';
import '../../styles/director.css';

// /director/{id} (issue 41): a person on company boards, by the random id of their page (the
// DIN, personal data, is never in the address), with every company they sit or sat on and the
// troubled ones pointed out. Rendered on the server; a registry lookup slower than the first
// ask's budget is waited for once more before the page is sent.

export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  ({ params }) => {
    void queryClient.prefetchQuery(directorQueryOptions(params.id ?? ''));
    return null;
  };

/** The server holds the page once for a lookup still running, at most this long. */
const SERVER_WAIT_MS = 1_500;

export const serverReady: ServerReady = async ({ params, queryClient }) => {
  const id = params.id ?? '';
  const options = directorQueryOptions(id);
  if (queryClient.getQueryData(options.queryKey)?.state !== 'checking') return;
  await queryClient
    .fetchQuery({
      ...options,
      queryFn: ({ signal }) => getDirector(id, signal, SERVER_WAIT_MS),
      staleTime: 0,
    })
    .catch(() => undefined);
};

export const meta: PageMetaFunction = ({ params, queryClient }) => {
  const id = params.id ?? '';
  const page = queryClient.getQueryData(directorQueryOptions(id).queryKey);
  if (!page) return { status: 404, title: t('company.director.notFound') };
  const current = page.companies.filter((company) => company.ceasedOn === null).length;
  return {
    title: t('company.director.title', { name: page.name }),
    description: page.troubleSummary
      ? t('company.director.descriptionTrouble', {
          name: page.name,
          count: current,
          trouble: directorNoteWords(page.troubleSummary),
        })
      : t('company.director.description', { name: page.name, count: current }),
    canonicalPath: paths.director.getHref(page.id),
  };
};

export default function DirectorRoute() {
  const id = useParams().id ?? '';
  return <DirectorView key={id} id={id} />;
}

function DirectorView({ id }: { id: string }) {
  const director = useDirector(id);
  const page = director.data;
  useDocumentTitle(
    page ? t('company.director.title', { name: page.name }) : t('company.director.kicker'),
  );
  const notice = page ? directorLookupNotice(page, director.gaveUp) : null;

  return (
    <div className="container page director-page">
      <header className="page__header">
        <p className="director-page__kicker">{t('company.director.kicker')}</p>
        {page ? (
          <h1 className="page__title" translate="no">
            {page.name}
          </h1>
        ) : (
          <h1 className="page__title">{t('company.director.kicker')}</h1>
        )}
        {page && (
          <p className="director-page__din">
            DIN <span className="mono">{page.din}</span>
          </p>
        )}
      </header>
      {director.isPending && (
        <p role="status" className="director-notice">
          {t('company.loadingEllipsis')}
        </p>
      )}
      {director.isError && (
        <div role="alert" className="director-notice director-notice--problem">
          <p className="director-notice__title">
            {isApiError(director.error) ? director.error.title : t('company.somethingWrong')}
          </p>
          <p>
            {isApiError(director.error) ? director.error.message : t('company.director.loadFailed')}
          </p>
        </div>
      )}
      {notice && (
        <p role="status" className="director-notice" data-testid="director-notice">
          {notice}
        </p>
      )}
      {page && (
        <section aria-labelledby="director-companies-heading" className="director-card">
          <h2 id="director-companies-heading" className="director-card__title">
            {t('company.director.companies')}
          </h2>
          <DirectorTrouble
            summary={page.troubleSummary && directorNoteWords(page.troubleSummary)}
          />
          <DirectorCompanies companies={page.companies} />
          {page.source && (
            <p className="director-card__source">{registrySourceWords(page.source)}</p>
          )}
        </section>
      )}
    </div>
  );
}
