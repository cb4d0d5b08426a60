import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { DependencyUnavailableError } from '../http/errors';
import { QUEUES, analyticsEvent, jobIds, type AnalyticsEvent } from './queues';

// The producer side of QUEUES.analyticsEvents, shared by the analytics intake and the search
// service (which records its own searches here).
//
// Group commit: events accepted while a job is being added wait and leave together as the
// next job, so under load one Redis round trip carries many events and the worker has few
// jobs to move, while a lone event still leaves at once. `record` resolves only once its job
// is in Redis: an event that was answered 202 is on the queue, not in this process's memory.
// With the producer connection (no offline queue) a Redis outage rejects at once.

const queue = QUEUES.analyticsEvents;
const JOB_NAME = 'analytics.events';

/** Analytics jobs are many and disposable once stored; a failed batch is kept for a week. */
export const ANALYTICS_JOB_OPTIONS = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: true,
  removeOnFail: { age: 7 * 24 * 3_600 },
} as const;

/** What a caller gives: everything but the id and time, which are set on acceptance. */
export type NewAnalyticsEvent = AnalyticsEvent extends infer E
  ? E extends AnalyticsEvent
    ? Omit<E, 'eventId' | 'occurredAt'> & { eventId?: string; occurredAt?: string }
    : never
  : never;

export interface AnalyticsEventQueueOptions {
  /** BullMQ key prefix (tests use one per file). */
  prefix?: string;
  /** Most events per job. */
  maxBatch?: number;
  /**
   * How long the first event of a batch may wait for others (ms). 0, the default: events wait
   * only while the previous job is being added (measured: a 2 ms linger doubled the events per
   * job but added 4 ms to the median answer on a loaded machine).
   */
  lingerMs?: number;
  /** Jobs being added at once (1: each add carries everything that arrived during the last). */
  maxInFlight?: number;
  /** A job add that takes longer fails its events (the caller answers 503). */
  timeoutMs?: number;
}

interface Pending {
  event: AnalyticsEvent;
  resolve: () => void;
  reject: (error: Error) => void;
}

export class AnalyticsEventQueue {
  private readonly queue: Queue;
  private readonly maxBatch: number;
  private readonly lingerMs: number;
  private readonly maxInFlight: number;
  private readonly timeoutMs: number;
  private pending: Pending[] = [];
  private inFlight = 0;
  private scheduled = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly connection: Redis,
    {
      prefix,
      maxBatch = 500,
      lingerMs = 0,
      maxInFlight = 1,
      timeoutMs = 2_000,
    }: AnalyticsEventQueueOptions = {},
  ) {
    this.queue = new Queue(queue.name, {
      connection,
      defaultJobOptions: ANALYTICS_JOB_OPTIONS,
      ...(prefix ? { prefix } : {}),
    });
    // The queue reports connection errors here too; the caller sees them as rejections.
    this.queue.on('error', () => undefined);
    this.maxBatch = maxBatch;
    this.lingerMs = lingerMs;
    this.maxInFlight = maxInFlight;
    this.timeoutMs = timeoutMs;
  }

  /**
   * Validates the event, gives it an id and a time, and resolves once it is on the queue.
   * Rejects with DependencyUnavailableError when Redis cannot take it now.
   */
  record(input: NewAnalyticsEvent): Promise<AnalyticsEvent> {
    const parsed = analyticsEvent.safeParse({
      eventId: randomUUID(),
      occurredAt: new Date().toISOString(),
      ...input,
    });
    // Always a promise, never a throw: callers may fire and forget (with a .catch).
    if (!parsed.success) return Promise.reject(parsed.error);
    const event = parsed.data;
    if (this.connection.status !== 'ready') {
      return Promise.reject(new DependencyUnavailableError('Analytics'));
    }
    return new Promise<AnalyticsEvent>((resolve, reject) => {
      this.pending.push({ event, resolve: () => resolve(event), reject });
      this.schedule();
    });
  }

  /** Resolves when every event recorded so far has been added (or has failed). */
  drained(): Promise<void> {
    if (this.pending.length === 0 && this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async close(): Promise<void> {
    await this.drained();
    await this.queue.close();
  }

  private schedule(): void {
    if (this.pending.length >= this.maxBatch) return this.flush();
    if (this.scheduled) return;
    this.scheduled = true;
    const run = () => {
      this.scheduled = false;
      this.flush();
    };
    // setImmediate lets every request read in this turn of the event loop join the batch.
    if (this.lingerMs > 0) setTimeout(run, this.lingerMs);
    else setImmediate(run);
  }

  private flush(): void {
    while (this.pending.length > 0 && this.inFlight < this.maxInFlight) {
      const batch = this.pending.splice(0, this.maxBatch);
      this.inFlight += 1;
      void this.add(batch).finally(() => {
        this.inFlight -= 1;
        if (this.pending.length > 0) this.flush();
        else if (this.inFlight === 0) for (const wake of this.idleWaiters.splice(0)) wake();
      });
    }
  }

  private async add(batch: Pending[]): Promise<void> {
    const events = batch.map((item) => item.event);
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.queue.add(JOB_NAME, { events }, { jobId: jobIds.analyticsEvents(events[0]!.eventId) }),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('queue add timed out')), this.timeoutMs);
        }),
      ]);
      for (const item of batch) item.resolve();
    } catch (cause) {
      const error = new DependencyUnavailableError('Analytics');
      error.cause = cause;
      for (const item of batch) item.reject(error);
    } finally {
      clearTimeout(timer);
    }
  }
}
