import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { QUEUES, createRedis } from '@trusthive/platform';
import { testRedisUrl } from '@trusthive/platform/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { announceBulkChange } from './announce';

// A per-run prefix keeps these jobs apart from other tests and from a running stack.
const prefix = `test-${randomUUID()}`;
const connection = createRedis(testRedisUrl(), 'producer', 'announce-test');
const followers = [QUEUES.searchIndex.name, QUEUES.scoreRecompute.name].map(
  (name) => new Queue(name, { connection, prefix }),
);

afterAll(async () => {
  for (const queue of followers) {
    await queue.obliterate({ force: true });
    await queue.close();
  }
  connection.disconnect();
});

describe(announceBulkChange.name, () => {
  it('should queue one companies.bulk-changed event for every follower', async () => {
    const since = '2026-11-22T10:00:00.123Z';
    const result = await announceBulkChange({ redisUrl: testRedisUrl(), since, count: 42, prefix });
    expect(result).toEqual({ queued: true, jobId: 'companies-bulk-20261122100000123' });
    for (const queue of followers) {
      const job = await queue.getJob('companies-bulk-20261122100000123');
      expect(job?.name).toBe('companies.bulk-changed');
      expect(job?.data).toEqual({ since, reason: 'imported', count: 42 });
    }
  });

  it('should report, not throw, when Redis cannot be reached', async () => {
    const result = await announceBulkChange({
      redisUrl: 'redis://127.0.0.1:1',
      since: '2026-11-22T10:00:00.000Z',
      count: 1,
      prefix,
      timeoutMs: 2_000,
    });
    expect(result.queued).toBe(false);
  });
});
