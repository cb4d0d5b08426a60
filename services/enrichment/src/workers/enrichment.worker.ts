import type { Job, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import {
  ENRICHMENT_KINDS,
  ENRICHMENT_QUEUES,
  QUEUES,
  createJobWorker,
  enrichmentPayload,
  type CompanyEventsOutbox,
  type Database,
  type OutboxRelay,
  type EnrichmentKind,
  type JobHandlers,
} from '@trusthive/platform';
import type { EnrichmentCache } from '../cache/enrichment-cache';
import { jobNameOf } from '../queue/enrichment-jobs';
import { ProviderError } from '../providers/http';
import { findEnrichmentCompany } from '../repositories/companies.repository';
import type { Lookups } from './lookups';

// One BullMQ worker per enrichment queue. A job: read the company, ask the provider, persist,
// tell the score worker, cache the answer. Retries: a transient failure (timeout, 5xx, 429,
// garbled JSON, our own database hiccup) throws, and BullMQ tries again with exponential
// backoff up to the job's attempts; the last failure, or a permanent one (a key the provider
// rejects), is cached as `failed` for the cache's TTL and the job completes, so nothing asks
// again within the window (spec §8: a failed lookup is a null result, which is cached).
//
// Nothing is lost when the process dies mid-job: the job stays locked until its lock expires,
// then the next worker's stalled check hands it out again. Every step is idempotent (upserts,
// a cache write), so doing a job twice is harmless.

export type JobOutcome = 'ready' | 'none' | 'failed' | 'cached' | 'skipped';

export interface EnrichmentWorkersOptions {
  db: Kysely<Database>;
  /** A 'worker' connection (maxRetriesPerRequest: null), as BullMQ requires. */
  connection: Redis;
  cache: EnrichmentCache;
  lookups: Lookups;
  /** The score event, written to the outbox (issue 24 #15). */
  events: Pick<CompanyEventsOutbox, 'changed'>;
  /** Woken after an event is written, so it leaves at once. */
  relay?: Pick<OutboxRelay, 'wake'>;
  prefix?: string;
  concurrency?: number;
  /** How long a dead worker's jobs stay locked before another worker takes them. */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
  onOutcome?: (kind: EnrichmentKind, companyId: number, outcome: JobOutcome) => void;
}

export interface EnrichmentWorkers {
  workers: Record<EnrichmentKind, Worker>;
  waitUntilReady(): Promise<void>;
  close(): Promise<void>;
}

export function createEnrichmentWorkers(options: EnrichmentWorkersOptions): EnrichmentWorkers {
  const workers = Object.fromEntries(
    ENRICHMENT_KINDS.map((kind) => [kind, createWorker(kind, options)]),
  ) as Record<EnrichmentKind, Worker>;
  const all = Object.values(workers);
  return {
    workers,
    waitUntilReady: async () => {
      await Promise.all(all.map((worker) => worker.waitUntilReady()));
    },
    close: async () => {
      await Promise.all(all.map((worker) => worker.close()));
    },
  };
}

function createWorker(
  kind: EnrichmentKind,
  {
    db,
    connection,
    cache,
    lookups,
    events,
    relay,
    prefix,
    concurrency = 8,
    lockDurationMs = 30_000,
    stalledIntervalMs = 15_000,
    logger,
    onOutcome,
  }: EnrichmentWorkersOptions,
): Worker {
  const queue = QUEUES[ENRICHMENT_QUEUES[kind]];
  const expected = jobNameOf(kind);

  const handle = async (job: Job): Promise<JobOutcome> => {
    const parsed = enrichmentPayload.safeParse(job.data);
    if (job.name !== expected || !parsed.success) return 'skipped';
    const { companyId } = parsed.data;
    // A job queued in the instant between a lookup's cache write and its removal finds the
    // answer already there.
    if (await cache.get(kind, companyId)) return 'cached';
    const company = await findEnrichmentCompany(db, companyId);
    if (!company) return 'skipped';

    try {
      const entry = await lookups.run(kind, company);
      // The event goes before the cache write: if it fails, the retry redoes the lookup
      // instead of finding a cached answer whose score was never recomputed. It is an outbox
      // row (one per follower queue, committed together), written after the lookup's own
      // write rather than in its transaction so that no connection is held across a provider
      // call; a crash between the two leaves the job unacknowledged, and its retry writes the
      // event. Once committed, the event reaches the score worker whatever Redis does next.
      if (entry.status === 'ready') {
        await db.transaction().execute((trx) => events.changed(trx, companyId, 'enriched'));
        relay?.wake();
      }
      await cache.set(kind, companyId, entry);
      return entry.status;
    } catch (error) {
      const permanent = error instanceof ProviderError && !error.transient;
      const attempts = job.opts.attempts ?? 1;
      if (!permanent && job.attemptsMade + 1 < attempts) throw error;
      logger?.warn(
        { kind, companyId, attempts: job.attemptsMade + 1, err: describe(error) },
        'enrichment lookup failed; caching the failure',
      );
      await cache.set(kind, companyId, {
        status: 'failed',
        data: null,
        error: lookups.failureText(kind, error),
      });
      return 'failed';
    }
  };

  return createJobWorker({
    queue,
    // Each kind's queue has the one job of that kind; the kit refuses to start if it has more.
    handlers: { [expected]: handle } as JobHandlers<typeof queue>,
    connection,
    prefix,
    concurrency,
    // A job caught in a few worker restarts is still done, not dropped.
    locks: { lockDuration: lockDurationMs, stalledInterval: stalledIntervalMs, maxStalledCount: 5 },
    logger,
    onCompleted: (job, outcome) => {
      const companyId = (job.data as { companyId?: number }).companyId ?? 0;
      onOutcome?.(kind, companyId, outcome as JobOutcome);
    },
    failedMessage: 'enrichment attempt failed; it will retry',
    describeFailure: (job, error) => ({
      kind,
      id: job?.id,
      attempts: job?.attemptsMade,
      err: describe(error),
    }),
  });
}

/** Provider errors are logged by message only: their causes may carry a keyed URL. */
function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
