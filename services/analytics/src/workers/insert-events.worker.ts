import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { QUEUES, type Database } from '@trusthive/platform';
import { insertEvents } from '../repositories/analytics-events.repository';
import { EventBatcher, type BatchReport } from './event-batcher';

// Stores analytics events in batches (issue 8).
//
// Why this shape: BullMQ hands a worker one job per concurrency slot, so the worker runs with
// many slots (200) and every job's processor parks its events in one EventBatcher, which
// writes up to 500 rows (or whatever arrived within 1 s) in one transaction and only then lets
// those jobs complete. The intake already packs the events accepted together into one job
// (AnalyticsEventQueue), so a batch is typically tens of jobs and hundreds of rows.
//
// Nothing is lost when the process dies: a job is acknowledged only after its rows committed.
// Jobs held by a killed worker keep their lock until it expires (lockDuration), then the next
// worker's stalled check puts them back on the queue. If the rows had committed just before
// the kill, the redelivered events are skipped by `on conflict (event_id) do nothing`.

const queue = QUEUES.analyticsEvents;
type JobName = keyof typeof queue.jobs;

export interface InsertEventsWorkerOptions {
  db: Kysely<Database>;
  /** A 'worker' connection (maxRetriesPerRequest: null), as BullMQ requires. */
  connection: Redis;
  prefix?: string;
  /** Jobs held at once; each is a group of events accepted together. */
  concurrency?: number;
  maxBatchRows?: number;
  maxWaitMs?: number;
  /** How long a dead worker's jobs stay locked before they are handed out again. */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  logger?: Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;
  onBatch?: (report: BatchReport) => void;
}

export interface InsertEventsWorker {
  worker: Worker;
  /** Stops taking jobs, writes what it holds, and closes. */
  close(): Promise<void>;
}

export function createInsertEventsWorker({
  db,
  connection,
  prefix,
  concurrency = 200,
  maxBatchRows = 500,
  maxWaitMs = 1_000,
  lockDurationMs = 15_000,
  stalledIntervalMs = 5_000,
  logger,
  onBatch,
}: InsertEventsWorkerOptions): InsertEventsWorker {
  const batcher = new EventBatcher({
    write: async (events) => {
      const counts = await insertEvents(db, events);
      return counts.search + counts.profileViews + counts.websiteClicks;
    },
    maxRows: maxBatchRows,
    maxWaitMs,
    maxJobs: concurrency,
    onBatch: (report) => {
      logger?.debug(report, 'analytics batch stored');
      if (report.split) logger?.warn(report, 'analytics batch failed; stored job by job');
      onBatch?.(report);
    },
    onJobFailed: (error, events) =>
      logger?.warn({ err: error, events }, 'analytics events not stored; the job will retry'),
  });

  const handlers = {
    'analytics.events': async (job: Job) => {
      const parsed = queue.jobs['analytics.events'].safeParse(job.data);
      // A payload that does not parse never will: fail it for good (kept for a week).
      if (!parsed.success) throw new UnrecoverableError(`bad payload: ${parsed.error.message}`);
      await batcher.add(parsed.data.events);
      return parsed.data.events.length;
    },
  } satisfies Record<JobName, (job: Job) => Promise<unknown>>;

  // Refuse to start with a job the queue declares but nothing handles (STYLE 17).
  const handled: Record<string, (job: Job) => Promise<unknown>> = handlers;
  const missing = Object.keys(queue.jobs).filter((name) => !handled[name]);
  if (missing.length > 0) throw new Error(`${queue.name}: no handler for ${missing.join(', ')}`);

  const worker = new Worker(
    queue.name,
    async (job) => {
      const handler = handled[job.name];
      if (!handler) throw new UnrecoverableError(`${queue.name}: unknown job ${job.name}`);
      return handler(job);
    },
    {
      connection,
      concurrency,
      lockDuration: lockDurationMs,
      stalledInterval: stalledIntervalMs,
      // A job may be caught in several worker restarts before it is stored.
      maxStalledCount: 10,
      ...(prefix ? { prefix } : {}),
    },
  );
  worker.on('failed', (job, error) =>
    logger?.warn({ id: job?.id, attempts: job?.attemptsMade, err: error }, 'analytics job failed'),
  );
  worker.on('error', (error) => logger?.error({ err: error }, 'analytics worker error'));

  return {
    worker,
    async close() {
      const closing = worker.close();
      await batcher.drain();
      await closing;
      await batcher.drain();
    },
  };
}
