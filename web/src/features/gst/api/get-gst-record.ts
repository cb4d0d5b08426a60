import { queryOptions } from '@tanstack/react-query';
import { gstLookupSchema, type GstLookup } from '@trusthive/contracts';
import { useHeldQuery } from '../../../hooks/use-held-query';
import { apiClient, isApiError } from '../../../lib/api-client';

// A GSTIN's record (issue 40). The first ask answers within about 2 s; when GSTN is slower
// the answer is "checking" and the page asks again with ?waitMs, held by the server until the
// lookup lands, for at most CHECKING_WINDOW_MS in all: then it says what it could.

export const GST_WAIT_MS = 4_000;
export const CHECKING_WINDOW_MS = 12_000;

export const gstKeys = {
  all: ['gst'] as const,
  record: (gstin: string) => [...gstKeys.all, gstin] as const,
};

export async function getGstRecord(
  gstin: string,
  signal?: AbortSignal,
  waitMs = 0,
): Promise<GstLookup> {
  return apiClient.get(`/gstin/${encodeURIComponent(gstin)}`, {
    signal,
    schema: gstLookupSchema,
    query: { waitMs: waitMs > 0 ? String(Math.round(waitMs)) : undefined },
  });
}

const isChecking = (answer: GstLookup | undefined) => answer?.state === 'checking';

export const gstRecordQueryOptions = (gstin: string) =>
  queryOptions({
    queryKey: gstKeys.record(gstin),
    queryFn: ({ signal }) => getGstRecord(gstin, signal),
    // A mistyped number stays mistyped.
    retry: (failures, error) => !(isApiError(error) && error.status === 400) && failures < 2,
    staleTime: (query) => (isChecking(query.state.data) ? 0 : 60_000),
  });

/** The record, asked again (held) while GSTN is still being checked, within the window. */
export function useGstRecord(gstin: string) {
  const { query, windowOpen } = useHeldQuery({
    options: gstRecordQueryOptions(gstin),
    ask: (signal, waitMs) => getGstRecord(gstin, signal, waitMs),
    stillComing: isChecking,
    waitMs: GST_WAIT_MS,
    windowMs: CHECKING_WINDOW_MS,
  });
  return { ...query, gaveUp: isChecking(query.data) && !windowOpen };
}
