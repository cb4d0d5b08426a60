// The texts the enrichment API puts in a part's `error` (spec §8, word for word where the
// spec has words). The profile page shows 'Unable to load Google business information:
// {error}', except for the three "no result" texts, which become 'No Google reviews
// available for "{company}".' (spec §8 "Place information box").

export const PLACE_MESSAGES = {
  noResults: 'No results found',
  noPlaceId: 'No place_id found',
  noDetails: 'No details found for place_id',
  failed: 'Failed to fetch place details',
  network: 'Network error',
} as const;

export const LOGO_MESSAGES = {
  failed: 'Failed to fetch logo',
  network: 'Network error',
} as const;

/** Spec §8 "Email lookup errors": function error, then exception. */
export const EMAIL_MESSAGES = {
  failed: 'Service temporarily unavailable',
  network: 'Failed to fetch data',
} as const;

/** The spec names no rating texts (the rating box says 'No rating available ...'). */
export const RATING_MESSAGES = {
  failed: 'Failed to fetch rating',
  network: 'Network error',
} as const;

export const PHOTO_MESSAGES = {
  invalidTitle: 'Invalid Photo Reference',
  invalidMessage: 'The photo reference is not valid.',
  notFoundTitle: 'Photo Not Found',
  notFoundMessage: 'This photo is not available.',
} as const;
