import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DISPLAY_TRUST_LEVELS,
  type CategoryCompaniesFilters,
  type DisplayTrustLevel,
} from '@trusthive/contracts';

// The category page keeps its filters and page in the URL (?state=&class=&status=&rating=
// &page=), so a filtered page can be shared, reloaded and reached with Back. Each filter
// defaults to 'all' (spec §4), which is simply its absence.

export type FilterName = 'state' | 'class' | 'status' | 'rating';

export const ALL = 'all';

export interface CategoryParams {
  /** The list's filters, the rating (a stored trust level) among them: the server applies all. */
  filters: CategoryCompaniesFilters;
  page: number;
  /** How many filters are set (the count beside Clear). */
  activeCount: number;
}

/** A level as the filter options name it; an older link's 'high' or 'medium' is no filter. */
const isRating = (value: string | undefined): value is DisplayTrustLevel =>
  (DISPLAY_TRUST_LEVELS as readonly (string | undefined)[]).includes(value);

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
  const rating = readFilter(searchParams.get('rating'));
  const filters: CategoryCompaniesFilters = {
    state: readFilter(searchParams.get('state')),
    class: readFilter(searchParams.get('class')),
    status: readFilter(searchParams.get('status')),
    rating: isRating(rating) ? rating : undefined,
  };
  const activeCount = [filters.state, filters.class, filters.status, filters.rating].filter(
    Boolean,
  ).length;
  return { filters, page: readPage(searchParams.get('page')), activeCount };
}

export function useCategoryParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readCategoryParams(searchParams), [searchParams]);

  /** Sets one filter ('all' clears it) and goes back to page 1 (spec §4). */
  const setFilter = useCallback(
    (name: FilterName, value: string) => {
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

  /** A page of the list with the same filters, as a link (`?state=Goa&page=2`). */
  const pageHref = useCallback(
    (page: number) => {
      const next = new URLSearchParams(searchParams);
      if (page > 1) next.set('page', String(page));
      else next.delete('page');
      return `?${next.toString()}`;
    },
    [searchParams],
  );

  return { params, setFilter, clear, pageHref };
}
