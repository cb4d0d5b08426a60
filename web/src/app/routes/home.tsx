import { lazy, Suspense } from 'react';
import { HomeHero } from '../../features/home/components/home-hero';
import {
  HomeStructuredData,
  homeDescription,
  websiteJsonLd,
} from '../../features/home/components/home-structured-data';
import { SectionSkeleton } from '../../features/home/components/section-skeleton';
import { SearchBox } from '../../features/search/components/search-box';
import { DirectoryCoverage } from '../../features/stats/components/directory-coverage';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import { paths } from '../../config/paths';
import { t } from '../../i18n';
import { homeQueryOptions } from '../../features/home/api/get-home';
import { statsQueryOptions } from '../../features/stats/api/get-stats';
import type { PageMetaFunction } from '../head/page-meta';
import '../../styles/home.css';

// Everything below the hero is its own chunk, so the hero (the LCP element) paints first.
const BelowTheFold = lazy(() => import('../../features/home/components/below-the-fold'));

/** The lists and counts, fetched as the route matches (and rendered by the server). */
export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  () => {
    void queryClient.prefetchQuery(homeQueryOptions());
    void queryClient.prefetchQuery(statsQueryOptions());
    return null;
  };

export const meta: PageMetaFunction = ({ url }) => ({
  description: homeDescription(),
  canonicalPath: paths.home.getHref(),
  jsonLd: [websiteJsonLd(url.origin)],
});

export default function HomeRoute() {
  useDocumentTitle();
  return (
    <>
      <HomeStructuredData />
      <HomeHero
        coverage={<DirectoryCoverage fallback={t('browse.home.coverageFallback')} />}
        search={<SearchBox size="large" className="hero__search" />}
      />
      <Suspense
        fallback={
          <div className="container">
            <SectionSkeleton label={t('browse.home.loadingMore')} cards={3} />
          </div>
        }
      >
        <BelowTheFold />
      </Suspense>
    </>
  );
}
