import { z } from 'zod';
import { singleLine, storableString } from './common/text';
import type { SubmissionMessage } from './submissions/messages';

// Issue 43 part 4: an account's API keys.
//   GET    /api/account/api-keys       the account's keys, each with its use per day (30 days)
//   POST   /api/account/api-keys       {name} → 201 the key and its secret, shown this once
//   DELETE /api/account/api-keys/:id   revoke it: refused at once by every gateway (401)
// A request with `Authorization: Bearer th_live_…` to a public read (search, a profile…) is
// counted against its key's rate per second and its daily and monthly quotas, not against the
// caller's address; answers carry RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset.

/** What every key starts with, so a key pasted somewhere is recognised as ours. */
export const API_KEY_PREFIX = 'th_live_';
/** The secret after the prefix: 32 random bytes, base64url (43 characters). */
export const API_KEY_SECRET_LENGTH = 43;
/** How many characters after the prefix a list shows. */
export const API_KEY_SHOWN_LENGTH = 8;
export const API_KEY_PATTERN = /^th_live_[A-Za-z0-9_-]{43}$/;
export const API_KEY_NAME_MAX_LENGTH = 60;
/** Days of use a list shows per key, today included. */
export const API_KEY_USAGE_DAYS = 30;

const message = (title: string, text: string): SubmissionMessage => ({ title, message: text });

export const API_KEY_MESSAGES = {
  missingName: message('Name Required', 'Give the key a name, so you can tell your keys apart.'),
  nameTooLong: message(
    'Name Too Long',
    `A key's name can be at most ${API_KEY_NAME_MAX_LENGTH} characters.`,
  ),
  tooManyKeys: message(
    'Too Many Keys',
    'You have as many live keys as an account may hold. Revoke one you no longer use first.',
  ),
  keyNotFound: message('Key Not Found', 'You have no API key with this id.'),
  /** The gateway's 401 for a key it does not know, a revoked key or a malformed header. */
  invalidKey: message(
    'Invalid API Key',
    'The API key in the Authorization header is not valid or was revoked. Create a key on your account page and send it as "Authorization: Bearer <key>".',
  ),
  /** The gateway's 429 when a key's rate or quota is used up; Retry-After says when to try. */
  overRate: (seconds: number) =>
    message(
      'Too Many Requests',
      `This API key has made too many requests. Please try again in ${seconds} seconds.`,
    ),
} as const;

/** POST /api/account/api-keys: a name, trimmed, one line. */
export const apiKeyCreateRequestSchema = z
  .object({
    name: singleLine(
      storableString({ error: API_KEY_MESSAGES.missingName.message })
        .optional()
        .transform((value) => (value ?? '').trim()),
    ),
  })
  .transform((value, ctx) => {
    const problem = !value.name
      ? API_KEY_MESSAGES.missingName
      : value.name.length > API_KEY_NAME_MAX_LENGTH
        ? API_KEY_MESSAGES.nameTooLong
        : null;
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        message: problem.message,
        path: ['name'],
        params: { title: problem.title },
      });
      return z.NEVER;
    }
    return { name: value.name };
  });
export type ApiKeyCreateRequest = z.infer<typeof apiKeyCreateRequestSchema>;

/** The key of the path: any other string (not a key id of the account's) answers 404. */
export const apiKeyParamsSchema = z.object({ id: storableString().max(64) });

export const apiKeyLimitsSchema = z.object({
  perSecond: z.number().int(),
  perDay: z.number().int(),
  perMonth: z.number().int(),
});
export type ApiKeyLimits = z.infer<typeof apiKeyLimitsSchema>;

/** One day's count of requests (UTC days, `YYYY-MM-DD`). */
export const apiKeyDayUseSchema = z.object({ day: z.string(), requests: z.number().int() });

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `th_live_` and the key's first characters: enough to tell it apart, useless as a key. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  limits: apiKeyLimitsSchema,
  /** This calendar month's requests (UTC), against limits.perMonth. */
  usedThisMonth: z.number().int(),
  /** The last API_KEY_USAGE_DAYS days, oldest first, today last. */
  usage: z.array(apiKeyDayUseSchema),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeysSchema = z.object({
  keys: z.array(apiKeySchema),
  /** How many live keys the account may hold. */
  maxLiveKeys: z.number().int(),
});
export type ApiKeys = z.infer<typeof apiKeysSchema>;

export const apiKeyCreatedSchema = z.object({
  key: apiKeySchema,
  /** The whole key, `th_live_…`: shown this once; TrustHive keeps only its digest. */
  secret: z.string(),
});
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
