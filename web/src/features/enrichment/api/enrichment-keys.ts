/** The enrichment feature's query keys, in one place (STYLE 19: no inline key arrays). */
export const enrichmentKeys = {
  all: ['enrichment'] as const,
  detail: (id: string) => [...enrichmentKeys.all, id] as const,
};
