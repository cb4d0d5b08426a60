import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyEventsOutbox,
  FRESH_PAGES_COOKIE,
  OWNER_SESSION_COOKIE,
  Outbox,
  OutboxRelay,
  SERVICE_NAMES,
  STAFF_SESSION_COOKIE,
  buildServiceServer,
  createRedis,
  createServiceDeps,
  loadConfig,
  type CompanyRow,
  type Config,
  type ServiceDeps,
} from '@trusthive/platform';
import { newCompany, testDatabaseUrl, testRedisUrl } from '@trusthive/platform/testing';
import { buildApp as buildCompany } from '@trusthive/company';
import { buildApp as buildEnrichment } from '@trusthive/enrichment';
import { buildApp as buildScoring } from '@trusthive/scoring';
import { buildApp as buildSearch } from '@trusthive/search';
import { ROOT } from '../../scripts/stack/processes';
import { buildWebIfStale } from '../../scripts/stack/web-build';
import { buildGateway } from '../src/app';
import { PageCache } from '../src/render/page-cache';

// The rendered-page cache (issue 42): two gateway replicas on one Redis, in front of the real
// company, scoring, enrichment and search services on the test database. A company's change
// goes the way every write's does: a row and its outbox event in one transaction, the relay,
// the page-cache queue, one replica's worker, and the invalidation every replica hears.

const prefix = `test-${randomUUID().slice(0, 18)}`;
const token = randomUUID().slice(0, 8).toUpperCase();

let deps: ServiceDeps;
let redis: Redis;
let relay: OutboxRelay;
const replicas: { app: FastifyInstance; url: string }[] = [];
const services: FastifyInstance[] = [];

beforeAll(async () => {
  buildWebIfStale(() => {});
  const base = loadConfig({ LOG_LEVEL: 'silent', SEARCH_TYPEAHEAD: 'false', QUEUE_PREFIX: prefix });
  deps = createServiceDeps(
    {
      ...base,
      database: { url: testDatabaseUrl(), poolSize: 6 },
      redis: { url: testRedisUrl() },
      storage: { dir: mkdtempSync(path.join(tmpdir(), 'trusthive-page-cache-')) },
    },
    'page-cache-test',
  );
  const builders = {
    search: buildSearch,
    company: buildCompany,
    scoring: buildScoring,
    enrichment: buildEnrichment,
  } as const;
  const endpoints = {} as Config['services'];
  for (const name of SERVICE_NAMES) {
    const build = builders[name as keyof typeof builders];
    if (!build) {
      endpoints[name] = { port: 1, url: 'http://127.0.0.1:1' };
      continue;
    }
    const service = await buildServiceServer(name, deps, build);
    const address = await service.listen({ port: 0, host: '127.0.0.1' });
    services.push(service);
    endpoints[name] = { port: Number(new URL(address).port), url: address };
  }
  const config: Config = {
    ...base,
    redis: { url: testRedisUrl() },
    database: { ...base.database, url: testDatabaseUrl() },
    services: endpoints,
    gateway: {
      ...base.gateway,
      webDistDir: path.join(ROOT, 'web/dist'),
      rateLimitPerMinute: 100_000,
    },
  };
  redis = createRedis(testRedisUrl(), 'producer', 'page-cache-test');
  for (let replica = 0; replica < 2; replica += 1) {
    const app = await buildGateway({ config, redis });
    replicas.push({ app, url: await app.listen({ port: 0, host: '127.0.0.1' }) });
  }
  relay = new OutboxRelay({ db: deps.db, connection: deps.redis, prefix });
  relay.start();
}, 180_000);

afterAll(async () => {
  await relay?.close();
  await Promise.all(replicas.map(({ app }) => app.close()));
  redis?.disconnect();
  await Promise.all(services.map((service) => service.close()));
  await deps?.db.destroy();
  deps?.redis.disconnect();
});

const get = (replica: number, url: string, headers: Record<string, string> = {}) =>
  fetch(`${replicas[replica]!.url}${url}`, { headers, redirect: 'manual' });

async function newProfile(name: string): Promise<CompanyRow> {
  return newCompany(deps.db, {
    company_name: name,
    registered_office_address: '7 Park Street, Kolkata',
    pincode: '700016',
  });
}

/** Renames the company the way a write does: the row and its event in one transaction. */
async function rename(company: CompanyRow, name: string): Promise<void> {
  const events = new CompanyEventsOutbox(new Outbox(prefix));
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('companies')
      .set({ company_name: name })
      .where('id', '=', company.id)
      .execute();
    await events.changed(trx, company.id, 'updated');
  });
  relay.wake();
}

describe('the rendered-page cache', () => {
  it('should render a profile once and serve it again, to either replica, with one ETag', async () => {
    const company = await newProfile(`Cached ${token} Private Limited`);
    // A first view is sent as rendered and not kept: most profiles are viewed once.
    const firstView = await get(0, `/company/${company.id}`);
    expect(firstView.status).toBe(200);
    expect(firstView.headers.get('x-page-cache')).toBeNull();
    const first = await get(0, `/company/${company.id}`);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const html = await first.text();
    expect(html).toContain(`Cached ${token} Private Limited`);
    // The same page; only the state block's fetch times differ between two renders.
    const withoutTimes = (page: string) =>
      page.replace(/"(?:dehydratedAt|dataUpdatedAt)":\d+/g, '');
    expect(withoutTimes(await firstView.text())).toBe(withoutTimes(html));

    const again = await get(0, `/company/${company.id}`);
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(await again.text()).toBe(html);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));

    // The other replica never rendered it: it is served from what the first one stored.
    const elsewhere = await get(1, `/company/${company.id}`);
    expect(elsewhere.headers.get('x-page-cache')).toBe('hit');
    expect(await elsewhere.text()).toBe(html);
    expect(elsewhere.headers.get('etag')).toBe(first.headers.get('etag'));

    const unchanged = await get(1, `/company/${company.id}`, {
      'if-none-match': first.headers.get('etag')!,
    });
    expect(unchanged.status).toBe(304);
  });

  it('should send the kept page in the encoding the browser takes', async () => {
    const company = await newProfile(`Encoded ${token} Private Limited`);
    await get(0, `/company/${company.id}`);
    const plain = await (await get(0, `/company/${company.id}`)).text();
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      // Node's fetch decodes for us; ask undici's raw bytes through a plain request instead.
      const response = await rawGet(1, `/company/${company.id}`, { 'accept-encoding': encoding });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['x-page-cache']).toBe('hit');
      expect(decode(response.body).toString('utf8')).toBe(plain);
    }
  });

  it('should show a company change on its cached page, in every replica, within a second', async () => {
    const company = await newProfile(`Before ${token} Private Limited`);
    await get(0, `/company/${company.id}`);
    await get(0, `/company/${company.id}`);
    for (const replica of [0, 1]) {
      expect((await get(replica, `/company/${company.id}`)).headers.get('x-page-cache')).toBe(
        'hit',
      );
    }
    const renamed = `After ${token} Private Limited`;
    const committed = performance.now();
    await rename(company, renamed);
    const seenAfter = await Promise.all(
      [0, 1].map(async (replica) => {
        for (;;) {
          const html = await (await get(replica, `/company/${company.id}`)).text();
          if (html.includes(renamed)) return performance.now() - committed;
          if (performance.now() - committed > 5_000) return Number.POSITIVE_INFINITY;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }),
    );
    for (const elapsed of seenAfter) expect(elapsed).toBeLessThan(1_000);
  });

  it("should serve a signed-in visitor the kept page, render afresh for staff and after the visitor's own write, and keep nothing of a page that is not whole", async () => {
    const company = await newProfile(`Signed ${token} Private Limited`);
    await get(0, `/company/${company.id}`);
    await get(0, `/company/${company.id}`);
    // Issue 43: anyone may sign in to follow companies; a render depends only on its URL.
    const signedIn = await get(0, `/company/${company.id}`, {
      cookie: `${OWNER_SESSION_COOKIE}=abc`,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('x-page-cache')).toBe('hit');
    for (const cookie of [
      `${STAFF_SESSION_COOKIE}=abc`,
      `${OWNER_SESSION_COOKIE}=abc; ${FRESH_PAGES_COOKIE}=1`,
    ]) {
      const fresh = await get(0, `/company/${company.id}`, { cookie });
      expect(fresh.status, cookie).toBe(200);
      expect(fresh.headers.get('x-page-cache'), cookie).toBeNull();
    }

    // Not found, and pages that name no tags (the home page), are never kept.
    for (const url of ['/company/999999999', '/']) {
      await get(0, url);
      expect((await get(0, url)).headers.get('x-page-cache'), url).toBeNull();
    }
  });
});

describe('PageCache', () => {
  const connections: Redis[] = [];
  afterAll(() => connections.forEach((connection) => connection.disconnect()));
  const connection = (role: 'cache' | 'worker') => {
    const made = createRedis(testRedisUrl(), role, 'page-cache-unit');
    connections.push(made);
    return made;
  };
  const cacheOf = (now = Date.now) =>
    new PageCache({
      redis: connection('cache'),
      subscriber: connection('worker'),
      prefix: `test-${randomUUID().slice(0, 18)}`,
      buildId: 'build',
      ttlSeconds: 60,
      memoryBytes: 1024 * 1024,
      now,
    });

  /** What a render must be stored against, once the page was asked for before. */
  async function beganOfSecondView(cache: PageCache, url: string): Promise<number | null> {
    const first = await cache.lookup(url);
    expect(first).toEqual({ page: null, began: null });
    const second = await cache.lookup(url);
    expect(second.page).toBeNull();
    return second.page === null ? second.began : null;
  }

  it('should keep nothing of a first view, and no render that began before its tag was invalidated', async () => {
    const cache = cacheOf();
    await cache.start();
    const began = await beganOfSecondView(cache, '/company/1');
    expect(began).not.toBeNull();
    await cache.invalidate('company:1');
    await cache.store('/company/1', '<p>old</p>', ['company:1'], began);
    const after = await cache.lookup('/company/1');
    expect(after.page).toBeNull();

    await cache.store('/company/1', '<p>new</p>', ['company:1'], after.page ? null : after.began);
    const kept = await cache.lookup('/company/1');
    expect(kept.page && 'tier' in kept ? kept.tier : null).toBe('memory');
  });

  it('should drop every page on a bulk change and every page past its lifetime', async () => {
    let now = Date.now();
    const cache = cacheOf(() => now);
    await cache.start();
    for (const id of [1, 2]) {
      const began = await beganOfSecondView(cache, `/company/${id}`);
      await cache.store(`/company/${id}`, `<p>${id}</p>`, [`company:${id}`], began);
    }
    expect((await cache.lookup('/company/1')).page).not.toBeNull();
    await cache.invalidateAll();
    await expect.poll(async () => (await cache.lookup('/company/2')).page).toBeNull();

    const began = await beganOfSecondView(cache, '/company/3');
    await cache.store('/company/3', '<p>3</p>', ['company:3'], began);
    expect((await cache.lookup('/company/3')).page).not.toBeNull();
    now += 61_000;
    expect((await cache.lookup('/company/3')).page).toBeNull();
  });
});

/** A GET whose body is left encoded, as the browser receives it. */
async function rawGet(
  replica: number,
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const { request } = await import('undici');
  const response = await request(`${replicas[replica]!.url}${url}`, { headers });
  return {
    headers: response.headers,
    body: Buffer.from(await response.body.arrayBuffer()),
  };
}
