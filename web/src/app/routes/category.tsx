import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useParams, type LoaderFunction } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import {
  CATEGORY_PAGE_SIZE,
  categoryNameForSlug,
  type CategoryCompaniesFilters,
} from '@trusthive/contracts';
import { categoryQueryOptions, useCategory } from '../../features/categories/api/get-category';
import {
  COMPANIES_ATTEMPTS,
  categoryCompaniesQueryOptions,
  emptyCompaniesPage,
  useCategoryCompanies,
} from '../../features/categories/api/get-category-companies';
import {
  NO_FILTER_OPTIONS,
  categoryFiltersQueryOptions,
  useCategoryFilters,
} from '../../features/categories/api/get-category-filters';
import { CategoryFilters } from '../../features/categories/components/category-filters';
import { CategoryHeader } from '../../features/categories/components/category-header';
import type { CategoryLinkState } from '../../features/categories/components/category-card';
import { CategoryNotFound } from '../../features/categories/components/category-not-found';
import { CategoryStructuredData } from '../../features/categories/components/category-structured-data';
import { CompanyList } from '../../features/categories/components/company-list';
import { FilterSheet } from '../../features/categories/components/filter-sheet';
import { LoadingProgress } from '../../features/categories/components/loading-progress';
import { companiesLabel } from '../../features/categories/format';
import {
  readCategoryParams,
  useCategoryParams,
} from '../../features/categories/hooks/use-category-params';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useLoadingProgress } from '../../features/categories/hooks/use-loading-progress';
import { useMetaDescription } from '../../features/categories/hooks/use-page-meta';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { Pagination } from '../../components/ui/pagination';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../config/paths';
import { t } from '../../i18n';
import { CategoryName, categoryNameText } from '../../features/categories/category-names';
import type { PageMetaFunction } from '../head/page-meta';
import '../../styles/categories.css';

/** Spec §4: a new category or a filter change loads after 100 ms. */
const LOAD_DELAY_MS = 100;

/** Starts the three fetches as the route matches, without holding the page back for them. */
export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  ({ params, request }) => {
    const slug = params.slug ?? '';
    const { filters, page } = readCategoryParams(new URL(request.url).searchParams);
    void queryClient.prefetchQuery(categoryQueryOptions(slug));
    void queryClient.prefetchQuery(categoryFiltersQueryOptions(slug));
    void queryClient.prefetchQuery(categoryCompaniesQueryOptions(slug, filters, page));
    return null;
  };

type ListRequest = { slug: string; filters: CategoryCompaniesFilters; page: number };

const sameRequest = (a: ListRequest, b: ListRequest) =>
  a.slug === b.slug &&
  a.page === b.page &&
  a.filters.state === b.filters.state &&
  a.filters.class === b.filters.class &&
  a.filters.status === b.filters.status &&
  a.filters.rating === b.filters.rating;

function nameFromState(state: unknown): string | undefined {
  const name = (state as Partial<CategoryLinkState> | null)?.categoryName;
  return typeof name === 'string' && name.trim() ? name : undefined;
}

/** 404 for an unknown slug; otherwise the category's name, description and crumbs. */
export const meta: PageMetaFunction = ({ params, queryClient }) => {
  const slug = params.slug ?? '';
  const detail = queryClient.getQueryData(categoryQueryOptions(slug).queryKey);
  if (!detail) return { status: 404, title: t('browse.category.notFound') };
  const name = categoryNameText(categoryNameForSlug(slug) ?? detail.name);
  const href = paths.category.getHref(slug);
  return {
    title: t('browse.category.title', { name }),
    description: categoryDescription(name),
    canonicalPath: href,
    breadcrumbs: [
      { name: t('common.nav.home'), path: paths.home.getHref() },
      { name: t('browse.categories.title'), path: paths.categories.getHref() },
      { name, path: href },
    ],
  };
};

const categoryDescription = (name: string) => t('browse.category.description', { name });

export default function CategoryRoute() {
  const slug = useParams().slug ?? '';
  const location = useLocation();
  const { params, setFilter, clear, pageHref } = useCategoryParams();
  const detail = useCategory(slug);
  const filterOptions = useCategoryFilters(slug);
  const request = useDebouncedValue<ListRequest>(
    { slug, filters: params.filters, page: params.page },
    LOAD_DELAY_MS,
    sameRequest,
  );
  const companies = useCategoryCompanies(request.slug, request.filters, request.page);

  // Spec §2: the name from navigation state, else the fixed slug map, else the service; the
  // registry's title, named in the page's language when the fixed list has it.
  const title = nameFromState(location.state) ?? categoryNameForSlug(slug) ?? detail.data?.name;
  const name = title ? categoryNameText(title) : t('browse.category.fallbackName');
  const notFound = detail.isError && isApiError(detail.error) && detail.error.status === 404;
  const waiting =
    !sameRequest(request, { slug, filters: params.filters, page: params.page }) ||
    companies.isFetching;
  // Spec §9: a retried attempt restarts the bar at 10 plus 5 per extra attempt, and says so.
  const extraAttempts = companies.isFetching ? companies.failureCount : 0;
  const progress = useLoadingProgress(detail.isPending || waiting, extraAttempts);
  const listLoadingLabel =
    extraAttempts > 0
      ? t('browse.category.loadingAttempt', {
          attempt: extraAttempts + 1,
          attempts: COMPANIES_ATTEMPTS,
        })
      : t('browse.category.loading');

  // Spec §4 and §8: a failed load is an empty list and an empty page, never an error screen.
  const list = companies.isError ? emptyCompaniesPage(request.page) : companies.data;
  const shown = list?.companies ?? [];
  const totalPages = list ? Math.ceil(list.total / CATEGORY_PAGE_SIZE) : 0;

  useDocumentTitle(notFound ? t('browse.category.notFound') : t('browse.category.title', { name }));
  useMetaDescription(notFound ? undefined : categoryDescription(name));

  const listTop = useRef<HTMLDivElement>(null);
  // A page link followed in the app brings the top of the list into view.
  const showListTop = useCallback(() => {
    listTop.current?.scrollIntoView({ block: 'start' });
  }, []);
  useEffect(() => {
    if (companies.isError) console.warn('Category companies could not be loaded.', companies.error);
  }, [companies.isError, companies.error]);

  if (notFound) return <CategoryNotFound />;
  if (detail.isPending || !list) {
    return (
      <div className="container page">
        <LoadingProgress value={progress} label={t('browse.category.loadingNamed', { name })} />
      </div>
    );
  }

  const filtersPanel = (showRating: boolean) => (
    <CategoryFilters
      options={filterOptions.data ?? NO_FILTER_OPTIONS}
      params={params}
      onChange={setFilter}
      onClear={clear}
      showRating={showRating}
    />
  );

  return (
    <div className="container page category-page">
      <CategoryHeader
        name={title ? <CategoryName title={title} /> : name}
        count={detail.data?.count}
        icon={detail.data?.icon}
      />
      <div className="category-layout">
        <aside className="category-layout__sidebar" aria-label={t('browse.category.filters')}>
          {filtersPanel(true)}
        </aside>
        <section
          className="category-layout__main"
          aria-label={t('browse.category.listLabel', { name })}
        >
          <div ref={listTop} className="category-list-head">
            <FilterSheet activeCount={params.activeCount}>{filtersPanel(false)}</FilterSheet>
            <p className="category-list-head__total" aria-live="polite">
              {t('browse.category.found', { companies: companiesLabel(list.total) })}
            </p>
          </div>
          {waiting ? <LoadingProgress value={progress} label={listLoadingLabel} /> : null}
          <div className={waiting ? 'category-list category-list--stale' : 'category-list'}>
            <CompanyList companies={shown} filtersActive={params.activeCount > 0} />
          </div>
          <Pagination
            page={params.page}
            lastPage={totalPages}
            label={t('browse.category.pagination')}
            hrefFor={pageHref}
            onNavigate={showListTop}
          />
          {shown.length > 0 ? (
            <CategoryStructuredData name={name} total={list.total} companies={shown} />
          ) : null}
        </section>
      </div>
    </div>
  );
}
