import { once } from 'node:events';
import type { Redis } from 'ioredis';
import { CompanyEvents, createRedis, jobIds } from '@trusthive/platform';

// After a load, one event tells search and scoring to catch up on every company changed since
// the import began. A bulk import must not fail because Redis is down: the data is in
// PostgreSQL already, and `npm run reindex` catches up later.

export interface BulkChange {
  redisUrl: string;
  /** ISO time the import began (database clock). */
  since: string;
  count: number;
  /** BullMQ key prefix; tests pass their own so they never touch the real queue. */
  prefix?: string;
  timeoutMs?: number;
}

export type AnnounceResult = { queued: true; jobId: string } | { queued: false; reason: string };

/** Queues one companies.bulk-changed event for every follower (search index, trust score). */
export async function announceBulkChange(change: BulkChange): Promise<AnnounceResult> {
  const { redisUrl, since, count, prefix, timeoutMs = 5_000 } = change;
  const redis = createRedis(redisUrl, 'producer', 'import-mca');
  let events: CompanyEvents | undefined;
  try {
    const deadline = `Redis did not answer within ${timeoutMs / 1_000} s`;
    // Connect first: BullMQ would otherwise retry (and log) until the timeout runs out.
    await withTimeout(connected(redis), timeoutMs, deadline);
    events = new CompanyEvents(redis, prefix);
    await withTimeout(events.bulkChanged(new Date(since), 'imported', count), timeoutMs, deadline);
    return { queued: true, jobId: jobIds.bulkChanged(since) };
  } catch (error) {
    return { queued: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    if (events) await withTimeout(events.close(), 1_000, 'close').catch(() => undefined);
    redis.disconnect();
  }
}

async function connected(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return;
  // once() rejects on the first 'error' event, which is what a refused connection emits.
  await once(redis, 'ready');
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
