import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/client';
import { Outbox } from '../src/outbox/outbox';
import { OutboxRelay } from '../src/outbox/relay';
import { CompanyEventsOutbox, pendingCompanyChange } from '../src/queue/company-events';
import { COMPANY_EVENT_QUEUES, QUEUES, jobIds } from '../src/queue/queues';
import { createRedis } from '../src/redis/client';
import { startOwnRedis } from '../src/testing/own-redis';
import { testDatabaseUrl, testRedisUrl } from '../src/testing/test-env';

// The transactional outbox (issue 24 #15) on real PostgreSQL and Redis. Each test has its own
// queue prefix, so its relay sees only its own rows; the Redis-down test stops a redis-server
// of its own, never the shared one.

const db = createDb({ url: testDatabaseUrl(), poolSize: 6, applicationName: 'outbox-test' });
const connection = createRedis(testRedisUrl(), 'producer', 'outbox-test');
const cleanups: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

afterAll(async () => {
  connection.disconnect();
  await db.destroy();
});

function setup(redis = connection) {
  const prefix = `test-${randomUUID().slice(0, 18)}`;
  const outbox = new Outbox(prefix);
  const score = new Queue(QUEUES.scoreRecompute.name, { connection: redis, prefix });
  const search = new Queue(QUEUES.searchIndex.name, { connection: redis, prefix });
  const pages = new Queue(QUEUES.pageCache.name, { connection: redis, prefix });
  const watch = new Queue(QUEUES.watchAlerts.name, { connection: redis, prefix });
  cleanups.push(async () => {
    for (const queue of [score, search, pages, watch]) {
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
    }
  });
  const relay = (options: Partial<ConstructorParameters<typeof OutboxRelay>[0]> = {}) => {
    const made = new OutboxRelay({ db, connection: redis, prefix, ...options });
    cleanups.push(() => made.close());
    return made;
  };
  const rows = () => db.selectFrom('outbox').selectAll().where('prefix', '=', prefix).execute();
  return { prefix, outbox, score, search, pages, watch, relay, rows };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(Outbox.name, () => {
  it('should keep a job written in a committed transaction and none of a rolled-back one', async () => {
    const { outbox, rows } = setup();
    await db.transaction().execute(async (trx) => {
      await outbox.enqueueInTransaction(
        trx,
        'scoreRecompute',
        'company.changed',
        { companyId: 11, reason: 'updated' },
        { deduplicationId: jobIds.companyChanged(11) },
      );
    });
    const rolledBack = db.transaction().execute(async (trx) => {
      await outbox.enqueueInTransaction(
        trx,
        'scoreRecompute',
        'company.changed',
        { companyId: 12, reason: 'updated' },
        { deduplicationId: jobIds.companyChanged(12) },
      );
      throw new Error('the write failed after its event was written');
    });
    await expect(rolledBack).rejects.toThrow('the write failed');

    expect((await rows()).map((row) => row.payload)).toEqual([
      { companyId: 11, reason: 'updated' },
    ]);
  });

  it('should refuse a payload its queue would refuse', async () => {
    const { outbox } = setup();
    await expect(
      outbox.enqueueInTransaction(
        db,
        'scoreRecompute',
        'company.changed',
        { companyId: -1, reason: 'updated' },
        { deduplicationId: 'x' },
      ),
    ).rejects.toThrow();
  });
});

describe(CompanyEventsOutbox.name, () => {
  it('should write one event per company and follower queue, over several statements', async () => {
    const { outbox, rows } = setup();
    const events = new CompanyEventsOutbox(outbox);
    // More companies than one statement takes, so the split is exercised.
    const ids = Array.from({ length: 2_500 }, (_, index) => index + 1);
    await db.transaction().execute((trx) => events.changedMany(trx, ids, 'imported'));

    const written = (await rows()).sort((a, b) => a.id - b.id);
    expect(written).toHaveLength(ids.length * COMPANY_EVENT_QUEUES.length);
    const scoring = written.filter((row) => row.queue === 'scoreRecompute');
    expect(scoring.map((row) => (row.payload as { companyId: number }).companyId)).toEqual(ids);
    expect(scoring[0]).toMatchObject({
      job_name: 'company.changed',
      payload: { companyId: 1, reason: 'imported' },
      job_options: { deduplicationId: jobIds.companyChanged(1) },
    });
  });
});

describe(OutboxRelay.name, () => {
  it('should deliver a company event to every follower queue and mark it delivered', async () => {
    const { outbox, score, search, pages, watch, relay, rows } = setup();
    const events = new CompanyEventsOutbox(outbox);
    await db.transaction().execute((trx) => events.changed(trx, 21, 'registered'));

    expect(await relay().deliverPending()).toBe(COMPANY_EVENT_QUEUES.length);
    for (const queue of [score, search, pages, watch]) {
      expect((await pendingCompanyChange(queue, 21))?.data).toEqual({
        companyId: 21,
        reason: 'registered',
      });
    }
    expect((await rows()).every((row) => row.delivered_at !== null && row.attempts === 1)).toBe(
      true,
    );
  });

  it('should deliver each row once when two relays run at once', async () => {
    const { outbox, score, relay, rows } = setup();
    const since = Date.parse('2026-01-01T00:00:00.000Z');
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 200; i++) {
        const iso = new Date(since + i * 1_000).toISOString();
        await outbox.enqueueInTransaction(
          trx,
          'scoreRecompute',
          'companies.bulk-changed',
          { since: iso, reason: 'imported', count: i },
          { jobId: jobIds.bulkChanged(iso) },
        );
      }
    });

    const [first, second] = [relay({ batchSize: 10 }), relay({ batchSize: 10 })];
    const delivered = await Promise.all([
      first.deliverPending(),
      second.deliverPending(),
      first.deliverPending(),
      second.deliverPending(),
    ]);

    // Counted by the relays themselves: BullMQ's job ids would hide a second add.
    expect(delivered.reduce((sum, count) => sum + count, 0)).toBe(200);
    const stored = await rows();
    expect(stored.filter((row) => row.delivered_at !== null)).toHaveLength(200);
    expect(stored.every((row) => row.attempts === 1)).toBe(true);
    expect(await score.getJobCountByTypes('waiting')).toBe(200);
  });

  it('should hold the rows while Redis is down and deliver them once it is back', async () => {
    const redis = await startOwnRedis();
    cleanups.push(() => redis.stop());
    const producer = createRedis(redis.url, 'producer', 'outbox-test-own');
    cleanups.push(async () => producer.disconnect());
    const { outbox, score, relay, rows } = setup(producer);
    const running = relay({ pollIntervalMs: 50, maxBackoffMs: 200 });
    running.start();

    await redis.stop();
    const events = new CompanyEventsOutbox(outbox);
    await db.transaction().execute((trx) => events.changed(trx, 31, 'registered'));
    running.wake();
    const waiting = await rows();
    expect(waiting).toHaveLength(COMPANY_EVENT_QUEUES.length);
    expect(waiting.every((row) => row.delivered_at === null)).toBe(true);

    await redis.start();
    const delivered = await until(rows, (all) => all.every((row) => row.delivered_at !== null));
    expect(delivered.every((row) => row.delivered_at !== null)).toBe(true);
    expect(await score.getJobCountByTypes('waiting')).toBe(1);
    expect((await pendingCompanyChange(score, 31))?.data).toEqual({
      companyId: 31,
      reason: 'registered',
    });
  });

  it('should prune delivered rows older than it keeps them, and nothing pending', async () => {
    const { outbox, relay, rows } = setup();
    for (const companyId of [41, 42, 43]) {
      await outbox.enqueueInTransaction(
        db,
        'scoreRecompute',
        'company.changed',
        { companyId, reason: 'updated' },
        { deduplicationId: jobIds.companyChanged(companyId) },
      );
    }
    const [old, recent, third] = await rows();
    await db
      .updateTable('outbox')
      .set({ delivered_at: sql`now() - interval '2 days'` })
      .where('id', '=', old!.id)
      .execute();
    await db
      .updateTable('outbox')
      .set({ delivered_at: sql`now()` })
      .where('id', '=', recent!.id)
      .execute();

    // Started: the first round delivers the third row and prunes what is older than a day.
    relay().start();
    const left = await until(rows, (all) => all.length === 2 && all.every((r) => r.delivered_at));
    expect(left.map((row) => row.id).sort()).toEqual([recent!.id, third!.id].sort());
  });
});
