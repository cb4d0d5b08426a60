/** The claim feature's query keys, in one place (STYLE 19: no inline key arrays). */
export const claimKeys = {
  all: ['claim'] as const,
  company: (id: string) => [...claimKeys.all, 'company', id] as const,
};
