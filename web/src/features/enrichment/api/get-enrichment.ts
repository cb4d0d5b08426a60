import { queryOptions } from '@tanstack/react-query';
import type { Enrichment } from '@trusthive/contracts';
import { apiClient, lazySchema } from '../../../lib/api-client';
import { refuseImpossibleCompanyId } from '../../../lib/company-id';
import { useHeldQuery } from '../../../hooks/use-held-query';
import { enrichmentKeys } from './enrichment-keys';

const enrichmentSchema = lazySchema(() =>
  import('./response-schemas').then((schemas) => schemas.enrichmentSchema),
);

// The enrichment answer says which parts the workers are still looking up. While any part is
// pending the page asks again with ?waitMs: the server holds that answer until a lookup
// lands, so the page learns of it at once, in one request where polling took seven. It stops
// asking after a bound so a slow provider never keeps a visitor waiting: what exists by then
// is shown.
export const ENRICHMENT_WAIT_MS = 4_000;
export const ENRICHMENT_POLL_LIMIT_MS = 10_000;
/** How long an answer with nothing pending stays fresh (the server caches for 30 minutes). */
const SETTLED_STALE_MS = 60_000;

export async function getEnrichment(
  id: string,
  signal?: AbortSignal,
  waitMs = 0,
): Promise<Enrichment> {
  refuseImpossibleCompanyId(id);
  return apiClient.get(`/companies/${id}/enrichment`, {
    signal,
    schema: enrichmentSchema,
    // No waitMs at all for an ask that does not wait (buildUrl leaves undefined out).
    query: { waitMs: waitMs > 0 ? Math.round(waitMs) : undefined },
  });
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
 * The company's enrichment: asked once at once, then, while a part is pending, asked again
 * and held by the server until a lookup lands (at most ENRICHMENT_WAIT_MS a time), for at most
 * 10 s in all. Mount it once per company (the profile route is keyed by the company id), so
 * the window starts when the profile opens.
 */
export function useEnrichment(id: string): EnrichmentState {
  const { query, windowOpen, reopen } = useHeldQuery({
    options: enrichmentQueryOptions(id),
    // The first ask answers at once (it queues the lookups).
    ask: (signal, waitMs) => getEnrichment(id, signal, waitMs),
    stillComing: hasPending,
    waitMs: ENRICHMENT_WAIT_MS,
    windowMs: ENRICHMENT_POLL_LIMIT_MS,
  });

  const pending = hasPending(query.data);
  return {
    data: query.data,
    error: query.error,
    isLoading: query.isPending || (pending && windowOpen),
    gaveUp: pending && !windowOpen,
    retry: () => {
      reopen();
      void query.refetch();
    },
  };
}

/** Spec §4: the profile waits for these two parts (the place box and the rating box). */
export function placeAndRatingResolved(enrichment: Enrichment): boolean {
  return enrichment.place.status !== 'pending' && enrichment.rating.status !== 'pending';
}
