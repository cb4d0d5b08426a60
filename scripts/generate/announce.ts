import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { CompanyEvents, createRedis, jobIds } from '@trusthive/platform';

export interface BulkChange {
  since: string;
  count: number;
}

export interface AnnounceOptions {
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
 */
export async function announceBulkChange(
  change: BulkChange,
  { redisUrl, prefix, timeoutMs = 3_000 }: AnnounceOptions,
): Promise<string> {
  const redis = createRedis(redisUrl, 'producer', 'generate-companies');
  try {
    await ready(redis, redisUrl, timeoutMs);
    const events = new CompanyEvents(redis, prefix);
    try {
      await events.bulkChanged(new Date(change.since), 'generated', change.count);
    } finally {
      await events.close();
    }
    return jobIds.bulkChanged(change.since);
  } finally {
    redis.disconnect();
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
