import { Queue, type Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import {
  DEFAULT_JOB_OPTIONS,
  QUEUES,
  createJobWorker,
  jobIds,
  type Database,
  type JobHandlers,
  type OutboxRelay,
} from '@trusthive/platform';
import { checkCompany, sendDigests } from '../shared/watch/alerts';
import { followedAmong, followedChangedSince } from '../shared/watch/watch.repository';

// Issue 43: alerts to the followers of a company. Company events (a registry import, a GST
// status, a staff decision) and the scoring worker's new scores arrive here; for a followed
// company each becomes one `watch.check`, WATCH_SETTLE_MS later and one per company at a time
// (deduplicated), so a status change and the re-score it causes, seconds apart, are one check
// and one mail. The check writes the mails in its transaction; the relay sends them on.
//
// The daily digest is `watch.digest`, run by a job scheduler at 08:00 India time.

const queue = QUEUES.watchAlerts;

/** How long a check waits after a company's first event: its re-score lands meanwhile. */
export const WATCH_SETTLE_MS = 5_000;
/** 08:00 IST is 02:30 UTC. */
export const WATCH_DIGEST_CRON = '30 2 * * *';

export interface WatchAlertsWorkerOptions {
  db: Kysely<Database>;
  /** A 'worker' connection (maxRetriesPerRequest: null), as BullMQ requires. */
  connection: Redis;
  /** A 'producer' connection: the worker queues its own checks. */
  producer: Redis;
  prefix?: string;
  publicBaseUrl: string;
  /** Woken after a check wrote mails, so they leave at once. */
  relay?: Pick<OutboxRelay, 'wake'>;
  concurrency?: number;
  settleMs?: number;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
}

export interface WatchAlertsWorker {
  worker: Worker;
  /** Sets the daily digest's job scheduler (idempotent). */
  schedule: (pattern?: string) => Promise<void>;
  waitUntilReady: () => Promise<void>;
  close: () => Promise<void>;
}

export function createWatchAlertsWorker(options: WatchAlertsWorkerOptions): WatchAlertsWorker {
  const { db, connection, producer, prefix, publicBaseUrl, relay, logger } = options;
  const settleMs = options.settleMs ?? WATCH_SETTLE_MS;
  const checks = new Queue(queue.name, {
    connection: producer,
    defaultJobOptions: DEFAULT_JOB_OPTIONS,
    ...(prefix ? { prefix } : {}),
  });
  checks.on('error', () => undefined);

  const queueChecks = async (companyIds: readonly number[]) => {
    for (const companyId of companyIds) {
      await checks.add('watch.check', queue.jobs['watch.check'].parse({ companyId }), {
        delay: settleMs,
        // One waiting check per company; an event during a running check queues one more.
        deduplication: { id: jobIds.watchCheck(companyId), keepLastIfActive: true },
      });
    }
    return { queued: companyIds.length };
  };

  const handlers: JobHandlers<typeof queue> = {
    'company.changed': async (job) => {
      const { companyId } = queue.jobs['company.changed'].parse(job.data);
      return queueChecks(await followedAmong(db, [companyId]));
    },
    'companies.bulk-changed': async (job) => {
      const { since } = queue.jobs['companies.bulk-changed'].parse(job.data);
      return queueChecks(await followedChangedSince(db, new Date(since)));
    },
    'watch.check': async (job) => {
      const { companyId } = queue.jobs['watch.check'].parse(job.data);
      const result = await checkCompany({ db, publicBaseUrl }, companyId);
      if (result.outcome === 'alerted') relay?.wake();
      return { companyId, ...result };
    },
    'watch.digest': async () => {
      const mailed = await sendDigests({ db, publicBaseUrl });
      if (mailed > 0) relay?.wake();
      return { mailed };
    },
  };
  const worker = createJobWorker({
    queue,
    handlers,
    connection,
    prefix,
    concurrency: options.concurrency ?? 4,
    logger,
    // Ids and counts only: never a follower's address.
    onCompleted: (job, result) => {
      if (job.name === 'watch.check' || job.name === 'watch.digest') {
        logger?.info({ id: job.id, ...(result as object) }, 'watchlist job done');
      }
    },
    failedMessage: 'watchlist job failed; it will retry',
  });

  return {
    worker,
    schedule: async (pattern = WATCH_DIGEST_CRON) => {
      await checks.upsertJobScheduler(
        'watch-digest',
        { pattern, tz: 'UTC' },
        { name: 'watch.digest', data: {}, opts: { removeOnComplete: true, removeOnFail: true } },
      );
    },
    waitUntilReady: () => worker.waitUntilReady(),
    close: async () => {
      await worker.close();
      await checks.close();
    },
  };
}
