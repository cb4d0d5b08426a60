import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoriesResponseSchema, type CategoriesResponse } from '@trusthive/contracts';
import { apiClient } from '../../../lib/api-client';
import { categoryKeys } from './category-keys';

export function getCategories(signal?: AbortSignal): Promise<CategoriesResponse> {
  return apiClient.get('/categories', { signal, schema: categoriesResponseSchema });
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoryKeys.list(),
    queryFn: ({ signal }) => getCategories(signal),
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
