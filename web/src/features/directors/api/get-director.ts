import { queryOptions } from '@tanstack/react-query';
import { directorPageSchema, type DirectorPage } from '@trusthive/contracts';
import { useHeldQuery } from '../../../hooks/use-held-query';
import { apiClient, isApiError } from '../../../lib/api-client';

// A director's page (issue 41). The first ask answers within about 2 s; when the registry
// provider is slower the answer is "checking" (with the companies held) and the page asks
// again with ?waitMs, held by the server until the lookup lands, for at most
// CHECKING_WINDOW_MS in all, as the GST record page does.

export const DIRECTOR_WAIT_MS = 4_000;
export const CHECKING_WINDOW_MS = 12_000;

export const directorKeys = {
  all: ['director'] as const,
  page: (id: string) => [...directorKeys.all, id] as const,
};

export async function getDirector(
  id: string,
  signal?: AbortSignal,
  waitMs = 0,
): Promise<DirectorPage> {
  return apiClient.get(`/directors/${encodeURIComponent(id)}`, {
    signal,
    schema: directorPageSchema,
    query: { waitMs: waitMs > 0 ? String(Math.round(waitMs)) : undefined },
  });
}

const isChecking = (answer: DirectorPage | undefined) => answer?.state === 'checking';

export const directorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: directorKeys.page(id),
    queryFn: ({ signal }) => getDirector(id, signal),
    // An address nobody has stays so.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
    staleTime: (query) => (isChecking(query.state.data) ? 0 : 60_000),
  });

/** The page, asked again (held) while the registry is still being checked, within the window. */
export function useDirector(id: string) {
  const { query, windowOpen } = useHeldQuery({
    options: directorQueryOptions(id),
    ask: (signal, waitMs) => getDirector(id, signal, waitMs),
    stillComing: isChecking,
    waitMs: DIRECTOR_WAIT_MS,
    windowMs: CHECKING_WINDOW_MS,
  });
  return { ...query, gaveUp: isChecking(query.data) && !windowOpen };
}
