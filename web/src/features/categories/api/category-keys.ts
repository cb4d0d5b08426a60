import type { CategoryCompaniesFilters } from '@trusthive/contracts';

/** The categories feature's query keys, in one place (STYLE 19: no inline key arrays). */
export const categoryKeys = {
  all: ['categories'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
  detail: (slug: string) => [...categoryKeys.all, 'detail', slug] as const,
  filters: (slug: string) => [...categoryKeys.all, 'filters', slug] as const,
  companies: (slug: string, filters: CategoryCompaniesFilters, page: number) =>
    [...categoryKeys.all, 'companies', slug, filters, page] as const,
};
