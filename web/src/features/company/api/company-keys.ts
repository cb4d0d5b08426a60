/** The company feature's query keys, in one place (STYLE 19: no inline key arrays). */
export const companyKeys = {
  all: ['company'] as const,
  detail: (id: string) => [...companyKeys.all, id] as const,
  trustScore: (id: string) => [...companyKeys.all, id, 'trust-score'] as const,
};
