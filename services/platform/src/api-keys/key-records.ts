import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

// Issue 43 part 4: what the submissions service (which owns api_keys) and the gateway (which
// counts every keyed request and has no table) share in Redis about API keys.
//
//   trusthive-ak:k:<sha-256 of the key, hex>  hash {id, s, d, m, r}: the key's id, its limits per
//                                             second, day and month, and r=1 once revoked. Written
//                                             by submissions (create, revoke, and on a gateway's
//                                             ask when it was missing), for RECORD_TTL at most.
//   trusthive-ak:s:<id>:<unix second>         requests in that second (expires after 2 s)
//   trusthive-ak:d:<id>:<YYYY-MM-DD>          requests that UTC day (kept 35 days: the list's 30)
//   trusthive-ak:m:<id>:<YYYY-MM>             requests that UTC month (kept 62 days)
//   trusthive-ak:u:<id>                       when the key was last used (ms), for last_used_at;
//                                             written at most once a minute per key
//
// The key itself is never stored anywhere, nor logged; its id is what logs name.

export const API_KEY_REDIS_PREFIX = 'trusthive-ak:';
/**
 * Where the gateway asks submissions for a key's record Redis lost (POST <path>/<digest hex>):
 * outside /api, so never proxied to the public.
 */
export const API_KEY_LOOKUP_PATH = '/internal/api-keys';
/** How long a key's record stays in Redis before it is read from api_keys again. */
export const API_KEY_RECORD_TTL_SECONDS = 600;
export const API_KEY_DAY_TTL_SECONDS = 35 * 86_400;
export const API_KEY_MONTH_TTL_SECONDS = 62 * 86_400;

export interface ApiKeyRecord {
  id: string;
  perSecond: number;
  perDay: number;
  perMonth: number;
  revoked: boolean;
}

/**
 * The key's SHA-256 digest. The key is 32 random bytes, so a fast hash is safe (nobody can
 * search 2^256 secrets for a digest) and the gateway can afford it on every request.
 */
export function apiKeyDigest(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}

export const apiKeyRecordKey = (digestHex: string) => `${API_KEY_REDIS_PREFIX}k:${digestHex}`;
export const apiKeyDayKey = (id: string, day: string) => `${API_KEY_REDIS_PREFIX}d:${id}:${day}`;
export const apiKeyMonthKey = (id: string, month: string) =>
  `${API_KEY_REDIS_PREFIX}m:${id}:${month}`;
export const apiKeyLastUsedKey = (id: string) => `${API_KEY_REDIS_PREFIX}u:${id}`;

/** `YYYY-MM-DD` of the UTC day of `time`. */
export const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);
/** `YYYY-MM` of the UTC month of `time`. */
export const utcMonth = (time: number) => new Date(time).toISOString().slice(0, 7);

/** Writes (or replaces) a key's record, as the gateway's check reads it. */
export async function writeApiKeyRecord(
  redis: Redis,
  digest: Buffer,
  record: ApiKeyRecord,
): Promise<void> {
  const key = apiKeyRecordKey(digest.toString('hex'));
  const replies = await redis
    .multi()
    .del(key)
    .hset(key, {
      id: record.id,
      s: record.perSecond,
      d: record.perDay,
      m: record.perMonth,
      r: record.revoked ? 1 : 0,
    })
    .expire(key, API_KEY_RECORD_TTL_SECONDS)
    .exec();
  const failed = replies?.find(([error]) => error)?.[0];
  if (!replies || failed) throw failed ?? new Error('Redis did not run the record write');
}

export interface ApiKeyUse {
  /** Requests per day for `days`, in their order. */
  perDay: number[];
  /** Requests this UTC month. */
  thisMonth: number;
  /** When the gateway last let a request with it through, or null. */
  lastUsedAt: Date | null;
}

/** The use of each key over the given days (`YYYY-MM-DD`), in one round trip. */
export async function readApiKeyUse(
  redis: Redis,
  ids: readonly string[],
  days: readonly string[],
  month: string,
): Promise<Map<string, ApiKeyUse>> {
  const uses = new Map<string, ApiKeyUse>();
  if (ids.length === 0) return uses;
  const keys = ids.flatMap((id) => [
    ...days.map((day) => apiKeyDayKey(id, day)),
    apiKeyMonthKey(id, month),
    apiKeyLastUsedKey(id),
  ]);
  const values = await redis.mget(keys);
  const width = days.length + 2;
  ids.forEach((id, index) => {
    const row = values.slice(index * width, (index + 1) * width);
    const lastUsed = Number(row[width - 1] ?? Number.NaN);
    uses.set(id, {
      perDay: row.slice(0, days.length).map((value) => Number(value ?? 0)),
      thisMonth: Number(row[days.length] ?? 0),
      lastUsedAt: Number.isFinite(lastUsed) ? new Date(lastUsed) : null,
    });
  });
  return uses;
}
