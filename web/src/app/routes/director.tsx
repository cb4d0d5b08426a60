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
import { useDocumentTitle } from '../../hooks/use-document-title';
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
  if (!page) return { status: 404, title: 'Director not found' };
  const current = page.companies.filter((company) => company.ceasedOn === null).length;
  return {
    title: `${page.name}: director`,
    description: `${page.name} is a director of ${current} ${current === 1 ? 'company' : 'companies'} on the registry${page.troubleSummary ? `. ${page.troubleSummary}` : '.'}`,
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
  useDocumentTitle(page ? `${page.name}: director` : 'Director');
  const notice = page ? directorLookupNotice(page, director.gaveUp) : null;

  return (
    <div className="container page director-page">
      <header className="page__header">
        <p className="director-page__kicker">Director</p>
        <h1 className="page__title">{page?.name ?? 'Director'}</h1>
        {page && (
          <p className="director-page__din">
            DIN <span className="mono">{page.din}</span>
          </p>
        )}
      </header>
      {director.isPending && (
        <p role="status" className="director-notice">
          Loading…
        </p>
      )}
      {director.isError && (
        <div role="alert" className="director-notice director-notice--problem">
          <p className="director-notice__title">
            {isApiError(director.error) ? director.error.title : 'Something went wrong'}
          </p>
          <p>
            {isApiError(director.error)
              ? director.error.message
              : "This director's page could not be loaded. Please try again."}
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
            Companies
          </h2>
          <DirectorTrouble summary={page.troubleSummary} />
          <DirectorCompanies companies={page.companies} />
          {page.source && <p className="director-card__source">{page.source}</p>}
        </section>
      )}
    </div>
  );
}
