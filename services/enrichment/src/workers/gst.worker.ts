import { Queue, RateLimitError, UnrecoverableError, type Job, type Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import {
  QUEUES,
  createJobWorker,
  gstLookupPayload,
  type CompanyEventsOutbox,
  type Database,
  type JobHandlers,
  type OutboxRelay,
} from '@trusthive/platform';
import { gstinProblem } from '@trusthive/contracts';
import { askGstn, gstMissingKey } from '../gst/ask-gstn';
import { OVER_QUOTA_PROGRESS, type GstJobs, type GstOutcome } from '../gst/gst-jobs';
import { GstOverQuotaError, type GstNetwork } from '../providers/gst-network';
import { ProviderError } from '../providers/http';
import {
  staleGstRegistrations,
  uncheckedGstinsOnRecord,
} from '../repositories/gst-registrations.repository';

// The GST side of the enrichment worker (issue 40):
//
// - gst-lookup: one GSTN call per job, at most GST_REQUESTS_PER_MINUTE across every replica
//   (BullMQ's limiter is kept in Redis, per queue). A 429 pauses the whole queue for its
//   Retry-After (queue.rateLimit) and puts the job back to wait, not failed: it and every
//   other lookup go on once the quota allows. GSTN down or the answer garbled is the outcome
//   'unavailable' (the visitor is told at once; the sweep comes back to a stale record).
// - gst-refresh: a repeatable job (a BullMQ job scheduler, one however many replicas start)
//   that queues lookups of the GSTINs on companies' records GSTN was never asked about (up to
//   half), then of the stored records older than GST_REFRESH_DAYS, oldest first, as many as
//   the quota of one interval; they wait behind visitors' lookups (REFRESH_PRIORITY).
//   Each lands through storeGstRegistration, which matches the record again.
//
// GSTINs hold PANs: logs name job ids (a digest of the number), never the number.

/** How often the refresh sweep runs. */
export const GST_REFRESH_EVERY_MS = 60 * 60 * 1_000;
/** A lookup put back by 429s this many times ends as 'unavailable' (the sweep retries it). */
const MAX_QUOTA_WAITS = 5;
const DAY_MS = 86_400_000;

export interface GstWorkersOptions {
  db: Kysely<Database>;
  /** A 'worker' connection (maxRetriesPerRequest: null), as BullMQ requires. */
  connection: Redis;
  /** A producer connection: the "no such" key and the queue's pause. */
  redis: Redis;
  jobs: GstJobs;
  gst: GstNetwork;
  prefix: string;
  requestsPerMinute: number;
  refreshDays: number;
  notFoundTtlSeconds: number;
  /** company.changed when a refreshed match or status changes (an outbox row). */
  events: Pick<CompanyEventsOutbox, 'changed'>;
  /** The process's outbox relay, woken after an event is written. */
  relay?: Pick<OutboxRelay, 'wake'>;
  concurrency?: number;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
  now?: () => number;
}

export interface GstWorkers {
  lookup: Worker;
  refresh: Worker;
  /** Registers the repeatable sweep (idempotent: every replica may call it). */
  schedule(everyMs?: number): Promise<void>;
  waitUntilReady(): Promise<void>;
  close(): Promise<void>;
}

/** The sweep: queues lookups of up to `limit` records older than `refreshDays`, oldest first. */
export async function queueStaleGstLookups(
  { db, jobs, refreshDays }: Pick<GstWorkersOptions, 'db' | 'jobs' | 'refreshDays'>,
  limit: number,
  now = Date.now(),
): Promise<string[]> {
  const gstins = await staleGstRegistrations(db, new Date(now - refreshDays * DAY_MS), limit);
  return jobs.request(gstins, { refresh: true });
}

/**
 * The sweep's other half: GSTINs on companies' records that GSTN was never asked about (issue
 * 40: a number someone typed earns nothing until GSTN confirms it), at most `limit`, skipping
 * those GSTN said lately it does not know (the "no such" key) and those failing their check
 * character (GSTN would not know them either).
 */
export async function queueUncheckedGstLookups(
  {
    db,
    jobs,
    isKnownMissing,
  }: Pick<GstWorkersOptions, 'db' | 'jobs'> & {
    isKnownMissing: (gstin: string) => Promise<boolean>;
  },
  limit: number,
): Promise<string[]> {
  const candidates = (await uncheckedGstinsOnRecord(db, limit)).filter(
    (gstin) => gstinProblem(gstin) === null,
  );
  const known = await Promise.all(candidates.map(isKnownMissing));
  return jobs.request(
    candidates.filter((_, index) => !known[index]),
    { refresh: true },
  );
}

export function createGstWorkers(options: GstWorkersOptions): GstWorkers {
  const { db, connection, redis, gst, prefix, logger } = options;
  const lookupQueue = QUEUES.gstLookup;
  // queue.rateLimit pauses every worker of the queue, in any replica.
  const pauser = new Queue(lookupQueue.name, { connection: redis, prefix });
  pauser.on('error', () => undefined);

  const lookupHandler = async (job: Job): Promise<GstOutcome> => {
    const parsed = gstLookupPayload.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError('gst.lookup: malformed payload');
    const { gstin } = parsed.data;
    try {
      return await askGstn(
        {
          db,
          redis,
          gst,
          prefix,
          notFoundTtlSeconds: options.notFoundTtlSeconds,
          events: options.events,
          relay: options.relay,
        },
        gstin,
      );
    } catch (error) {
      if (error instanceof GstOverQuotaError) {
        await pauser.rateLimit(error.retryAfterMs);
        await job.updateProgress(OVER_QUOTA_PROGRESS);
        logger?.warn(
          { id: job.id, retryAfterMs: error.retryAfterMs },
          'GSTN is over quota; GST lookups paused',
        );
        if (job.attemptsStarted <= MAX_QUOTA_WAITS) throw new RateLimitError();
        return 'unavailable';
      }
      if (!(error instanceof ProviderError)) throw error;
      logger?.warn(
        { id: job.id, failure: error.failure, reason: error.message },
        'GST lookup failed',
      );
      return 'unavailable';
    }
  };

  const lookup = createJobWorker({
    queue: lookupQueue,
    handlers: { 'gst.lookup': lookupHandler } satisfies JobHandlers<typeof lookupQueue>,
    connection,
    prefix,
    concurrency: options.concurrency ?? 4,
    limiter: { max: options.requestsPerMinute, duration: 60_000 },
    logger,
    failedMessage: 'GST lookup attempt failed; it will retry',
  });

  const interval = { everyMs: GST_REFRESH_EVERY_MS };
  const refreshQueue = QUEUES.gstRefresh;
  const refresh = createJobWorker({
    queue: refreshQueue,
    handlers: {
      'gst.refresh': async () => {
        // One interval's quota: visitors' lookups go first, so the sweep spends what is left.
        const limit = Math.ceil((options.requestsPerMinute * interval.everyMs) / 60_000);
        // Numbers on record GSTN never saw first: until it does they earn nothing.
        const unchecked = await queueUncheckedGstLookups(
          {
            ...options,
            isKnownMissing: async (gstin) =>
              (await options.redis.exists(gstMissingKey(options.prefix, gstin))) === 1,
          },
          Math.ceil(limit / 2),
        );
        const stale = await queueStaleGstLookups(
          options,
          limit - unchecked.length,
          options.now?.(),
        );
        return { queued: unchecked.length + stale.length };
      },
    } satisfies JobHandlers<typeof refreshQueue>,
    connection,
    prefix,
    concurrency: 1,
    logger,
    completedMessage: 'GST refresh sweep queued lookups',
    failedMessage: 'GST refresh sweep failed; it runs again at its next interval',
  });
  const scheduler = new Queue(refreshQueue.name, { connection: redis, prefix });
  scheduler.on('error', () => undefined);

  return {
    lookup,
    refresh,
    schedule: async (everyMs = GST_REFRESH_EVERY_MS) => {
      interval.everyMs = everyMs;
      await scheduler.upsertJobScheduler(
        'gst-refresh',
        { every: everyMs },
        { name: 'gst.refresh', data: {}, opts: { removeOnComplete: true, removeOnFail: true } },
      );
    },
    waitUntilReady: async () => {
      await Promise.all([lookup.waitUntilReady(), refresh.waitUntilReady()]);
    },
    close: async () => {
      await Promise.all([lookup.close(), refresh.close()]);
      await Promise.all([pauser.close(), scheduler.close()]);
    },
  };
}
