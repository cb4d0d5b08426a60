import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_NAMES, createRedis, loadConfig, type Config } from '@trusthive/platform';
import { testRedisUrl } from '@trusthive/platform/testing';
import { buildGateway } from '../src/app';
import { MAX_LIFETIME_SECONDS, sharedLifetimeSeconds } from '../src/plugins/micro-cache';

// The gateway's micro-cache in front of a stand-in company service that counts what reaches
// it and answers with whatever Cache-Control a test asks for.
let gateway: FastifyInstance;
let upstream: FastifyInstance;
let redis: Redis;
const hits = new Map<string, number>();

beforeAll(async () => {
  upstream = Fastify();
  upstream.get('/api/categories/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const { cc, status } = request.query as { cc?: string; status?: string };
    const count = (hits.get(request.url) ?? 0) + 1;
    hits.set(request.url, count);
    if (cc) void reply.header('cache-control', cc);
    if (name === 'cookie') void reply.header('set-cookie', 'session=1');
    return reply.code(Number(status ?? 200)).send({ name, count });
  });
  const address = await upstream.listen({ port: 0, host: '127.0.0.1' });
  const base = loadConfig({
    LOG_LEVEL: 'silent',
    // Its own queues and page cache: tests running at once never share either.
    QUEUE_PREFIX: `test-${randomUUID().slice(0, 18)}`,
  });
  const services = Object.fromEntries(
    SERVICE_NAMES.map((name) => [
      name,
      name === 'company'
        ? { port: Number(new URL(address).port), url: address }
        : { port: 1, url: 'http://127.0.0.1:1' },
    ]),
  ) as Config['services'];
  const distDir = mkdtempSync(path.join(tmpdir(), 'trusthive-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>TrustHive</title>');
  redis = createRedis(testRedisUrl(), 'producer', 'micro-cache-test');
  gateway = await buildGateway({
    config: { ...base, services, gateway: { ...base.gateway, webDistDir: distDir } },
    redis,
  });
});

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
  redis?.disconnect();
});

const PUBLIC = encodeURIComponent('public, max-age=1, s-maxage=1');
let unique = 0;
/** A path of its own per test, so the cache's entries never leak between tests. */
const pathFor = (name: string, query: string) => `/api/categories/${name}?t=${++unique}&${query}`;
const get = (url: string, headers: Record<string, string> = {}) =>
  gateway.inject({ method: 'GET', url, headers });

describe('micro-cache', () => {
  it('should answer a repeat of a public answer itself, within its max-age', async () => {
    const url = pathFor('grid', `cc=${PUBLIC}`);
    const first = await get(url);
    const second = await get(url);
    expect(first.json()).toEqual({ name: 'grid', count: 1 });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ name: 'grid', count: 1 });
    expect(hits.get(url)).toBe(1);
    // Replayed with its type and caching headers, plus the gateway's own.
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['cache-control']).toBe('public, max-age=1, s-maxage=1');
    expect(second.headers.age).toBe('0');
    expect(second.headers['x-content-type-options']).toBe('nosniff');
  });

  it('should ask the service again once the max-age has passed', async () => {
    const url = pathFor('expiring', `cc=${PUBLIC}`);
    await get(url);
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    expect((await get(url)).json()).toEqual({ name: 'expiring', count: 2 });
  });

  it('should let one request refresh an expired answer while the others wait for it', async () => {
    const url = pathFor('burst', `cc=${PUBLIC}`);
    await get(url);
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    const burst = await Promise.all(Array.from({ length: 8 }, () => get(url)));
    expect(burst.map((answer) => answer.json().count)).toEqual(Array(8).fill(2));
    expect(hits.get(url)).toBe(2);
  });

  it('should keep apart paths that differ only in their query', async () => {
    const a = pathFor('query', `cc=${PUBLIC}&page=1`);
    const b = pathFor('query', `cc=${PUBLIC}&page=2`);
    await get(a);
    await get(b);
    expect([hits.get(a), hits.get(b)]).toEqual([1, 1]);
  });

  it.each([
    ['no Cache-Control', ''],
    ['a private answer', `cc=${encodeURIComponent('private, s-maxage=60')}`],
    ['an answer for browsers only (max-age)', `cc=${encodeURIComponent('public, max-age=60')}`],
    ['no-store', `cc=${encodeURIComponent('public, s-maxage=60, no-store')}`],
    ['an error answer', `cc=${PUBLIC}&status=404`],
  ])('should never keep %s', async (_case, query) => {
    const url = pathFor('passing', query);
    await get(url);
    await get(url);
    expect(hits.get(url)).toBe(2);
  });

  it('should never keep an answer that sets a cookie', async () => {
    const url = pathFor('cookie', `cc=${PUBLIC}`);
    await get(url);
    await get(url);
    expect(hits.get(url)).toBe(2);
  });

  it('should neither serve nor keep answers for a caller with credentials', async () => {
    const url = pathFor('credentials', `cc=${PUBLIC}`);
    await get(url, { cookie: 'session=abc' });
    // Not a Bearer: the API key check answers a made-up key itself (401) before any cache.
    await get(url, { authorization: 'Basic eDp5' });
    expect(hits.get(url)).toBe(2);
    await get(url);
    await get(url, { cookie: 'session=abc' });
    expect(hits.get(url)).toBe(4);
  });
});

describe(sharedLifetimeSeconds.name, () => {
  it.each([
    [undefined, null],
    ['max-age=60', null],
    ['public', null],
    ['public, max-age=60', null],
    ['public, s-maxage=0', null],
    ['public, s-maxage=2', 2],
    ['Public, S-MaxAge=3', 3],
    ['public, max-age=60, s-maxage=1', 1],
    ['public, s-maxage=600', MAX_LIFETIME_SECONDS],
    ['public, s-maxage=60, private', null],
    ['public, s-maxage=abc', null],
  ])('should read %s as %s seconds', (header, seconds) => {
    expect(sharedLifetimeSeconds(header)).toBe(seconds);
  });
});
