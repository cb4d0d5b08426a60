import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isApiError } from './api-client';

const MAX_QUERY_RETRIES = 2;

export const queryConfig = {
  queries: {
    // Directory data changes slowly; features shorten or lengthen this per query.
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    // A 4xx (not found, validation) will not change on retry; network and 5xx errors might.
    retry: (failureCount, error) => {
      if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
      return failureCount < MAX_QUERY_RETRIES;
    },
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}
