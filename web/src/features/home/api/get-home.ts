import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeResponse } from '@trusthive/contracts';
import { apiClient, lazySchema } from '../../../lib/api-client';

const homeResponseSchemaLazy = lazySchema(() =>
  import('./response-schemas').then((schemas) => schemas.homeResponseSchema),
);

/** The home feature's query keys (STYLE 19: no inline key arrays). */
export const homeKeys = {
  all: ['home'] as const,
  lists: () => [...homeKeys.all, 'lists'] as const,
};

/** GET /api/home: top companies by stored trust score and hot brands. */
export function getHome(signal?: AbortSignal): Promise<HomeResponse> {
  return apiClient.get('/home', { signal, schema: homeResponseSchemaLazy });
}

export const homeQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.lists(),
    queryFn: ({ signal }) => getHome(signal),
    // The lists are a nice-to-have: one quick try, then the empty state.
    retry: false,
    staleTime: 5 * 60 * 1000,
  });

export function useHome() {
  return useQuery(homeQueryOptions());
}
