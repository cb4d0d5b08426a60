import type { SearchTypeValue } from '@trusthive/contracts';

/** The search feature's query keys, in one place (STYLE 19: no inline key arrays). */
export const searchKeys = {
  all: ['search'] as const,
  results: (q: string, type: SearchTypeValue, page: number) =>
    [...searchKeys.all, 'results', { q, type, page }] as const,
  suggestions: (q: string, type: SearchTypeValue) =>
    [...searchKeys.all, 'suggestions', { q, type }] as const,
};
