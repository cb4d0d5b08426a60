import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CompanyEventsOutbox,
  Outbox,
  OutboxRelay,
  createDb,
  createRedis,
  jobIds,
} from '@trusthive/platform';

export interface BulkChange {
  since: string;
  count: number;
}

export interface AnnounceOptions {
  /** The event is written to this database's outbox first (issue 24 #15). */
  databaseUrl: string;
  redisUrl: string;
  /** BullMQ key prefix; tests pass their own. */
  prefix?: string;
  /** How long to wait for Redis before giving up. */
  timeoutMs?: number;
}

/**
 * Publishes one 'companies.bulk-changed' event (reason 'generated') to every follower of the
 * companies table, so that the search index and the trust scores pick up the generated rows
 * (each has updated_at = since). The job id comes from `since`, so announcing the same load
 * twice queues it once. Returns that job id.
 *
 * The event is written to the outbox before Redis is asked, so when Redis is down this throws
 * but the event is kept: the outbox relay of the running stack sends it once Redis is back.
 */
export async function announceBulkChange(
  change: BulkChange,
  { databaseUrl, redisUrl, prefix, timeoutMs = 3_000 }: AnnounceOptions,
): Promise<string> {
  const db = createDb({ url: databaseUrl, poolSize: 1, applicationName: 'generate-companies' });
  const redis = createRedis(redisUrl, 'producer', 'generate-companies');
  const relay = new OutboxRelay({ db, connection: redis, ...(prefix ? { prefix } : {}) });
  try {
    const events = new CompanyEventsOutbox(new Outbox(prefix));
    await db
      .transaction()
      .execute((trx) => events.bulkChanged(trx, new Date(change.since), 'generated', change.count));
    await ready(redis, redisUrl, timeoutMs);
    await relay.deliverPending();
    return jobIds.bulkChanged(change.since);
  } finally {
    await relay.close();
    redis.disconnect();
    await db.destroy();
  }
}

/**
 * Producers fail fast when Redis is down: wait for the first connection, but give up on the
 * first connection error (once() rejects on 'error') or after `timeoutMs`.
 */
async function ready(
  redis: ReturnType<typeof createRedis>,
  url: string,
  timeoutMs: number,
): Promise<void> {
  if (redis.status === 'ready') return;
  const done = new AbortController();
  try {
    await Promise.race([
      once(redis, 'ready', { signal: done.signal }),
      sleep(timeoutMs, undefined, { signal: done.signal }).then(() => {
        throw new Error(`Redis at ${url} did not answer within ${timeoutMs} ms`);
      }),
    ]);
  } finally {
    done.abort();
  }
}
