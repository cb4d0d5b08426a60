import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectoryStats } from '@trusthive/contracts';
import { apiClient, lazySchema } from '../../../lib/api-client';

const directoryStatsSchemaLazy = lazySchema(() =>
  import('./response-schemas').then((schemas) => schemas.directoryStatsSchema),
);

/** The stats feature's query keys (STYLE 19: no inline key arrays). */
export const statsKeys = {
  all: ['stats'] as const,
};

/** GET /api/stats: the directory's counts, from the database. */
export function getStats(signal?: AbortSignal): Promise<DirectoryStats> {
  return apiClient.get('/stats', { signal, schema: directoryStatsSchemaLazy });
}

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: statsKeys.all,
    queryFn: ({ signal }) => getStats(signal),
    // Without the counts the pages say what the directory is, without a number: one try.
    retry: false,
    staleTime: 10 * 60 * 1000,
  });

export function useStats() {
  return useQuery(statsQueryOptions());
}
