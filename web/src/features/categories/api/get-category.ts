import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryDetailSchema, type CategoryDetail } from '@trusthive/contracts';
import { apiClient } from '../../../lib/api-client';
import { categoryKeys } from './category-keys';

export function getCategory(slug: string, signal?: AbortSignal): Promise<CategoryDetail> {
  return apiClient.get(`/categories/${encodeURIComponent(slug)}`, {
    signal,
    schema: categoryDetailSchema,
  });
}

export const categoryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: categoryKeys.detail(slug),
    queryFn: ({ signal }) => getCategory(slug, signal),
  });

export function useCategory(slug: string) {
  return useQuery(categoryQueryOptions(slug));
}
