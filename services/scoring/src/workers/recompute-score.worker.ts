import type { Job, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import {
  QUEUES,
  createJobWorker,
  type CompanyEventsOutbox,
  type Database,
  type JobHandlers,
} from '@trusthive/platform';
import {
  recomputeCompany,
  recomputeSince,
  scoreEvents,
  type RecomputeProgress,
} from '../trust-score.service';

// Keeps companies.trust_score in step with its inputs. Every write to companies (registration,
// import, generation, enrichment) ends in a company event on QUEUES.scoreRecompute:
//   company.changed {companyId}        → recompute that company
//   companies.bulk-changed {since}     → recompute every company with updated_at >= since
// Both recompute from the current rows and store only what changed, so a retried or repeated
// job is harmless. A bulk job reports its position as progress and resumes from it on retry.
// A changed score is announced to the search-index queue (only) through the outbox, in the
// score write's transaction; worker-main runs the relay that delivers it.

const queue = QUEUES.scoreRecompute;

export interface RecomputeWorkerOptions {
  db: Kysely<Database>;
  /** A 'worker' connection (maxRetriesPerRequest: null), as BullMQ requires. */
  connection: Redis;
  prefix?: string;
  /** Where changed scores are announced; by default the outbox rows of `prefix`. */
  events?: CompanyEventsOutbox;
  concurrency?: number;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
}

const isProgress = (value: unknown): value is RecomputeProgress =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RecomputeProgress).afterId === 'number' &&
  typeof (value as RecomputeProgress).scanned === 'number' &&
  typeof (value as RecomputeProgress).changed === 'number';

export function recomputeHandlers(
  db: Kysely<Database>,
  events: CompanyEventsOutbox = scoreEvents(),
) {
  return {
    'company.changed': async (job: Job) => {
      const { companyId } = queue.jobs['company.changed'].parse(job.data);
      const found = await recomputeCompany(db, companyId, events);
      return { companyId, found };
    },
    'companies.bulk-changed': async (job: Job) => {
      const { since } = queue.jobs['companies.bulk-changed'].parse(job.data);
      const from = isProgress(job.progress) ? job.progress : undefined;
      return recomputeSince(db, new Date(since), {
        ...(from ? { from } : {}),
        events,
        onBatch: (progress) => job.updateProgress(progress),
      });
    },
  } satisfies JobHandlers<typeof queue>;
}

export function createRecomputeWorker({
  db,
  connection,
  prefix,
  events = scoreEvents(prefix),
  concurrency = 2,
  logger,
}: RecomputeWorkerOptions): Worker {
  return createJobWorker({
    queue,
    handlers: recomputeHandlers(db, events),
    connection,
    prefix,
    concurrency,
    logger,
    completedMessage: 'score recomputed',
    failedMessage: 'score recompute failed',
  });
}
