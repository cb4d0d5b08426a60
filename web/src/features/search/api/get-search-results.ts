import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SearchResponse, type SearchTypeValue } from '@trusthive/contracts';
import { apiClient, lazySchema } from '../../../lib/api-client';
import { searchKeys } from './search-keys';

const searchResponseSchemaLazy = lazySchema(() =>
  import('./response-schemas').then((schemas) => schemas.searchResponseSchema),
);

export type SearchResultsParams = { q: string; type: SearchTypeValue; page: number };

export function getSearchResults(
  { q, type, page }: SearchResultsParams,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  return apiClient.get('/search', {
    query: { q, type, page },
    signal,
    schema: searchResponseSchemaLazy,
  });
}

export const searchResultsQueryOptions = (params: SearchResultsParams) =>
  queryOptions({
    queryKey: searchKeys.results(params.q, params.type, params.page),
    queryFn: ({ signal }) => getSearchResults(params, signal),
    // Spec §9: a page of results stays fresh for 5 minutes.
    staleTime: 5 * 60_000,
  });

export function useSearchResults(params: SearchResultsParams, { enabled = true } = {}) {
  return useQuery({ ...searchResultsQueryOptions(params), enabled });
}
