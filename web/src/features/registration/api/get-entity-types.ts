import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ENTITY_TYPES_FALLBACK,
  entityTypesResponseSchema,
  type EntityType,
} from '@trusthive/contracts';
import { apiClient } from '../../../lib/api-client';

/** The registration feature's query keys (STYLE 19: no inline key arrays). */
export const registrationKeys = {
  entityTypes: ['registration', 'entity-types'] as const,
  brandSuggestions: (q: string) => ['registration', 'brand-suggestions', { q }] as const,
};

export async function getEntityTypes(signal?: AbortSignal): Promise<EntityType[]> {
  const { entityTypes } = await apiClient.get('/entity-types', {
    signal,
    schema: entityTypesResponseSchema,
  });
  return entityTypes;
}

export const entityTypesQueryOptions = () =>
  queryOptions({
    queryKey: registrationKeys.entityTypes,
    queryFn: ({ signal }) => getEntityTypes(signal),
    // The list changes only with a migration; one read per visit is plenty.
    staleTime: Infinity,
  });

/**
 * The company types for the wizard's select (spec §7: ordered, de-duplicated by the service).
 * Spec §3: when the list cannot be read, the built-in fallback list is used instead.
 */
export function useEntityTypes(): { entityTypes: readonly EntityType[]; isLoading: boolean } {
  const query = useQuery(entityTypesQueryOptions());
  if (query.isError) return { entityTypes: ENTITY_TYPES_FALLBACK, isLoading: false };
  return { entityTypes: query.data ?? [], isLoading: query.isPending };
}
