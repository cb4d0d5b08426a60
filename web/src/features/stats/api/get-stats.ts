import { queryOptions, useQuery } from '@tanstack/react-query';
import { directoryStatsSchema, type DirectoryStats } from '@trusthive/contracts';
import { apiClient } from '../../../lib/api-client';

/** The stats feature's query keys (STYLE 19: no inline key arrays). */
export const statsKeys = {
  all: ['stats'] as const,
};

/** GET /api/stats: the directory's counts, from the database. */
export function getStats(signal?: AbortSignal): Promise<DirectoryStats> {
  return apiClient.get('/stats', { signal, schema: directoryStatsSchema });
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
