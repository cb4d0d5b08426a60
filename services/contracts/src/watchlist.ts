import { z } from 'zod';
import { storableString } from './common/text';
import { REGISTRATION_MESSAGES } from './submissions/messages';
import { isValidEmail } from './submissions/rules';

// Watchlists and alerts (issue 43): an account follows companies and is mailed when one's MCA
// status, red flags, GST status, trust level or upheld reports change, or it is claimed.

/** How many companies one account may follow. */
export const WATCHLIST_LIMIT = 1_000;
/** A signed-out follower's confirmation link lasts this long. */
export const FOLLOW_CONFIRM_HOURS = 48;
/** How many characters an imported list may have: 1,000 GSTINs with commas and notes. */
export const WATCHLIST_IMPORT_MAX_CHARS = 100_000;

export const ALERT_MODES = ['instant', 'daily', 'off'] as const;
export type AlertMode = (typeof ALERT_MODES)[number];

const message = (title: string, text: string) => ({ title, message: text }) as const;

/** What the watchlist answers, word for word in the service and the site. */
export const WATCHLIST_MESSAGES = {
  companyNotFound: message('Company Not Found', 'Company not found'),
  limitReached: message(
    'Watchlist Full',
    'You follow 1,000 companies, the most one account may. Remove some to follow others.',
  ),
  followLinkSent: message(
    'Check Your Inbox',
    `We have sent a link to this address. Open it within ${FOLLOW_CONFIRM_HOURS} hours to follow the company.`,
  ),
  linkUnknown: message(
    'Invalid Link',
    'This link is not valid. Check that you opened the whole link from the e-mail.',
  ),
  linkUsed: message('Link Already Used', 'This link has already been used.'),
  linkExpired: message(
    'Link Expired',
    `This link has expired. Links work for ${FOLLOW_CONFIRM_HOURS} hours: follow the company again.`,
  ),
  unsubscribed: message(
    'Alerts Stopped',
    'You will get no more watchlist alerts. You can turn them on again on your watchlist page.',
  ),
  tooManyFollows: (seconds: number) =>
    message(
      'Too Many Requests',
      `Too many links were asked for. Please try again in ${seconds} seconds.`,
    ),
} as const;

const email = storableString({ error: REGISTRATION_MESSAGES.invalidEmail.message })
  .trim()
  .max(254, { error: REGISTRATION_MESSAGES.invalidEmail.message })
  .refine(isValidEmail, {
    error: REGISTRATION_MESSAGES.invalidEmail.message,
    params: { title: REGISTRATION_MESSAGES.invalidEmail.title },
  });

const companyId = z.coerce.number().int().positive().max(2_147_483_647);

/** 32 random bytes, base64url: what a follow confirmation or an unsubscribe link carries. */
export const WATCH_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const token = storableString({ error: WATCHLIST_MESSAGES.linkUnknown.message })
  .trim()
  .refine((value) => WATCH_TOKEN_PATTERN.test(value), {
    error: WATCHLIST_MESSAGES.linkUnknown.message,
    params: { title: WATCHLIST_MESSAGES.linkUnknown.title },
  });

export const watchlistEntrySchema = z.object({
  companyId: z.number().int().positive(),
  companyName: z.string(),
  cin: z.string().nullable(),
  /** The MCA status as the registry writes it. */
  companyStatus: z.string().nullable(),
  /** What the profile shows: the spec's band or 'Limited data'; null before a first score. */
  trustLevel: z.string().nullable(),
  followedAt: z.string(),
});
export type WatchlistEntry = z.infer<typeof watchlistEntrySchema>;

export const watchlistSchema = z.object({
  entries: z.array(watchlistEntrySchema),
  alertMode: z.enum(ALERT_MODES),
  limit: z.number().int().positive(),
});
export type Watchlist = z.infer<typeof watchlistSchema>;

export const watchlistAddSchema = z.object({ companyId });
export type WatchlistAdd = z.infer<typeof watchlistAddSchema>;

export const watchlistCompanyParamsSchema = z.object({ companyId });

export const watchlistFollowingSchema = z.object({
  companyId: z.number().int().positive(),
  following: z.boolean(),
});
export type WatchlistFollowing = z.infer<typeof watchlistFollowingSchema>;

export const watchlistSettingsSchema = z.object({ alertMode: z.enum(ALERT_MODES) });
export type WatchlistSettings = z.infer<typeof watchlistSettingsSchema>;

export const watchlistImportSchema = z.object({
  /** The file's text: one CIN or GSTIN a line (a CSV's first column; a header line is skipped). */
  csv: z.string().min(1).max(WATCHLIST_IMPORT_MAX_CHARS),
});
export type WatchlistImport = z.infer<typeof watchlistImportSchema>;

export const watchlistImportResultSchema = z.object({
  added: z.number().int().nonnegative(),
  alreadyFollowed: z.number().int().nonnegative(),
  /** Lines that followed nothing, by their number in the file (1 is the first). */
  errors: z.array(
    z.object({
      line: z.number().int().positive(),
      value: z.string(),
      reason: z.enum(['not-an-identifier', 'not-found', 'limit']),
    }),
  ),
});
export type WatchlistImportResult = z.infer<typeof watchlistImportResultSchema>;

export const followRequestSchema = z.object({ companyId, email });
export type FollowRequest = z.infer<typeof followRequestSchema>;

export const followConfirmSchema = z.object({ token });

export const followConfirmedSchema = z.object({
  companyId: z.number().int().positive(),
  companyName: z.string(),
});
export type FollowConfirmed = z.infer<typeof followConfirmedSchema>;

export const watchlistUnsubscribeQuerySchema = z.object({ token });

export const watchlistMessageSchema = z.object({ title: z.string(), message: z.string() });
