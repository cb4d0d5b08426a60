import { once } from 'node:events';
import type { Redis } from 'ioredis';
import {
  CompanyEventsOutbox,
  Outbox,
  OutboxRelay,
  createDb,
  createRedis,
  jobIds,
} from '@trusthive/platform';

// After a load (an import, or the generator's synthetic rows), one event tells search and
// scoring to catch up on every company changed since the load began. The event is written to the outbox first (issue 24 #15), so once the load
// has committed it is never lost: it is sent here at once when Redis answers, and otherwise by
// the outbox relay of the running stack (the submissions service, the enrichment worker) as
// soon as Redis is back. A bulk import never fails because Redis is down.

export interface BulkChange {
  /** What loaded the rows, as the event names it. */
  reason: 'imported' | 'generated';
  databaseUrl: string;
  redisUrl: string;
  /** ISO time the load began (database clock). */
  since: string;
  count: number;
  /** BullMQ key prefix; tests pass their own so they never touch the real queue. */
  prefix?: string;
  timeoutMs?: number;
}

export type AnnounceResult = { queued: true; jobId: string } | { queued: false; reason: string };

/** Queues one companies.bulk-changed event for every follower (search index, trust score). */
export async function announceBulkChange(change: BulkChange): Promise<AnnounceResult> {
  const { reason, databaseUrl, redisUrl, since, count, prefix, timeoutMs = 5_000 } = change;
  const applicationName = reason === 'generated' ? 'generate-companies' : 'import-mca';
  const db = createDb({ url: databaseUrl, poolSize: 1, applicationName });
  const redis = createRedis(redisUrl, 'producer', applicationName);
  const relay = new OutboxRelay({ db, connection: redis, ...(prefix ? { prefix } : {}) });
  try {
    const events = new CompanyEventsOutbox(new Outbox(prefix));
    await db
      .transaction()
      .execute((trx) => events.bulkChanged(trx, new Date(since), reason, count));
    try {
      const deadline = `Redis did not answer within ${timeoutMs / 1_000} s`;
      // Connect first: BullMQ would otherwise retry (and log) until the timeout runs out.
      await withTimeout(connected(redis), timeoutMs, deadline);
      await withTimeout(relay.deliverPending(), timeoutMs, deadline);
    } catch (error) {
      return { queued: false, reason: error instanceof Error ? error.message : String(error) };
    }
    return { queued: true, jobId: jobIds.bulkChanged(since) };
  } finally {
    await withTimeout(relay.close(), 1_000, 'close').catch(() => undefined);
    redis.disconnect();
    await db.destroy();
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
