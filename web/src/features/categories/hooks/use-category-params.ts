import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CategoryCompaniesFilters } from '@trusthive/contracts';

// The category page keeps its filters and page in the URL (?state=&class=&status=&rating=
// &page=), so a filtered page can be shared, reloaded and reached with Back. Each filter
// defaults to 'all' (spec §4), which is simply its absence.

export type FilterName = 'state' | 'class' | 'status';

/** The desktop list's rating filter: the least trust level to show (on the loaded page). */
export const RATING_FILTERS = {
  high: { label: 'High Trust (80+)', min: 80 },
  medium: { label: 'Medium Trust or better (60+)', min: 60 },
} as const;
export type RatingFilter = keyof typeof RATING_FILTERS;

export const ALL = 'all';

export interface CategoryParams {
  filters: CategoryCompaniesFilters;
  rating: RatingFilter | undefined;
  page: number;
  /** How many filters are set (the count beside Clear). */
  activeCount: number;
}

const isRating = (value: string | null): value is RatingFilter =>
  value !== null && Object.hasOwn(RATING_FILTERS, value);

function readPage(value: string | null): number {
  if (!value || !/^[1-9][0-9]{0,8}$/.test(value)) return 1;
  return Number(value);
}

function readFilter(value: string | null): string | undefined {
  const text = value?.trim();
  return text && text.toLowerCase() !== ALL ? text : undefined;
}

/** The page's filters and page number as the URL gives them (also used by the route loader). */
export function readCategoryParams(searchParams: URLSearchParams): CategoryParams {
  const filters: CategoryCompaniesFilters = {
    state: readFilter(searchParams.get('state')),
    class: readFilter(searchParams.get('class')),
    status: readFilter(searchParams.get('status')),
  };
  const ratingValue = searchParams.get('rating');
  const rating = isRating(ratingValue) ? ratingValue : undefined;
  const activeCount =
    [filters.state, filters.class, filters.status].filter(Boolean).length + (rating ? 1 : 0);
  return { filters, rating, page: readPage(searchParams.get('page')), activeCount };
}

export function useCategoryParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readCategoryParams(searchParams), [searchParams]);

  /** Sets one filter ('all' clears it) and goes back to page 1 (spec §4). */
  const setFilter = useCallback(
    (name: FilterName | 'rating', value: string) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (!value || value === ALL) next.delete(name);
        else next.set(name, value);
        next.delete('page');
        return next;
      });
    },
    [setSearchParams],
  );

  /** Clear: every filter back to 'all', page 1. */
  const clear = useCallback(() => {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of ['state', 'class', 'status', 'rating', 'page']) next.delete(name);
      return next;
    });
  }, [setSearchParams]);

  const setPage = useCallback(
    (page: number) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        return next;
      });
    },
    [setSearchParams],
  );

  return { params, setFilter, clear, setPage };
}
