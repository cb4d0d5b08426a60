import { z } from 'zod';
import { storable, storableString } from './common/text';
import { searchTypeSchema } from './search';
import {
  ANALYTICS_MESSAGES,
  MAX_REFERRER_LENGTH,
  MAX_USER_AGENT_LENGTH,
  MAX_VIEW_DURATION_SECONDS,
  MAX_WEBSITE_URL_LENGTH,
} from './analytics-limits';

export * from './analytics-limits';

// The analytics intake (spec §3 "Search analytics record", "Profile view record", "Website
// click record"; §6; §7 "Analytics"; ARCHITECTURE's API table):
//   POST /api/events/search, /api/events/profile-views, /api/events/website-clicks → 202
//   POST /api/track-view-duration (navigator.sendBeacon: JSON or text/plain body)  → 204
// The client sends what only it knows (ids, the page's referrer, the duration); the server
// adds the IP (from the request, truncated), the user agent (from the header) and the time.

const COMPANY_ID = /^[1-9][0-9]{0,15}$/;

/** A company id as a number, or as the digits of the page's path (/company/:id). */
export const analyticsCompanyIdSchema = z
  .union([z.number(), storableString().regex(COMPANY_ID)], {
    error: ANALYTICS_MESSAGES.badCompanyId,
  })
  .transform((value) => Number(value))
  .pipe(
    z
      .number()
      .int(ANALYTICS_MESSAGES.badCompanyId)
      .positive(ANALYTICS_MESSAGES.badCompanyId)
      .max(Number.MAX_SAFE_INTEGER, ANALYTICS_MESSAGES.badCompanyId),
  );

/** document.referrer: empty means none. */
const referrerSchema = storableString()
  .max(MAX_REFERRER_LENGTH)
  .nullish()
  .transform((value) => value || null);

/** POST /api/events/search: one search and how many results it found. */
export const searchEventBodySchema = z.object({
  searchTerm: storableString({ error: ANALYTICS_MESSAGES.badSearchTerm })
    .trim()
    .min(1, ANALYTICS_MESSAGES.badSearchTerm)
    .max(100, ANALYTICS_MESSAGES.badSearchTerm),
  searchType: searchTypeSchema,
  resultsCount: z
    .number({ error: ANALYTICS_MESSAGES.badResultsCount })
    .int(ANALYTICS_MESSAGES.badResultsCount)
    .min(0, ANALYTICS_MESSAGES.badResultsCount)
    .max(2_147_483_647, ANALYTICS_MESSAGES.badResultsCount),
});
export type SearchEventBody = z.infer<typeof searchEventBodySchema>;

/** POST /api/events/profile-views: a profile was opened. */
export const profileViewBodySchema = z.object({
  companyId: analyticsCompanyIdSchema,
  referrer: referrerSchema,
});
export type ProfileViewBody = z.input<typeof profileViewBodySchema>;

/**
 * POST /api/track-view-duration: sent by navigator.sendBeacon when the profile is left
 * (spec §7: companyId, viewDuration, userAgent, referrer). The duration is in seconds and is
 * rounded to whole seconds.
 */
export const viewDurationBodySchema = z.object({
  companyId: analyticsCompanyIdSchema,
  viewDuration: z
    .number({ error: ANALYTICS_MESSAGES.badDuration })
    .min(0, ANALYTICS_MESSAGES.badDuration)
    .max(MAX_VIEW_DURATION_SECONDS, ANALYTICS_MESSAGES.badDuration)
    .transform((seconds) => Math.round(seconds)),
  /** The header's user agent is preferred; this is used only when the header is missing. */
  userAgent: storableString().max(MAX_USER_AGENT_LENGTH).nullish(),
  referrer: referrerSchema,
});
export type ViewDurationBody = z.input<typeof viewDurationBodySchema>;

/** POST /api/events/website-clicks: the company's website link was followed. */
export const websiteClickBodySchema = z.object({
  companyId: analyticsCompanyIdSchema,
  websiteUrl: storable(
    z.url({ protocol: /^https?$/, error: ANALYTICS_MESSAGES.badWebsiteUrl }),
  ).max(MAX_WEBSITE_URL_LENGTH, ANALYTICS_MESSAGES.badWebsiteUrl),
  referrer: referrerSchema,
});
export type WebsiteClickBody = z.input<typeof websiteClickBodySchema>;
