import { queryOptions, useQuery } from '@tanstack/react-query';
import { suggestionsResponseSchema, type Suggestion } from '@trusthive/contracts';
import { apiClient } from '../../../lib/api-client';
import { registrationKeys } from './get-entity-types';

/**
 * The reseller picker's suggestions: brands as the search box suggests them (GET
 * /api/search/suggestions?type=brand), each with the company that lists it.
 */
export async function getBrandSuggestions(q: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const body = await apiClient.get('/search/suggestions', {
    query: { q, type: 'brand' },
    signal,
    schema: suggestionsResponseSchema,
  });
  // A suggestion of type brand always names its brand; one without cannot be picked.
  return body.suggestions.filter((suggestion) => suggestion.brandName);
}

export const brandSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: registrationKeys.brandSuggestions(q),
    queryFn: ({ signal }) => getBrandSuggestions(q, signal),
    staleTime: 60_000,
    // A failed lookup shows no suggestions; typing on asks again (as the search box does).
    retry: false,
  });

/** Suggestions for an already debounced term; none for a blank one. */
export function useBrandSuggestions(q: string) {
  const term = q.trim();
  return useQuery({ ...brandSuggestionsQueryOptions(term), enabled: term.length > 0 });
}
