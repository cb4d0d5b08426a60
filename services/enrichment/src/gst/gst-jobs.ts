import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, jobIds } from '@trusthive/platform';
import { requestAndWait, type LookupOutcome } from '../queue/job-outcome';

// The producer side of the gst-lookup queue (issue 40): every GSTN call is a job there, run by
// the enrichment worker (workers/gst.worker.ts) under one limiter, GST_REQUESTS_PER_MINUTE,
// shared by every replica. A job's id is its number's (jobIds.gstLookup), so a number is asked
// once however many replicas and visitors ask for it at the same time; a replica that dies
// mid-lookup leaves the job to the next worker (its lock expires), not lost.
//
// A visitor's ask waits for its job the way BullMQ's own waitUntilFinished does: on the queue's
// event stream (QueueEvents, one blocking XREAD per process), which wakes the ask the moment the
// job completes. No polling: the stand-in's 300 ms answer reaches the visitor a few
// milliseconds after the worker stored it.

/** What a lookup job found: the answer is then in gst_registrations or the "no such" key. */
export type GstOutcome = LookupOutcome;

/** A lookup's progress when GSTN answered 429: it waits for the quota; the visitor is told now. */
export const OVER_QUOTA_PROGRESS = { overQuota: true } as const;

/**
 * Refresh lookups wait behind every visitor's (BullMQ: a job without a priority goes first):
 * the quota spent on the sweep is only what visitors leave.
 */
export const REFRESH_PRIORITY = 100;

const JOB_OPTIONS = {
  // Our own database failing mid-store retries; the provider failing is an outcome, not a retry
  // (the visitor is told at once, the sweep comes back to it).
  attempts: 3,
  backoff: { type: 'exponential', delay: 1_000 },
  // The answer lives in gst_registrations (or the "no such" key), not in the job: a kept
  // completed job would make BullMQ ignore the next lookup of the number.
  removeOnComplete: true,
  removeOnFail: true,
} as const;

export interface GstJobsOptions {
  /** A producer connection (HTTP paths: no offline queue). */
  connection: Redis;
  /**
   * A connection for the queue's event stream (blocking, so maxRetriesPerRequest: null); only
   * needed by callers that wait for lookups.
   */
  eventsConnection?: Redis;
  prefix: string;
  /** GST_REQUESTS_PER_MINUTE: a pause longer than the wait is "over quota" at once. */
  requestsPerMinute: number;
}

export class GstJobs {
  readonly queue: Queue;
  readonly events: QueueEvents | null;
  private readonly requestsPerMinute: number;

  constructor({ connection, eventsConnection, prefix, requestsPerMinute }: GstJobsOptions) {
    this.queue = new Queue(QUEUES.gstLookup.name, { connection, prefix });
    // Connection errors also reach the caller as rejections of add().
    this.queue.on('error', () => undefined);
    this.events = eventsConnection
      ? new QueueEvents(QUEUES.gstLookup.name, { connection: eventsConnection, prefix })
      : null;
    this.events?.on('error', () => undefined);
    this.requestsPerMinute = requestsPerMinute;
  }

  /** Resolves once asks can wait on the event stream. */
  async waitUntilReady(): Promise<void> {
    await Promise.all([this.queue.waitUntilReady(), this.events?.waitUntilReady()]);
  }

  /** Queues a lookup of each number not already waiting or running; returns their job ids. */
  async request(gstins: string[], { refresh = false } = {}): Promise<string[]> {
    const jobs = gstins.map((gstin) => ({
      name: 'gst.lookup',
      data: { gstin },
      opts: {
        jobId: jobIds.gstLookup(gstin),
        ...JOB_OPTIONS,
        ...(refresh ? { priority: REFRESH_PRIORITY } : {}),
      },
    }));
    if (jobs.length > 0) await this.queue.addBulk(jobs);
    return jobs.map((job) => job.opts.jobId);
  }

  /**
   * Queues the number's lookup (or joins the one queued) and waits up to `ms` for it: its
   * outcome, 'unavailable' as soon as GSTN is over quota (the job stays queued and lands when
   * the quota allows), or null when it is still running.
   */
  async requestAndWait(gstin: string, ms: number): Promise<GstOutcome | null> {
    if (!this.events) throw new Error('GstJobs: waiting needs an events connection');
    const { queue, events, requestsPerMinute } = this;
    return requestAndWait({ queue, events, requestsPerMinute }, jobIds.gstLookup(gstin), ms, () =>
      this.request([gstin]),
    );
  }

  async close(): Promise<void> {
    await Promise.all([this.queue.close(), this.events?.close()]);
  }
}
