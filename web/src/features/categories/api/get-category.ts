import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryDetail } from '@trusthive/contracts';
import { apiClient, lazySchema } from '../../../lib/api-client';
import { categoryKeys } from './category-keys';

const categoryDetailSchemaLazy = lazySchema(() =>
  import('./response-schemas').then((schemas) => schemas.categoryDetailSchema),
);

export function getCategory(slug: string, signal?: AbortSignal): Promise<CategoryDetail> {
  return apiClient.get(`/categories/${encodeURIComponent(slug)}`, {
    signal,
    schema: categoryDetailSchemaLazy,
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
