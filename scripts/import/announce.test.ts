import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { QUEUES, createDb, createRedis } from '@trusthive/platform';
import { testDatabaseUrl, testRedisUrl } from '@trusthive/platform/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { announceBulkChange } from './announce';

// A per-run prefix keeps these jobs apart from other tests and from a running stack.
const prefix = `test-${randomUUID()}`;
const connection = createRedis(testRedisUrl(), 'producer', 'announce-test');
const followers = [QUEUES.searchIndex.name, QUEUES.scoreRecompute.name].map(
  (name) => new Queue(name, { connection, prefix }),
);

const db = createDb({ url: testDatabaseUrl(), poolSize: 1, applicationName: 'announce-test' });
const databaseUrl = testDatabaseUrl();

afterAll(async () => {
  await db.destroy();
  for (const queue of followers) {
    await queue.obliterate({ force: true });
    await queue.close();
  }
  connection.disconnect();
});

describe(announceBulkChange.name, () => {
  it('should queue one companies.bulk-changed event for every follower', async () => {
    const since = '2026-11-22T10:00:00.123Z';
    const result = await announceBulkChange({
      reason: 'imported',
      databaseUrl,
      redisUrl: testRedisUrl(),
      since,
      count: 42,
      prefix,
    });
    expect(result).toEqual({ queued: true, jobId: 'companies-bulk-20261122100000123' });
    for (const queue of followers) {
      const job = await queue.getJob('companies-bulk-20261122100000123');
      expect(job?.name).toBe('companies.bulk-changed');
      expect(job?.data).toEqual({ since, reason: 'imported', count: 42 });
    }
  });

  it('should report, not throw, when Redis cannot be reached, and keep the event', async () => {
    const since = '2026-11-22T11:00:00.000Z';
    const result = await announceBulkChange({
      reason: 'imported',
      databaseUrl,
      redisUrl: 'redis://127.0.0.1:1',
      since,
      count: 1,
      prefix,
      timeoutMs: 2_000,
    });
    expect(result.queued).toBe(false);
    // The event waits in the outbox for the stack's relay (issue 24 #15).
    const waiting = await db
      .selectFrom('outbox')
      .select(['queue', 'payload', 'delivered_at'])
      .where('prefix', '=', prefix)
      .where('delivered_at', 'is', null)
      .orderBy('queue')
      .execute();
    expect(waiting).toEqual([
      {
        queue: 'pageCache',
        payload: { since, reason: 'imported', count: 1 },
        delivered_at: null,
      },
      {
        queue: 'scoreRecompute',
        payload: { since, reason: 'imported', count: 1 },
        delivered_at: null,
      },
      {
        queue: 'searchIndex',
        payload: { since, reason: 'imported', count: 1 },
        delivered_at: null,
      },
      {
        queue: 'watchAlerts',
        payload: { since, reason: 'imported', count: 1 },
        delivered_at: null,
      },
    ]);
  });
});
