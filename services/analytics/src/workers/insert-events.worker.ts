import type { Job, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { z } from 'zod';
import {
  QUEUES,
  analyticsEvent,
  createJobWorker,
  type AnalyticsEvent,
  type Database,
  type JobHandlers,
} from '@trusthive/platform';
import { insertEvents } from '../repositories/analytics-events.repository';
import { parkEvents, type DeadEvent } from '../repositories/dead-events.repository';
import { EventBatcher, type BatchReport } from './event-batcher';
import { writeIsolatingBadEvents } from './isolate-bad-events';

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
//
// One bad event never takes others down (issue 24 #4): each event of a job is parsed on its
// own, and one that does not parse is parked in analytics_dead_events while the rest go on;
// a batch the database refuses for its data is halved until the refused event is found and
// parked (isolate-bad-events.ts). Parking, not a failed BullMQ job: the table is queried with
// SQL beside the events it belongs with, and a failed job would hold the good events too.

const queue = QUEUES.analyticsEvents;

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

/** A job's shape before its events are parsed one by one. */
const jobEnvelope = z.object({ events: z.array(z.unknown()).min(1).max(1_000) });

function eventIdOf(raw: unknown): string | null {
  const id = (raw as { eventId?: unknown } | null)?.eventId;
  return z.uuid().safeParse(id).success ? (id as string) : null;
}

function deadEvent(raw: unknown, error: unknown): DeadEvent {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return {
    eventId: eventIdOf(raw),
    raw,
    error: typeof message === 'string' ? message : String(error),
    sqlstate: typeof code === 'string' ? code : null,
  };
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
  const park = async (dead: DeadEvent[]) => {
    await parkEvents(db, dead);
    for (const event of dead) {
      logger?.warn(
        { eventId: event.eventId, sqlstate: event.sqlstate, error: event.error },
        'analytics event refused; parked in analytics_dead_events',
      );
    }
  };
  const batcher = new EventBatcher({
    write: async (events) => {
      const { inserted } = await writeIsolatingBadEvents(events, {
        write: async (some: AnalyticsEvent[]) => {
          const counts = await insertEvents(db, some);
          return counts.search + counts.profileViews + counts.websiteClicks;
        },
        park: (event, error) => park([deadEvent(event, error)]),
      });
      return inserted;
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
      const envelope = jobEnvelope.safeParse(job.data);
      if (!envelope.success) {
        // Not even a list of events: nothing to salvage, the whole payload is parked.
        await park([deadEvent(job.data, new Error(`bad payload: ${envelope.error.message}`))]);
        return 0;
      }
      const good: AnalyticsEvent[] = [];
      const bad: DeadEvent[] = [];
      for (const raw of envelope.data.events) {
        const parsed = analyticsEvent.safeParse(raw);
        if (parsed.success) good.push(parsed.data);
        else bad.push(deadEvent(raw, new Error(`bad event: ${parsed.error.message}`)));
      }
      await park(bad);
      if (good.length > 0) await batcher.add(good);
      return good.length;
    },
  } satisfies JobHandlers<typeof queue>;

  const worker = createJobWorker({
    queue,
    handlers,
    connection,
    prefix,
    concurrency,
    // A job may be caught in several worker restarts before it is stored.
    locks: {
      lockDuration: lockDurationMs,
      stalledInterval: stalledIntervalMs,
      maxStalledCount: 10,
    },
    logger,
    failedMessage: 'analytics job failed',
    describeFailure: (job, error) => ({ id: job?.id, attempts: job?.attemptsMade, err: error }),
  });

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
