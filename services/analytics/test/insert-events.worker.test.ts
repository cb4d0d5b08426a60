import { randomUUID } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AnalyticsEventQueue,
  QUEUES,
  buildServiceServer,
  createDb,
  createRedis,
  loadConfig,
  type Database,
} from '@trusthive/platform';
import { newCompany, testDatabaseUrl, testRedisUrl } from '@trusthive/platform/testing';
import { createAnalyticsApp } from '../src/app';
import { insertEvents } from '../src/repositories/analytics-events.repository';
import type { BatchReport } from '../src/workers/event-batcher';
import {
  createInsertEventsWorker,
  type InsertEventsWorker,
} from '../src/workers/insert-events.worker';

// The worker on real Redis and PostgreSQL: events in through the queue (or the HTTP intake),
// rows out, counted by event id. Each test has its own BullMQ prefix, so its worker sees only
// its own jobs. Transactions are counted from the rows themselves: rows written by one
// transaction share its id (xmin).

let db: Kysely<Database>;
const producerConnection = createRedis(testRedisUrl(), 'producer', 'analytics-worker-test');
const workerConnection = createRedis(testRedisUrl(), 'worker', 'analytics-worker-test');
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(() => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 6, applicationName: 'analytics-worker-test' });
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

afterAll(async () => {
  producerConnection.disconnect();
  workerConnection.disconnect();
  await db?.destroy();
});

/** A fresh prefix with its producer; everything is removed after the test. */
function setup(queueOptions: { maxBatch?: number } = {}) {
  const prefix = `test-${randomUUID()}`;
  const events = new AnalyticsEventQueue(producerConnection, { prefix, ...queueOptions });
  const queue = new Queue(QUEUES.analyticsEvents.name, { connection: producerConnection, prefix });
  cleanups.push(async () => {
    await events.close();
    await queue.obliterate({ force: true });
    await queue.close();
  });
  return { prefix, events, queue };
}

function startWorker(prefix: string, options: { onBatch?: (report: BatchReport) => void } = {}) {
  const worker: InsertEventsWorker = createInsertEventsWorker({
    db,
    connection: workerConnection,
    prefix,
    lockDurationMs: 2_000,
    stalledIntervalMs: 1_000,
    ...options,
  });
  cleanups.push(() => worker.close());
  return worker;
}

const TABLES = ['profile_views', 'website_clicks', 'search_analytics'] as const;

/** How many rows the given events have, and how many transactions wrote them. */
async function stored(eventIds: string[]) {
  let rows = 0;
  const transactions = new Set<string>();
  for (const table of TABLES) {
    const result = await sql<{ xmin: string }>`
      select xmin::text as xmin from ${sql.table(table)} where event_id = any(${eventIds}::uuid[])
    `.execute(db);
    rows += result.rows.length;
    for (const row of result.rows) transactions.add(`${table}:${row.xmin}`);
  }
  return { rows, transactions: transactions.size };
}

async function waitForRows(eventIds: string[], timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await stored(eventIds);
    if (result.rows >= eventIds.length || Date.now() > deadline) return result;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const view = (companyId: number, ip = '203.0.113.0') =>
  ({
    kind: 'profile-view',
    companyId,
    ipAddress: ip,
    referrer: null,
    viewDuration: null,
    userAgent: 'WorkerTest/1.0',
    userId: null,
  }) as const;

describe(createInsertEventsWorker.name, () => {
  it('should store 2,000 single-event jobs in a handful of transactions', async () => {
    const { prefix, events, queue } = setup({ maxBatch: 1 });
    const company = await newCompany(db);
    const accepted = await Promise.all(
      Array.from({ length: 2_000 }, () => events.record(view(company.id))),
    );
    expect(await queue.getJobCountByTypes('waiting')).toBe(2_000);

    const batches: BatchReport[] = [];
    startWorker(prefix, { onBatch: (report) => batches.push(report) });
    const result = await waitForRows(accepted.map((event) => event.eventId));

    expect(result.rows).toBe(2_000);
    // 2,000 jobs, at most 200 held at once and 500 rows a batch: about ten transactions.
    expect(result.transactions).toBeLessThanOrEqual(20);
    expect(batches.reduce((sum, batch) => sum + batch.events, 0)).toBe(2_000);
    expect(Math.max(...batches.map((batch) => batch.events))).toBeLessThanOrEqual(500);
  });

  it('should store events accepted together as one job and one transaction', async () => {
    const { prefix, events, queue } = setup();
    const company = await newCompany(db);
    const accepted = await Promise.all([
      ...Array.from({ length: 300 }, () => events.record(view(company.id))),
      ...Array.from({ length: 100 }, (_, index) =>
        events.record({
          kind: 'website-click',
          companyId: company.id,
          websiteUrl: `https://example.com/${index}`,
          ipAddress: null,
          referrer: 'https://trusthive.example/search?q=x',
          userAgent: null,
          userId: null,
        }),
      ),
      ...Array.from({ length: 100 }, (_, index) =>
        events.record({
          kind: 'search',
          searchTerm: `term ${index}`,
          searchType: 'name',
          resultsCount: index,
          userAgent: null,
          userId: null,
        }),
      ),
    ]);
    expect(await queue.getJobCountByTypes('waiting')).toBe(1);

    startWorker(prefix);
    const result = await waitForRows(accepted.map((event) => event.eventId));
    expect(result.rows).toBe(500);
    // One transaction, seen once per table it wrote to.
    expect(result.transactions).toBe(3);
  });

  it('should store the truncated address, the agent and the time the event was accepted', async () => {
    const { prefix, events } = setup();
    const company = await newCompany(db);
    const event = await events.record(view(company.id, '2001:db8:85a3::'));
    startWorker(prefix);
    await waitForRows([event.eventId]);

    const row = await db
      .selectFrom('profile_views')
      .selectAll()
      .where('event_id', '=', event.eventId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      company_id: company.id,
      ip_address: '2001:db8:85a3::',
      user_agent: 'WorkerTest/1.0',
      user_id: null,
      view_duration: null,
    });
    // Timestamps come back as Date (the schema's select type nests inside Generated<>).
    const createdAt = row.created_at as unknown as Date;
    const storedAt = row.stored_at as unknown as Date;
    expect(createdAt.toISOString()).toBe(event.occurredAt);
    expect(storedAt.getTime()).toBeGreaterThanOrEqual(createdAt.getTime());
  });

  it('should lose nothing and store nothing twice when a worker dies holding jobs', async () => {
    const { prefix, events, queue } = setup({ maxBatch: 10 });
    const company = await newCompany(db);
    const accepted = await Promise.all(
      Array.from({ length: 100 }, () => events.record(view(company.id))),
    );

    // A worker takes jobs and dies without acknowledging them; it had stored one job's rows.
    const dead = new Worker(QUEUES.analyticsEvents.name, null, {
      connection: workerConnection,
      prefix,
      lockDuration: 2_000,
    });
    const token = randomUUID();
    const taken = [await dead.getNextJob(token), await dead.getNextJob(token)];
    expect(taken.every(Boolean)).toBe(true);
    const committed = QUEUES.analyticsEvents.jobs['analytics.events'].parse(taken[0]!.data);
    await insertEvents(db, committed.events);
    await dead.close(true);
    expect(await queue.getJobCountByTypes('active')).toBe(2);

    startWorker(prefix);
    const ids = accepted.map((event) => event.eventId);
    const result = await waitForRows(ids);
    expect(result.rows).toBe(100);
    const distinct = await db
      .selectFrom('profile_views')
      .select(({ fn }) => fn.count<number>('event_id').distinct().as('count'))
      .where('event_id', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(Number(distinct.count)).toBe(100);
  });

  it('should skip events of a company deleted since, and park an event that does not parse', async () => {
    const { prefix, events, queue } = setup({ maxBatch: 1 });
    const kept = await newCompany(db);
    const deleted = await newCompany(db);
    const keptEvent = await events.record(view(kept.id));
    const goneEvent = await events.record(view(deleted.id));
    await db.deleteFrom('companies').where('id', '=', deleted.id).execute();
    const nonsenseId = randomUUID();
    await queue.add(
      'analytics.events',
      { events: [{ kind: 'nonsense', eventId: nonsenseId }] },
      { jobId: 'bad-job' },
    );

    startWorker(prefix);
    const result = await waitForRows([keptEvent.eventId]);
    expect(result.rows).toBe(1);
    expect((await stored([goneEvent.eventId])).rows).toBe(0);
    expect(await waitForParked([nonsenseId])).toHaveLength(1);
    await waitForQueueIdle(queue);
    expect(await queue.getJobCountByTypes('failed')).toBe(0);
  });
});

/** The parked rows of these event ids, once there are as many as ids (or the time is up). */
async function waitForParked(eventIds: string[], timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db
      .selectFrom('analytics_dead_events')
      .selectAll()
      .where('event_id', 'in', eventIds)
      .execute();
    if (rows.length >= eventIds.length || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function waitForQueueIdle(queue: Queue, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (
    (await queue.getJobCountByTypes('waiting', 'active', 'delayed')) > 0 &&
    Date.now() < deadline
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An event as it sits on the queue: id and time already given by the intake. */
const queued = <E extends object>(event: E) => ({
  eventId: randomUUID(),
  occurredAt: new Date().toISOString(),
  ...event,
});

describe('one bad event among good ones (issue 24 #4)', () => {
  it('should store every good event and park each one the database refuses', async () => {
    const { prefix, queue } = setup();
    const company = await newCompany(db);
    const search = (resultsCount: number) =>
      queued({
        kind: 'search',
        searchTerm: 'acme',
        searchType: 'name',
        resultsCount,
        userAgent: null,
        userId: null,
      });
    const good = [
      queued(view(company.id)),
      search(3),
      queued({ ...view(company.id), referrer: 'https://example.com/' }),
      // A lone surrogate never reaches the database: the driver encodes it as U+FFFD.
      queued({ ...view(company.id), referrer: 'a\ud800b' }),
      queued({
        kind: 'website-click',
        companyId: company.id,
        websiteUrl: 'https://acme.example/',
        ipAddress: null,
        referrer: null,
        userAgent: null,
        userId: null,
      }),
    ];
    const refused = {
      nul: queued({ ...view(company.id), referrer: 'a\u0000b' }),
      badAddress: queued({ ...view(company.id), ipAddress: 'not-an-address' }),
      outOfRange: search(3_000_000_000),
    };
    // Bypassing the intake: two jobs that the worker writes as one batch, bad events in both.
    const otherGood = [queued(view(company.id)), search(4)];
    await queue.add('analytics.events', {
      events: [good[0], refused.nul, good[1], good[2], refused.outOfRange, good[3], good[4]],
    });
    await queue.add('analytics.events', {
      events: [otherGood[0], refused.badAddress, otherGood[1]],
    });

    startWorker(prefix);
    const goodIds = [...good, ...otherGood].map((event) => event.eventId);
    expect((await waitForRows(goodIds)).rows).toBe(goodIds.length);
    const parked = await waitForParked(Object.values(refused).map((event) => event.eventId));
    const byId = new Map(parked.map((row) => [row.event_id, row]));
    expect(byId.get(refused.nul.eventId)).toMatchObject({ sqlstate: '22021' });
    expect(JSON.parse(byId.get(refused.nul.eventId)!.event)).toEqual(refused.nul);
    expect(byId.get(refused.badAddress.eventId)).toMatchObject({ sqlstate: '22P02' });
    expect(byId.get(refused.outOfRange.eventId)).toMatchObject({ sqlstate: null });
    expect(byId.get(refused.outOfRange.eventId)!.error).toMatch(/^bad event/);
    expect(parked).toHaveLength(3);

    const surrogate = await db
      .selectFrom('profile_views')
      .select('referrer')
      .where('event_id', '=', good[3]!.eventId)
      .executeTakeFirstOrThrow();
    expect(surrogate.referrer).toBe('a\ufffdb');
    await waitForQueueIdle(queue);
    expect(await queue.getJobCountByTypes('failed')).toBe(0);
  });

  it('should retry the whole batch, parking nothing, while the database is unreachable', async () => {
    const { prefix, queue } = setup();
    const company = await newCompany(db);
    const events = [queued(view(company.id)), queued(view(company.id))];
    await queue.add('analytics.events', { events }, { attempts: 20, backoff: 200 });

    // Nothing listens on port 1: every write fails to connect, as when PostgreSQL is down.
    const unreachable = createDb({ url: 'postgres://postgres@127.0.0.1:1/none', poolSize: 1 });
    cleanups.push(() => unreachable.destroy());
    const down = createInsertEventsWorker({
      db: unreachable,
      connection: workerConnection,
      prefix,
      maxWaitMs: 10,
    });
    const deadline = Date.now() + 20_000;
    let attempts = 0;
    while (attempts < 2 && Date.now() < deadline) {
      attempts = (await queue.getJobs(['delayed', 'waiting', 'active']))[0]?.attemptsMade ?? 0;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await down.close();
    expect(attempts).toBeGreaterThanOrEqual(2);

    startWorker(prefix);
    const ids = events.map((event) => event.eventId);
    expect((await waitForRows(ids)).rows).toBe(2);
    const parked = await db
      .selectFrom('analytics_dead_events')
      .select('id')
      .where('event_id', 'in', ids)
      .execute();
    expect(parked).toHaveLength(0);
  });
});

describe('the intake and the worker together', () => {
  let app: FastifyInstance;
  let prefix: string;
  const deps = () => ({
    config: { ...loadConfig({ LOG_LEVEL: 'silent' }) },
    db,
    redis: producerConnection,
  });

  beforeAll(async () => {
    prefix = `test-${randomUUID()}`;
    app = await buildServiceServer('analytics', deps(), createAnalyticsApp({ queue: { prefix } }));
  });

  afterAll(async () => {
    await app?.close();
    const queue = new Queue(QUEUES.analyticsEvents.name, {
      connection: producerConnection,
      prefix,
    });
    await queue.obliterate({ force: true });
    await queue.close();
  });

  it('should store a view, a beacon duration and a click sent over HTTP, and nothing rejected', async () => {
    const company = await newCompany(db);
    const referrer = `https://www.google.com/?q=${randomUUID()}`;
    const headers = { 'x-forwarded-for': '198.51.100.201', 'user-agent': 'HttpTest/1.0' };
    const send = (url: string, payload: unknown, extra: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url,
        headers: { ...headers, ...extra },
        payload: payload as string,
      });

    expect(
      (await send('/api/events/profile-views', { companyId: company.id, referrer })).statusCode,
    ).toBe(202);
    expect(
      (
        await send(
          '/api/track-view-duration',
          JSON.stringify({ companyId: company.id, viewDuration: 37, referrer }),
          { 'content-type': 'text/plain;charset=UTF-8' },
        )
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await send('/api/events/website-clicks', {
          companyId: company.id,
          websiteUrl: 'https://acme.example/',
          referrer,
        })
      ).statusCode,
    ).toBe(202);
    expect(
      (await send('/api/track-view-duration', { companyId: company.id, viewDuration: -5 }))
        .statusCode,
    ).toBe(400);

    startWorker(prefix);
    const deadline = Date.now() + 20_000;
    let views: { view_duration: number | null; ip_address: string | null }[] = [];
    let clicks: { website_url: string; ip_address: string | null }[] = [];
    while (Date.now() < deadline) {
      views = await db
        .selectFrom('profile_views')
        .select(['view_duration', 'ip_address'])
        .where('company_id', '=', company.id)
        .orderBy('view_duration')
        .execute();
      clicks = await db
        .selectFrom('website_clicks')
        .select(['website_url', 'ip_address'])
        .where('company_id', '=', company.id)
        .execute();
      if (views.length >= 2 && clicks.length >= 1) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(views).toEqual([
      { view_duration: 37, ip_address: '198.51.100.0' },
      { view_duration: null, ip_address: '198.51.100.0' },
    ]);
    expect(clicks).toEqual([{ website_url: 'https://acme.example/', ip_address: '198.51.100.0' }]);
  });
});
