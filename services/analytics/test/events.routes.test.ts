import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE } from '@trusthive/contracts';
import {
  OWNER_SESSION_COOKIE,
  QUEUES,
  SessionStore,
  buildServiceServer,
  ownerAnalyticsUserId,
  ownerSessionKeyPrefix,
  createRedis,
  createServiceDeps,
  loadConfig,
  type AnalyticsEvent,
  type Database,
  type ServiceDeps,
} from '@trusthive/platform';
import {
  newCompany,
  testDatabaseUrl,
  testRedisUrl,
  uniqueCompanyPan,
} from '@trusthive/platform/testing';
import { createAnalyticsApp } from '../src/app';

// The intake on real PostgreSQL (company checks) and Redis (the queue), with no worker: what a
// request puts on the queue is read back from the queue itself. One BullMQ prefix per file.

const prefix = `test-${randomUUID()}`;
const config = {
  ...loadConfig({ LOG_LEVEL: 'silent' }),
  database: { url: testDatabaseUrl(), poolSize: 4 },
  redis: { url: testRedisUrl() },
};
let deps: ServiceDeps;
let app: FastifyInstance;
let db: Kysely<Database>;
let queue: Queue;
let companyId: number;

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AnalyticsTest/1.0';

beforeAll(async () => {
  deps = createServiceDeps(config, 'analytics-routes-test');
  db = deps.db;
  app = await buildServiceServer('analytics', deps, createAnalyticsApp({ queue: { prefix } }));
  queue = new Queue(QUEUES.analyticsEvents.name, { connection: deps.redis, prefix });
  companyId = (await newCompany(db)).id;
});

afterAll(async () => {
  await app?.close();
  await queue?.obliterate({ force: true });
  await queue?.close();
  deps?.redis.disconnect();
  await deps?.db.destroy();
});

/** Every event queued so far under this file's prefix. */
async function queuedEvents(): Promise<AnalyticsEvent[]> {
  const jobs = await queue.getJobs(['waiting', 'active', 'delayed', 'prioritized']);
  return jobs.flatMap(
    (job) => QUEUES.analyticsEvents.jobs['analytics.events'].parse(job.data).events,
  );
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'user-agent': BROWSER, ...headers },
    ...(typeof body === 'string' ? { payload: body } : { payload: body as object }),
  });
}

describe('POST /api/events/profile-views', () => {
  it('should answer 202 and queue a view with the forwarded IP truncated', async () => {
    const referrer = `https://www.google.com/search?q=${randomUUID()}`;
    const response = await post(
      '/api/events/profile-views',
      { companyId, referrer },
      { 'x-forwarded-for': '203.0.113.77' },
    );
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe('');

    const event = (await queuedEvents()).find(
      (queued) => queued.kind === 'profile-view' && queued.referrer === referrer,
    );
    expect(event).toMatchObject({
      kind: 'profile-view',
      companyId,
      ipAddress: '203.0.113.0',
      userAgent: BROWSER,
      userId: null,
      viewDuration: null,
    });
    expect(event?.eventId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('should accept the id as the digits of the page path', async () => {
    const referrer = `https://example.com/${randomUUID()}`;
    const response = await post('/api/events/profile-views', {
      companyId: String(companyId),
      referrer,
    });
    expect(response.statusCode).toBe(202);
    const event = (await queuedEvents()).find(
      (queued) => 'referrer' in queued && queued.referrer === referrer,
    );
    expect(event).toMatchObject({ companyId });
  });

  it('should truncate an IPv6 caller to its first 48 bits', async () => {
    const referrer = `https://example.com/${randomUUID()}`;
    await post(
      '/api/events/profile-views',
      { companyId, referrer },
      { 'x-forwarded-for': '2001:db8:85a3:8d3:1319:8a2e:370:7348' },
    );
    const event = (await queuedEvents()).find(
      (queued) => 'referrer' in queued && queued.referrer === referrer,
    );
    expect(event).toMatchObject({ ipAddress: '2001:db8:85a3::' });
  });

  it('should not trust X-Forwarded-For from a caller that is not a local proxy', async () => {
    const referrer = `https://example.com/${randomUUID()}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/events/profile-views',
      remoteAddress: '198.51.100.23',
      headers: { 'x-forwarded-for': '203.0.113.77' },
      payload: { companyId, referrer },
    });
    expect(response.statusCode).toBe(202);
    const event = (await queuedEvents()).find(
      (queued) => 'referrer' in queued && queued.referrer === referrer,
    );
    expect(event).toMatchObject({ ipAddress: '198.51.100.0' });
  });
});

describe('POST /api/events/website-clicks', () => {
  it('should answer 202 and queue the click', async () => {
    const websiteUrl = `https://www.example.com/${randomUUID()}`;
    const response = await post('/api/events/website-clicks', { companyId, websiteUrl });
    expect(response.statusCode).toBe(202);
    const event = (await queuedEvents()).find(
      (queued) => queued.kind === 'website-click' && queued.websiteUrl === websiteUrl,
    );
    expect(event).toMatchObject({ companyId, referrer: null, ipAddress: '127.0.0.0' });
  });

  it.each([['javascript:alert(1)'], ['not a url'], ['ftp://example.com/file']])(
    'should refuse the website %s with 400',
    async (websiteUrl) => {
      const response = await post('/api/events/website-clicks', { companyId, websiteUrl });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { title: 'Invalid Request', field: 'websiteUrl' },
      });
    },
  );
});

describe('POST /api/events/search', () => {
  it('should answer 202 and queue the search', async () => {
    const searchTerm = `term ${randomUUID()}`;
    const response = await post('/api/events/search', {
      searchTerm,
      searchType: 'brand',
      resultsCount: 3,
    });
    expect(response.statusCode).toBe(202);
    const event = (await queuedEvents()).find(
      (queued) => queued.kind === 'search' && queued.searchTerm === searchTerm,
    );
    expect(event).toMatchObject({ searchType: 'brand', resultsCount: 3, userAgent: BROWSER });
  });

  it('should queue a PAN searched for masked, never as typed (issue 40)', async () => {
    const pan = uniqueCompanyPan();
    const response = await post('/api/events/search', {
      searchTerm: pan.toLowerCase(),
      searchType: 'name',
      resultsCount: 0,
    });
    expect(response.statusCode).toBe(202);
    const masked = `${pan.slice(0, 2)}XC${'X'.repeat(5)}${pan.charAt(9)}`;
    const terms = (await queuedEvents()).flatMap((queued) =>
      queued.kind === 'search' ? [queued.searchTerm] : [],
    );
    expect(terms).toContain(masked);
    expect(terms.filter((term) => term.toUpperCase() === pan)).toEqual([]);
  });
});

describe('POST /api/track-view-duration', () => {
  it('should answer 204 to a beacon sent as text/plain JSON', async () => {
    const referrer = `https://example.com/${randomUUID()}`;
    const response = await post(
      '/api/track-view-duration',
      JSON.stringify({ companyId, viewDuration: 42.4, userAgent: 'ignored', referrer }),
      { 'content-type': 'text/plain;charset=UTF-8' },
    );
    expect(response.statusCode).toBe(204);
    const event = (await queuedEvents()).find(
      (queued) => 'referrer' in queued && queued.referrer === referrer,
    );
    expect(event).toMatchObject({
      kind: 'profile-view',
      companyId,
      viewDuration: 42,
      userAgent: BROWSER,
    });
  });

  it('should answer 204 to a JSON body and use its user agent when the header has none', async () => {
    const referrer = `https://example.com/${randomUUID()}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/track-view-duration',
      headers: { 'user-agent': '' },
      payload: { companyId, viewDuration: 0, userAgent: 'BodyAgent/2.0', referrer },
    });
    expect(response.statusCode).toBe(204);
    const event = (await queuedEvents()).find(
      (queued) => 'referrer' in queued && queued.referrer === referrer,
    );
    expect(event).toMatchObject({ viewDuration: 0, userAgent: 'BodyAgent/2.0' });
  });

  it.each([[-1], [86_401], [1e12], ['12']])(
    'should refuse the duration %s with 400',
    async (viewDuration) => {
      const response = await post('/api/track-view-duration', { companyId, viewDuration });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { field: 'viewDuration' } });
    },
  );

  it('should refuse a text/plain body that is not JSON with 400', async () => {
    const response = await post('/api/track-view-duration', '{"companyId": 1, viewDuration', {
      'content-type': 'text/plain',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { title: 'Invalid Request', message: 'The body must be JSON.' },
    });
  });
});

describe('rejected events', () => {
  it.each([
    ['/api/events/profile-views', '{"companyId": '],
    ['/api/events/profile-views', { companyId: 0 }],
    ['/api/events/profile-views', { companyId: 'abc' }],
    ['/api/events/profile-views', { companyId: 1.5 }],
    ['/api/events/profile-views', {}],
    ['/api/events/website-clicks', { companyId: 1 }],
    ['/api/events/search', { searchTerm: ' ', searchType: 'name', resultsCount: 1 }],
    ['/api/events/search', { searchTerm: 'x', searchType: 'email', resultsCount: 1 }],
    ['/api/events/search', { searchTerm: 'x', searchType: 'name', resultsCount: -1 }],
    ['/api/track-view-duration', { companyId: 1 }],
  ])('should answer 400 to %s %j and queue nothing', async (url, body) => {
    const before = (await queuedEvents()).length;
    const response = await post(
      url,
      body,
      typeof body === 'string' ? { 'content-type': 'application/json' } : {},
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { title: 'Invalid Request' } });
    expect((await queuedEvents()).length).toBe(before);
  });

  it.each([
    ['/api/events/profile-views', {}],
    ['/api/events/website-clicks', { websiteUrl: 'https://example.com' }],
    ['/api/track-view-duration', { viewDuration: 10 }],
  ])('should answer 400 for an unknown company on %s and queue nothing', async (url, extra) => {
    const before = (await queuedEvents()).length;
    const response = await post(url, { companyId: 9_000_000_000_000, ...extra });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { title: 'Invalid Request', message: 'No company has this id.', field: 'companyId' },
    });
    expect((await queuedEvents()).length).toBe(before);
  });
});

describe('Redis unavailable', () => {
  it('should answer 503 at once instead of hanging', async () => {
    const down = {
      ...deps,
      redis: createRedis('redis://127.0.0.1:1', 'producer', 'analytics-down'),
    };
    const downApp = await buildServiceServer(
      'analytics',
      down,
      createAnalyticsApp({ queue: { prefix } }),
    );
    try {
      const started = performance.now();
      const response = await downApp.inject({
        method: 'POST',
        url: '/api/events/profile-views',
        payload: { companyId },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: { title: 'Service Unavailable' } });
      expect(performance.now() - started).toBeLessThan(1_000);
    } finally {
      await downApp.close();
      down.redis.disconnect();
    }
  });
});

// Issue 24 #4/#3: an event the database cannot store (NUL, a lone surrogate) was accepted and
// later failed its whole batch. The intake refuses it, names the field and queues nothing.
describe('text the database cannot store', () => {
  const cases = (bad: string) =>
    [
      ['/api/events/profile-views', 'referrer', { companyId: 0, referrer: `a${bad}b` }],
      [
        '/api/events/search',
        'searchTerm',
        { searchTerm: `a${bad}b`, searchType: 'name', resultsCount: 1 },
      ],
      [
        '/api/events/website-clicks',
        'websiteUrl',
        { companyId: 0, websiteUrl: `https://a.in/${bad}` },
      ],
      [
        '/api/events/website-clicks',
        'referrer',
        { companyId: 0, websiteUrl: 'https://a.in/', referrer: bad },
      ],
      [
        '/api/track-view-duration',
        'referrer',
        { companyId: 0, viewDuration: 5, referrer: `x${bad}` },
      ],
      [
        '/api/track-view-duration',
        'userAgent',
        { companyId: 0, viewDuration: 5, userAgent: `UA${bad}` },
      ],
    ] as const;

  it.each([
    ...cases('\u0000').map(([url, field, body]) => ['NUL', url, field, body, 'json'] as const),
    ...cases('\ud800').map(
      ([url, field, body]) => ['lone surrogate', url, field, body, 'json'] as const,
    ),
    ...cases('\u0000')
      .filter(([url]) => url === '/api/track-view-duration')
      .map(([url, field, body]) => ['NUL', url, field, body, 'text/plain'] as const),
  ])(
    'should refuse a %s in %s %s (%s) with 400 and queue nothing',
    async (_bad, url, field, body, type) => {
      const payload = { ...body, ...('companyId' in body ? { companyId } : {}) };
      const before = (await queuedEvents()).length;
      const response = await post(
        url,
        type === 'json' ? payload : JSON.stringify(payload),
        type === 'json' ? {} : { 'content-type': 'text/plain;charset=UTF-8' },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { ...UNSTORABLE_TEXT_MESSAGE, field },
      });
      expect((await queuedEvents()).length).toBe(before);
    },
  );
});

describe('the user id of an owner session (issue 19)', () => {
  const ownerSessions = () =>
    new SessionStore(deps.redis, {
      keyPrefix: ownerSessionKeyPrefix(deps.config.queues.prefix),
    });

  const viewWith = async (cookie: string) => {
    const referrer = `https://example.com/${randomUUID()}`;
    const response = await post('/api/events/profile-views', { companyId, referrer }, { cookie });
    expect(response.statusCode).toBe(202);
    return (await queuedEvents()).find(
      (queued) => 'referrer' in queued && queued.referrer === referrer,
    );
  };

  it("should attach the owner's pseudonym, not the e-mail, while the session exists", async () => {
    const email = `Owner-${randomUUID()}@Acme-Traders.in`;
    const { id } = await ownerSessions().create('owner', email.toLowerCase());
    const event = await viewWith(`other=1; ${OWNER_SESSION_COOKIE}=${id}`);
    expect(event).toMatchObject({ userId: ownerAnalyticsUserId(email) });
    expect(ownerAnalyticsUserId(email)).toMatch(/^owner-[0-9a-f]{64}$/);
    expect(JSON.stringify(event)).not.toContain(email.toLowerCase());
  });

  it('should not extend the session it reads', async () => {
    const sessions = ownerSessions();
    const { id, session } = await sessions.create('owner', `owner-${randomUUID()}@acme.in`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await viewWith(`${OWNER_SESSION_COOKIE}=${id}`);
    expect((await sessions.peek(id))?.lastSeenAt).toBe(session.lastSeenAt);
  });

  it('should leave the user id empty without a live owner session', async () => {
    const { id } = await ownerSessions().create('staff', '1');
    for (const cookie of [
      `${OWNER_SESSION_COOKIE}=${'a'.repeat(43)}`,
      `${OWNER_SESSION_COOKIE}=${id}`,
      `th_staff=${id}`,
      '',
    ]) {
      expect(await viewWith(cookie)).toMatchObject({ userId: null });
    }
  });
});
