import { Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { QUEUES, type CompanyEventsOutbox, type Database } from '@trusthive/platform';
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
type JobName = keyof typeof queue.jobs;

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
  } satisfies Record<JobName, (job: Job) => Promise<unknown>>;
}

export function createRecomputeWorker({
  db,
  connection,
  prefix,
  events = scoreEvents(prefix),
  concurrency = 2,
  logger,
}: RecomputeWorkerOptions): Worker {
  const handlers: Record<string, (job: Job) => Promise<unknown>> = recomputeHandlers(db, events);
  // Refuse to start with a job the queue declares but nothing handles (STYLE 17).
  const missing = Object.keys(queue.jobs).filter((name) => !handlers[name]);
  if (missing.length > 0) throw new Error(`${queue.name}: no handler for ${missing.join(', ')}`);

  const worker = new Worker(
    queue.name,
    async (job) => {
      const handler = handlers[job.name];
      if (!handler) throw new Error(`${queue.name}: unknown job ${job.name}`);
      return handler(job);
    },
    {
      connection,
      concurrency,
      ...(prefix ? { prefix } : {}),
    },
  );
  worker.on('completed', (job, result) =>
    logger?.info({ job: job.name, id: job.id, result }, 'score recomputed'),
  );
  worker.on('failed', (job, error) =>
    logger?.warn({ job: job?.name, id: job?.id, err: error }, 'score recompute failed'),
  );
  worker.on('error', (error) => logger?.error({ err: error }, 'score worker error'));
  return worker;
}
