// Zod-free on purpose: the SPA's public pages use these in their first script, and a module
// that builds a schema brings zod (about 23 KB compressed, and its set-up on a phone) with it.
// The analytics intake's paths, limits and texts (the schemas are in analytics.ts).

export const ANALYTICS_PATHS = {
  search: '/events/search',
  profileViews: '/events/profile-views',
  websiteClicks: '/events/website-clicks',
  viewDuration: '/track-view-duration',
} as const;

/** Spec §3: the view duration is seconds; anything above a day is not a real view. */
export const MAX_VIEW_DURATION_SECONDS = 86_400;

export const MAX_REFERRER_LENGTH = 2_048;

export const MAX_WEBSITE_URL_LENGTH = 2_048;

export const MAX_USER_AGENT_LENGTH = 512;

export const ANALYTICS_MESSAGES = {
  badCompanyId: 'The company id must be a positive whole number.',
  unknownCompany: 'No company has this id.',
  badDuration: `The view duration must be between 0 and ${MAX_VIEW_DURATION_SECONDS} seconds.`,
  badWebsiteUrl: 'The website must be an http or https address.',
  badResultsCount: 'The results count must be a whole number of at least 0.',
  badSearchTerm: `The search term must be 1 to 100 characters.`,
} as const;
