import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Suggestion, type SearchTypeValue } from '@trusthive/contracts';
import { apiClient, lazySchema } from '../../../lib/api-client';
import { searchKeys } from './search-keys';

const suggestionsResponseSchemaLazy = lazySchema(() =>
  import('./response-schemas').then((schemas) => schemas.suggestionsResponseSchema),
);

export async function getSuggestions(
  q: string,
  type: SearchTypeValue,
  signal?: AbortSignal,
): Promise<Suggestion[]> {
  const body = await apiClient.get('/search/suggestions', {
    query: { q, type },
    signal,
    schema: suggestionsResponseSchemaLazy,
  });
  return body.suggestions;
}

export const suggestionsQueryOptions = (q: string, type: SearchTypeValue) =>
  queryOptions({
    queryKey: searchKeys.suggestions(q, type),
    queryFn: ({ signal }) => getSuggestions(q, type, signal),
    staleTime: 60_000,
    // Spec §8: a failed suggestion lookup shows no suggestions; typing on will ask again.
    retry: false,
  });

/** Suggestions for an already debounced term; none for a blank one. */
export function useSuggestions(q: string, type: SearchTypeValue, { enabled = true } = {}) {
  const term = q.trim();
  return useQuery({ ...suggestionsQueryOptions(term, type), enabled: enabled && term.length > 0 });
}
