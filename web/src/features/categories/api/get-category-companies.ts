import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  CATEGORY_PAGE_SIZE,
  type CategoryCompaniesFilters,
  type CategoryCompaniesResponse,
} from '@trusthive/contracts';
import { apiClient, isApiError, lazySchema } from '../../../lib/api-client';
import { categoryKeys } from './category-keys';

const categoryCompaniesResponseSchemaLazy = lazySchema(() =>
  import('./response-schemas').then((schemas) => schemas.categoryCompaniesResponseSchema),
);

/** Spec §9: each attempt gives up after 12 seconds; 3 attempts, 2 seconds apart. */
export const COMPANIES_ATTEMPT_TIMEOUT_MS = 12_000;
export const COMPANIES_ATTEMPTS = 3;
const COMPANIES_RETRY_DELAY_MS = 2_000;
/** Spec §9: a page of results is kept for 5 minutes. */
const COMPANIES_STALE_MS = 5 * 60_000;

export function getCategoryCompanies(
  slug: string,
  filters: CategoryCompaniesFilters,
  page: number,
  signal?: AbortSignal,
): Promise<CategoryCompaniesResponse> {
  const timeout = AbortSignal.timeout(COMPANIES_ATTEMPT_TIMEOUT_MS);
  return apiClient.get(`/categories/${encodeURIComponent(slug)}/companies`, {
    query: { ...filters, page },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    schema: categoryCompaniesResponseSchemaLazy,
  });
}

/** What a failed load shows (spec §4, §8): an empty list and an empty page, never an error. */
export const emptyCompaniesPage = (page: number): CategoryCompaniesResponse => ({
  page,
  pageSize: CATEGORY_PAGE_SIZE,
  total: 0,
  companies: [],
});

export const categoryCompaniesQueryOptions = (
  slug: string,
  filters: CategoryCompaniesFilters,
  page: number,
) =>
  queryOptions({
    queryKey: categoryKeys.companies(slug, filters, page),
    queryFn: ({ signal }) => getCategoryCompanies(slug, filters, page, signal),
    staleTime: COMPANIES_STALE_MS,
    // A bad request or an unknown category will not change on retry; a timeout or 5xx might.
    retry: (failures, error) =>
      !(isApiError(error) && error.status >= 400 && error.status < 500) &&
      failures < COMPANIES_ATTEMPTS - 1,
    retryDelay: COMPANIES_RETRY_DELAY_MS,
  });

export function useCategoryCompanies(
  slug: string,
  filters: CategoryCompaniesFilters,
  page: number,
) {
  return useQuery({
    ...categoryCompaniesQueryOptions(slug, filters, page),
    // The last list stays on screen, under the progress bar, while the next one loads.
    placeholderData: keepPreviousData,
  });
}
