import { useEffect } from 'react';
import { useSearchParams, type LoaderFunction } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { gstinIn, panIn } from '@trusthive/contracts';
import {
  getSearchResults,
  searchResultsQueryOptions,
} from '../../features/search/api/get-search-results';
import { SearchBox } from '../../features/search/components/search-box';
import { SearchResults } from '../../features/search/components/search-results';
import { DirectoryCoverage } from '../../features/stats/components/directory-coverage';
import { readSearchLocation } from '../../features/search/search-params';
import { taxIdDestination } from '../../features/search/tax-id-destination';
import { paths } from '../../config/paths';
import { CategoryName } from '../../features/categories/category-names';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { t } from '../../i18n';
import { T } from '../../i18n/trans';
import type { PageMetaFunction, SearchRedirect } from '../head/page-meta';
import '../../styles/search.css';

/**
 * Starts fetching the results while the page's code loads, without holding the navigation:
 * the page shows 'Loading results...' until they arrive (spec §2).
 */
export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  ({ request }) => {
    const location = readSearchLocation(new URL(request.url).searchParams);
    if (location.q) void queryClient.prefetchQuery(searchResultsQueryOptions(location));
    return null;
  };

/**
 * A GSTIN is answered by another page (issue 40): the profile of the company holding it, or its
 * GST record page. Asked before rendering, so the server sends a redirect, not a results page.
 */
export const searchRedirect: SearchRedirect = async ({ url }) => {
  const location = readSearchLocation(url.searchParams);
  if (!gstinIn(location.q)) return null;
  const found = await getSearchResults(location).catch(() => null);
  return found ? taxIdDestination(found) : null;
};

/** /search?q=&type=&page= (spec §2 "Search box and results"); the URL holds all its state. */
export const meta: PageMetaFunction = ({ url }) => {
  const { q, type, page } = readSearchLocation(url.searchParams);
  const canonicalPath = paths.search.getHref({ q, type, page });
  return {
    // A GSTIN or PAN is someone's tax number: a page of what is held under it is for the
    // visitor who typed it, not for search engines to list.
    noindex: Boolean(gstinIn(q) || panIn(q)),
    title: q ? t('browse.search.titleFor', { q }) : t('browse.search.title'),
    description: q ? t('browse.search.descriptionFor', { q }) : t('browse.search.description'),
    canonicalPath,
    breadcrumbs: [
      { name: t('common.nav.home'), path: paths.home.getHref() },
      { name: t('browse.search.crumb'), path: canonicalPath },
    ],
  };
};

export default function SearchRoute() {
  const [searchParams] = useSearchParams();
  const location = readSearchLocation(searchParams);
  const { q, type, page } = location;

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [q, type, page]);

  useDocumentTitle(q ? t('browse.search.titleFor', { q }) : t('browse.search.title'));
  // ContentLayout's frame, with the visitor's own term in the heading kept as they typed it.
  return (
    <div className="container page">
      <div className="page__header">
        <h1 className="page__title">
          {q ? (
            <T id="browse.search.titleFor" values={{ q: <span translate="no">{q}</span> }} />
          ) : (
            t('browse.search.title')
          )}
        </h1>
      </div>
      <div className="search-page">
        {/* Keyed by the URL's search, so back and forward put its term and type in the box.
            Without a term there is no search to describe: the box keeps the remembered type. */}
        <SearchBox key={`${type}:${q}`} initialTerm={q} initialType={q ? type : undefined} />
        <SearchResults
          location={location}
          coverage={<DirectoryCoverage fallback={t('browse.search.coverageFallback')} />}
          categoryName={(title) => <CategoryName title={title} />}
        />
      </div>
    </div>
  );
}
