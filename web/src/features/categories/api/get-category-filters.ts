import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryFilters } from '@trusthive/contracts';
import { apiClient, lazySchema } from '../../../lib/api-client';
import { categoryKeys } from './category-keys';

const categoryFiltersSchemaLazy = lazySchema(() =>
  import('./response-schemas').then((schemas) => schemas.categoryFiltersSchema),
);

/** Spec §9: a filter loader gives up after 8 seconds. */
export const FILTERS_TIMEOUT_MS = 8_000;
/** Spec §9: filter options are kept for 5 minutes. */
const FILTERS_STALE_MS = 5 * 60_000;

export const NO_FILTER_OPTIONS: CategoryFilters = {
  states: [],
  classes: [],
  statuses: [],
  ratings: [],
};

/**
 * The category's filter options. Spec §8: a failure (or the timeout) warns and leaves the
 * filters with empty lists; it never fails the page.
 */
export async function getCategoryFilters(
  slug: string,
  signal?: AbortSignal,
): Promise<CategoryFilters> {
  const timeout = AbortSignal.timeout(FILTERS_TIMEOUT_MS);
  try {
    return await apiClient.get(`/categories/${encodeURIComponent(slug)}/filters`, {
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      schema: categoryFiltersSchemaLazy,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Category filter options could not be loaded; showing none.', error);
    return NO_FILTER_OPTIONS;
  }
}

export const categoryFiltersQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: categoryKeys.filters(slug),
    queryFn: ({ signal }) => getCategoryFilters(slug, signal),
    staleTime: FILTERS_STALE_MS,
  });

export function useCategoryFilters(slug: string) {
  return useQuery(categoryFiltersQueryOptions(slug));
}
