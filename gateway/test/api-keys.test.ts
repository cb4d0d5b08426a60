import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY_LOOKUP_PATH,
  SERVICE_NAMES,
  apiKeyDigest,
  apiKeyRecordKey,
  createRedis,
  loadConfig,
  utcDay,
  apiKeyDayKey,
  apiKeyLastUsedKey,
  writeApiKeyRecord,
  type ApiKeyRecord,
  type Config,
} from '@trusthive/platform';
import { testRedisUrl } from '@trusthive/platform/testing';
import { buildGateway } from '../src/app';

// Issue 43 part 4: reads with an API key, through two gateway replicas sharing one Redis, in
// front of stand-ins for the search and company services and for submissions' record lookup.

let upstream: FastifyInstance;
let gateways: FastifyInstance[] = [];
let redis: Redis;
const upstreamHits: string[] = [];
/** Keys "submissions" knows (digest → record), written back to Redis when a gateway asks. */
const known = new Map<string, ApiKeyRecord>();
let asks = 0;

const ADDRESS_BUDGET = 5;

beforeAll(async () => {
  redis = createRedis(testRedisUrl(), 'producer', 'api-keys-test');
  if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
  upstream = Fastify();
  upstream.get('/api/search', async (request) => {
    upstreamHits.push(String(request.headers.authorization ?? 'none'));
    return { results: [] };
  });
  upstream.get('/api/companies/:id', async (request) => ({
    id: (request.params as { id: string }).id,
  }));
  upstream.post(`${API_KEY_LOOKUP_PATH}/:digest`, async (request, reply) => {
    asks += 1;
    const { digest } = request.params as { digest: string };
    const record = known.get(digest);
    if (!record) return reply.code(404).send();
    await writeApiKeyRecord(redis, Buffer.from(digest, 'hex'), record);
    return reply.code(204).send();
  });
  const address = await upstream.listen({ port: 0, host: '127.0.0.1' });
  const base = loadConfig({
    LOG_LEVEL: 'silent',
    QUEUE_PREFIX: `test-${randomUUID().slice(0, 18)}`,
  });
  const endpoint = { port: Number(new URL(address).port), url: address };
  const services = Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, endpoint]),
  ) as Config['services'];
  const distDir = mkdtempSync(path.join(tmpdir(), 'trusthive-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>TrustHive</title>');
  const config: Config = {
    ...base,
    services,
    gateway: { ...base.gateway, webDistDir: distDir, rateLimitPerMinute: ADDRESS_BUDGET },
  };
  gateways = [await buildGateway({ config, redis }), await buildGateway({ config, redis })];
});

afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  await upstream?.close();
  redis?.disconnect();
});

const newSecret = () => `th_live_${randomBytes(32).toString('base64url')}`;

/** A key whose record is in Redis (as submissions writes it when the key is made). */
async function newKey(limits: Partial<ApiKeyRecord> = {}) {
  const secret = newSecret();
  const record: ApiKeyRecord = {
    id: randomUUID(),
    perSecond: 100,
    perDay: 1_000,
    perMonth: 10_000,
    revoked: false,
    ...limits,
  };
  await writeApiKeyRecord(redis, apiKeyDigest(secret), record);
  return { secret, record };
}

let addresses = 0;
/** An address of its own per test, so no test spends another's read budget. */
const newAddress = () => `10.43.${Math.floor(++addresses / 250)}.${addresses % 250}`;

const get = (replica: number, url: string, secret: string | null, remoteAddress = '10.0.0.1') =>
  gateways[replica]!.inject({
    method: 'GET',
    url,
    remoteAddress,
    headers: secret ? { authorization: `Bearer ${secret}` } : {},
  });

/** Waits for the start of a second when little of this one is left. */
async function freshSecond(): Promise<void> {
  const into = Date.now() % 1000;
  if (into > 400) await new Promise((resolve) => setTimeout(resolve, 1000 - into + 5));
}

describe('API keys at the gateway', () => {
  it('should let a keyed search and profile through with the RateLimit fields, without passing the key on', async () => {
    const { secret } = await newKey({ perSecond: 10 });
    await freshSecond();
    const search = await get(0, `/api/search?q=steel&t=${randomUUID()}`, secret);
    expect(search.statusCode).toBe(200);
    expect(search.headers['ratelimit-limit']).toBe('10');
    expect(search.headers['ratelimit-remaining']).toBe('9');
    expect(search.headers['ratelimit-reset']).toBe('1');
    expect(search.headers['ratelimit-policy']).toMatch(/^10;w=1, 1000;w=86400, 10000;w=\d+$/);
    expect(upstreamHits.at(-1)).toBe('none');
    const profile = await get(1, '/api/companies/123', secret);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({ id: '123' });
    expect(profile.headers['ratelimit-remaining']).toBe('8');
  });

  it('should answer 429 with Retry-After once the rate per second is used up on either replica', async () => {
    const { secret } = await newKey({ perSecond: 3 });
    await freshSecond();
    const statuses = [];
    for (let n = 0; n < 4; n += 1) {
      statuses.push((await get(n % 2, `/api/search?q=a&n=${n}`, secret)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await get(0, '/api/search?q=b', secret);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(refused.json()).toEqual({
      error: {
        title: 'Too Many Requests',
        message: 'This API key has made too many requests. Please try again in 1 seconds.',
      },
    });
  });

  it('should answer 429 until the next UTC day once the daily quota is used up, and count the day', async () => {
    const { secret, record } = await newKey({ perDay: 4 });
    const before = Date.now();
    let afterFirst = 0;
    for (let n = 0; n < 4; n += 1) {
      expect((await get(n % 2, `/api/search?q=d${n}`, secret)).statusCode).toBe(200);
      if (n === 0) {
        afterFirst = Date.now();
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
    // Last used is the first request's time: written at most once a minute, not per request.
    const lastUsed = Number(await redis.get(apiKeyLastUsedKey(record.id)));
    expect(lastUsed).toBeGreaterThanOrEqual(before);
    expect(lastUsed).toBeLessThanOrEqual(afterFirst);
    const refused = await get(1, '/api/search?q=d5', secret);
    expect(refused.statusCode).toBe(429);
    const untilMidnight = Math.ceil((86_400_000 - (Date.now() % 86_400_000)) / 1000);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(untilMidnight - 5);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(untilMidnight);
    expect(refused.headers['ratelimit-limit']).toBe('4');
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    // Refused requests are not counted: the day holds the four that passed.
    expect(await redis.get(apiKeyDayKey(record.id, utcDay(Date.now())))).toBe('4');
    expect(await redis.ttl(apiKeyDayKey(record.id, utcDay(Date.now())))).toBeGreaterThan(
      34 * 86_400,
    );
  });

  it('should refuse a revoked key at once on every replica, with 401 and no anonymous answer', async () => {
    const { secret, record } = await newKey();
    expect((await get(0, '/api/search?q=r1', secret)).statusCode).toBe(200);
    await writeApiKeyRecord(redis, apiKeyDigest(secret), { ...record, revoked: true });
    for (const replica of [0, 1]) {
      const refused = await get(replica, '/api/search?q=r2', secret, newAddress());
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({
        error: {
          title: 'Invalid API Key',
          message: expect.stringContaining('not valid or was revoked'),
        },
      });
    }
  });

  it('should ask submissions for a key Redis lost, once, and remember a key it does not know', async () => {
    const secret = newSecret();
    const digest = apiKeyDigest(secret).toString('hex');
    known.set(digest, {
      id: randomUUID(),
      perSecond: 50,
      perDay: 500,
      perMonth: 5_000,
      revoked: false,
    });
    const before = asks;
    expect((await get(0, '/api/search?q=m1', secret)).statusCode).toBe(200);
    expect((await get(1, '/api/search?q=m2', secret)).statusCode).toBe(200);
    expect(asks - before).toBe(1);
    expect(await redis.hget(apiKeyRecordKey(digest), 'd')).toBe('500');

    const stranger = newSecret();
    const address = newAddress();
    expect((await get(0, '/api/search?q=u1', stranger, address)).statusCode).toBe(401);
    expect((await get(0, '/api/search?q=u2', stranger, address)).statusCode).toBe(401);
    expect(asks - before).toBe(2);
  });

  it("should not charge a keyed read to its address's read budget, but charge a refused key", async () => {
    const { secret } = await newKey();
    const address = newAddress();
    for (let n = 0; n < ADDRESS_BUDGET + 3; n += 1) {
      expect((await get(0, `/api/search?q=b${n}`, secret, address)).statusCode).toBe(200);
    }
    // The address's own budget is whole: anonymous reads still pass.
    expect((await get(0, '/api/search?q=anon', null, address)).statusCode).toBe(200);

    const other = newAddress();
    const statuses = [];
    for (let n = 0; n < ADDRESS_BUDGET + 1; n += 1) {
      statuses.push((await get(0, `/api/search?q=x${n}`, 'th_live_short', other)).statusCode);
    }
    expect(statuses.slice(0, ADDRESS_BUDGET)).toEqual(Array(ADDRESS_BUDGET).fill(401));
    expect(statuses.at(-1)).toBe(429);
  });

  it('should leave the key out of writes and pages: a Bearer header there is not a key', async () => {
    const page = await get(0, '/about', 'th_live_whatever', newAddress());
    expect(page.statusCode).toBe(200);
    expect(page.headers['ratelimit-limit']).toBeUndefined();
  });
});
