import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { enrichmentSchema, type Enrichment } from '@trusthive/contracts';
import { apiClient } from '../../../lib/api-client';
import { refuseImpossibleCompanyId } from '../../../lib/company-id';
import { enrichmentKeys } from './enrichment-keys';

// The enrichment answer says which parts the workers are still looking up. The page asks
// again while any part is pending, and gives up after a bound so a slow provider never keeps
// a visitor waiting: what exists by then is shown.
export const ENRICHMENT_POLL_INTERVAL_MS = 1_500;
export const ENRICHMENT_POLL_LIMIT_MS = 10_000;
/** The first asks come sooner: a lookup often lands within a second, and the profile waits. */
const FIRST_POLL_DELAYS_MS = [500, 1_000];

/** How long to wait before asking again, after `answers` answers. */
const pollDelay = (answers: number): number =>
  FIRST_POLL_DELAYS_MS[answers - 1] ?? ENRICHMENT_POLL_INTERVAL_MS;
/** How long an answer with nothing pending stays fresh (the server caches for 30 minutes). */
const SETTLED_STALE_MS = 60_000;

export async function getEnrichment(id: string, signal?: AbortSignal): Promise<Enrichment> {
  refuseImpossibleCompanyId(id);
  return apiClient.get(`/companies/${id}/enrichment`, { signal, schema: enrichmentSchema });
}

export const hasPending = (enrichment: Enrichment | undefined): boolean =>
  enrichment !== undefined && enrichment.pending.length > 0;

export const enrichmentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: enrichmentKeys.detail(id),
    queryFn: ({ signal }) => getEnrichment(id, signal),
    // An answer that was still pending is never served from cache as if it were final.
    staleTime: (query) => (hasPending(query.state.data) ? 0 : SETTLED_STALE_MS),
  });

export type EnrichmentState = {
  data: Enrichment | undefined;
  error: Error | null;
  /** No answer yet, or parts still pending within the polling window. */
  isLoading: boolean;
  /** Parts were still pending when the polling window closed; polling has stopped. */
  gaveUp: boolean;
  /** Asks again and reopens the polling window. */
  retry: () => void;
};

/**
 * The company's enrichment, polled while a part is pending (after 0.5 s, 1 s, then every
 * 1.5 s), for at most 10 s.
 * Mount it once per company (the profile route is keyed by the company id), so the window
 * starts when the profile opens.
 */
export function useEnrichment(id: string): EnrichmentState {
  const [windowOpen, setWindowOpen] = useState(true);
  // Bumped by retry() so the window's timer starts again.
  const [windowNumber, setWindowNumber] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setWindowOpen(false), ENRICHMENT_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [windowNumber]);

  const query = useQuery({
    ...enrichmentQueryOptions(id),
    refetchInterval: (current) =>
      windowOpen && hasPending(current.state.data)
        ? pollDelay(current.state.dataUpdateCount)
        : false,
  });

  const pending = hasPending(query.data);
  return {
    data: query.data,
    error: query.error,
    isLoading: query.isPending || (pending && windowOpen),
    gaveUp: pending && !windowOpen,
    retry: () => {
      setWindowOpen(true);
      setWindowNumber((number) => number + 1);
      void query.refetch();
    },
  };
}

/** Spec §4: the profile waits for these two parts (the place box and the rating box). */
export function placeAndRatingResolved(enrichment: Enrichment): boolean {
  return enrichment.place.status !== 'pending' && enrichment.rating.status !== 'pending';
}
