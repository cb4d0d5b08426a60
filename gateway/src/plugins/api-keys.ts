import { API_KEY_MESSAGES, API_KEY_PATTERN } from '@trusthive/contracts';
import {
  API_KEY_DAY_TTL_SECONDS,
  API_KEY_MONTH_TTL_SECONDS,
  API_KEY_REDIS_PREFIX,
  AppError,
  UnauthorizedError,
  apiKeyDigest,
  apiKeyRecordKey,
  utcDay,
  utcMonth,
} from '@trusthive/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

// Issue 43 part 4: a public read sent with `Authorization: Bearer th_live_…` is counted against
// its key (a rate per second, a quota per UTC day and per UTC month, each the key's own), not
// against the caller's address, and across every gateway replica: the counts are in Redis.
//
// One Redis round trip per request: a script reads the key's record (written by submissions,
// which owns api_keys; see platform's key-records.ts), refuses a revoked key, and, when every
// window has room, adds the request to the second's, the day's and the month's count, answering
// the counts. Revoking writes the record before the revocation commits, so the next request on
// any replica is refused. A record missing from Redis (expired after 10 minutes, or Redis lost
// it) is asked of submissions over HTTP (it writes the record back), once per key at a time,
// and a key submissions does not know is remembered for a few seconds on this replica.
//
// A key that is refused (unknown, revoked, malformed) answers 401 and never falls back to the
// anonymous budget, but the request is counted against its address's read budget as an
// anonymous one would be: random keys buy no extra requests, and cannot drive submissions.
// The key is never logged; its id is.

export interface ApiKeyLookup {
  /**
   * Asks the owner of api_keys for the key with this digest; true when it knew the key (and has
   * written its record to Redis again, revoked or not), false when no key has it.
   */
  (digestHex: string): Promise<boolean>;
}

/** The per-address read budget a refused key is charged to (rate-limit.ts's). */
export interface AddressBudget {
  take(address: string): number | null | Promise<number | null>;
}

export interface ApiKeysOptions {
  redis: Redis;
  lookup: ApiKeyLookup;
  addressBudget: AddressBudget;
  now?: () => number;
  /** How long this replica remembers a key submissions did not know. */
  unknownTtlMs?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key a keyed read was counted against (its id, never the key). */
    apiKeyId?: string;
  }
}

const BEARER = /^bearer\s+/i;

/**
 * A read the key check counts: a GET (or HEAD) of a proxied public route that is not a write
 * route (so not the account's or staff's own pages), sent with a Bearer credential. The
 * per-address read budget skips exactly these.
 */
export function isKeyedRead(request: FastifyRequest): boolean {
  const authorization = request.headers.authorization;
  if (authorization === undefined || !BEARER.test(authorization)) return false;
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const route = request.routeOptions.config.proxyRoute;
  return route !== undefined && route.writes !== true;
}

// KEYS[1] the record; ARGV: prefix, unix second, day, month, now (ms), the day and month TTLs.
// Answers {0} for no record, {-1, id} for a revoked key, else {1 counted | 2 refused, id,
// limit per second, per day, per month, count this second, today, this month}.
//
// The request is added to the three counts first and taken back off them when one is over
// its limit (a refused request is not counted): three INCRs on the way through, not three
// GETs and three INCRs. "Last used" is written at most once a minute per key (the account's
// list shows it to the minute), so a busy key costs a GET there, not a write per request.
const CHECK_SCRIPT = `
local r = redis.call('HMGET', KEYS[1], 'id', 's', 'd', 'm', 'r')
if not r[1] then return {0} end
local id = r[1]
if r[5] == '1' then return {-1, id} end
local ps, pd, pm = tonumber(r[2]), tonumber(r[3]), tonumber(r[4])
local p = ARGV[1]
local sk = p .. 's:' .. id .. ':' .. ARGV[2]
local dk = p .. 'd:' .. id .. ':' .. ARGV[3]
local mk = p .. 'm:' .. id .. ':' .. ARGV[4]
local s = redis.call('INCR', sk)
if s == 1 then redis.call('EXPIRE', sk, 2) end
local d = redis.call('INCR', dk)
if d == 1 then redis.call('EXPIRE', dk, tonumber(ARGV[6])) end
local m = redis.call('INCR', mk)
if m == 1 then redis.call('EXPIRE', mk, tonumber(ARGV[7])) end
if s > ps or d > pd or m > pm then
  redis.call('DECR', sk)
  redis.call('DECR', dk)
  redis.call('DECR', mk)
  return {2, id, ps, pd, pm, s - 1, d - 1, m - 1}
end
local uk = p .. 'u:' .. id
local now = tonumber(ARGV[5])
if now - tonumber(redis.call('GET', uk) or '0') >= 60000 then
  redis.call('SET', uk, ARGV[5], 'EX', tonumber(ARGV[6]))
end
return {1, id, ps, pd, pm, s, d, m}
`;

type CheckReply = [0] | [-1, string] | [1 | 2, string, ...number[]];

interface KeyCheckRedis extends Redis {
  apiKeyCheck(
    recordKey: string,
    prefix: string,
    second: string,
    day: string,
    month: string,
    now: string,
    dayTtl: number,
    monthTtl: number,
  ): Promise<CheckReply>;
}

/** One window's state after the request: its limit, what remains, seconds until it resets. */
interface Window {
  limit: number;
  remaining: number;
  reset: number;
  length: number;
}

const DAY_MS = 86_400_000;

function windowsOf(reply: number[], now: number): Window[] {
  const [perSecond, perDay, perMonth, second, day, month] = reply as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(now);
  const monthEnd = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  const dayEnd = (Math.floor(now / DAY_MS) + 1) * DAY_MS;
  const secondsUntil = (end: number) => Math.max(1, Math.ceil((end - now) / 1000));
  return [
    { limit: perSecond, remaining: perSecond - second, reset: 1, length: 1 },
    { limit: perDay, remaining: perDay - day, reset: secondsUntil(dayEnd), length: 86_400 },
    {
      limit: perMonth,
      remaining: perMonth - month,
      reset: secondsUntil(monthEnd),
      length: Math.round(
        (monthEnd - Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)) / 1000,
      ),
    },
  ].map((window) => ({ ...window, remaining: Math.max(0, window.remaining) }));
}

/**
 * The window the RateLimit-* fields describe (the IETF draft's "closest to exhaustion"): when
 * refused, the used-up window that resets last (the wait that really holds); else the one with
 * least left.
 */
function pick(windows: Window[], refused: boolean): Window {
  if (refused) {
    return windows
      .filter((window) => window.remaining === 0)
      .reduce((latest, window) => (window.reset > latest.reset ? window : latest));
  }
  return windows.reduce((least, window) => (window.remaining < least.remaining ? window : least));
}

function setRateLimitFields(reply: FastifyReply, windows: Window[], shown: Window): void {
  void reply.header('ratelimit-limit', String(shown.limit));
  void reply.header('ratelimit-remaining', String(shown.remaining));
  void reply.header('ratelimit-reset', String(shown.reset));
  void reply.header(
    'ratelimit-policy',
    windows.map((window) => `${window.limit};w=${window.length}`).join(', '),
  );
}

const invalidKey = () =>
  new UnauthorizedError(API_KEY_MESSAGES.invalidKey.title, API_KEY_MESSAGES.invalidKey.message);

const unavailable = () =>
  new AppError(
    503,
    'Service Unavailable',
    'API keys cannot be checked just now. Please try again shortly.',
  );

export const apiKeys = fp<ApiKeysOptions>(
  async (app: FastifyInstance, options) => {
    const { lookup, addressBudget } = options;
    const redis = options.redis as KeyCheckRedis;
    const now = options.now ?? Date.now;
    const unknownTtlMs = options.unknownTtlMs ?? 5_000;
    if (typeof redis.apiKeyCheck !== 'function') {
      redis.defineCommand('apiKeyCheck', { numberOfKeys: 1, lua: CHECK_SCRIPT });
    }
    /** Digests submissions did not know, until when; kept small (a flood only fills it). */
    const unknown = new Map<string, number>();
    /** One ask of submissions per digest at a time. */
    const asking = new Map<string, Promise<boolean>>();

    // The second's, day's and month's names, worked out once a second, not per request.
    let names = { second: -1, secondText: '', day: '', month: '' };
    const namesAt = (time: number) => {
      const second = Math.floor(time / 1000);
      if (second !== names.second) {
        names = { second, secondText: String(second), day: utcDay(time), month: utcMonth(time) };
      }
      return names;
    };

    const check = (digestHex: string, time: number) => {
      const { secondText, day, month } = namesAt(time);
      return redis.apiKeyCheck(
        apiKeyRecordKey(digestHex),
        API_KEY_REDIS_PREFIX,
        secondText,
        day,
        month,
        String(time),
        API_KEY_DAY_TTL_SECONDS,
        API_KEY_MONTH_TTL_SECONDS,
      );
    };

    const isKnown = async (digestHex: string, time: number): Promise<boolean> => {
      const until = unknown.get(digestHex);
      if (until !== undefined && until > time) return false;
      let asked = asking.get(digestHex);
      if (!asked) {
        asked = lookup(digestHex).finally(() => asking.delete(digestHex));
        asking.set(digestHex, asked);
      }
      const known = await asked;
      if (!known) {
        if (unknown.size >= 10_000) unknown.clear();
        unknown.set(digestHex, time + unknownTtlMs);
      }
      return known;
    };

    /** A refused key: counted as an anonymous read of its address, then 401. */
    const refuse = async (request: FastifyRequest, reply: FastifyReply): Promise<never> => {
      const wait = await addressBudget.take(request.ip);
      if (wait !== null) {
        void reply.header('retry-after', String(wait));
        throw new AppError(
          429,
          'Too Many Requests',
          `Too many requests. Please try again in ${wait} seconds.`,
        );
      }
      throw invalidKey();
    };

    app.addHook('onRequest', async (request, reply) => {
      if (!isKeyedRead(request)) return;
      const key = request.headers.authorization!.replace(BEARER, '').trim();
      if (!API_KEY_PATTERN.test(key)) return refuse(request, reply);
      const digestHex = apiKeyDigest(key).toString('hex');
      const time = now();
      let answer: CheckReply;
      try {
        answer = await check(digestHex, time);
        if (answer[0] === 0) {
          if (!(await isKnown(digestHex, time))) return refuse(request, reply);
          answer = await check(digestHex, time);
        }
      } catch (error) {
        request.log.warn({ err: error }, 'API key check failed');
        throw unavailable();
      }
      if (answer[0] === 0) return refuse(request, reply);
      const id = answer[1];
      request.apiKeyId = id;
      request.log = request.log.child({ apiKeyId: id });
      if (answer[0] === -1) return refuse(request, reply);
      const windows = windowsOf(answer.slice(2) as number[], time);
      const refused = answer[0] === 2;
      const shown = pick(windows, refused);
      setRateLimitFields(reply, windows, shown);
      if (refused) {
        void reply.header('retry-after', String(shown.reset));
        const { title, message } = API_KEY_MESSAGES.overRate(shown.reset);
        throw new AppError(429, title, message);
      }
    });
  },
  { name: 'api-keys', dependencies: ['rate-limits'] },
);
