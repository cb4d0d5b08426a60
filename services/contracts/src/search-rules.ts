// Zod-free on purpose: the SPA's public pages use these in their first script, and a module
// that builds a schema brings zod (about 23 KB compressed, and its set-up on a phone) with it.
// The search's types, sizes and messages (the schemas are in search.ts).

/** 'director' (issue 41): people on company boards, by name or by a full DIN. */
export const SEARCH_TYPES = ['name', 'cin', 'brand', 'director'] as const;
export type SearchTypeValue = (typeof SEARCH_TYPES)[number];

/** Spec §9: 10 results per page. */
export const SEARCH_PAGE_SIZE = 10;
/** Spec §9: at most 8 suggestions. */
export const SUGGESTION_LIMIT = 8;
/** Longest search term the service accepts. */
export const SEARCH_TERM_MAX_LENGTH = 100;

export const SEARCH_MESSAGES = {
  termRequired: 'Enter a company name, CIN or brand name to search.',
  termTooLong: `The search term can be at most ${SEARCH_TERM_MAX_LENGTH} characters.`,
  badPage: 'The page must be a whole number of at least 1.',
} as const;
