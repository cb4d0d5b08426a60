import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, jobIds } from '@trusthive/platform';
import { requestAndWait, type LookupOutcome } from '../queue/job-outcome';

// The producer side of the registry-lookup queue (issue 41): every call to the company-master
// provider is a job there, a company by CIN or a director by DIN, run by the enrichment worker
// (workers/registry.worker.ts) under one limiter, REGISTRY_REQUESTS_PER_MINUTE, shared by every
// replica. A job's id is its subject's, so a company or a person is asked about once however
// many visitors ask at the same time.

/** Lookups a visit did not ask for (a board's other companies) wait behind every visitor's. */
export const BACKGROUND_PRIORITY = 100;

const JOB_OPTIONS = {
  // Our own database failing mid-store retries; the provider failing is an outcome.
  attempts: 3,
  backoff: { type: 'exponential', delay: 1_000 },
  // The answer lives in the tables, not in the job: a kept completed job would make BullMQ
  // ignore the next lookup of the same subject.
  removeOnComplete: true,
  removeOnFail: true,
} as const;

export interface RegistryJobsOptions {
  /** A producer connection (HTTP paths: no offline queue). */
  connection: Redis;
  /** A blocking connection for the queue's event stream; only for callers that wait. */
  eventsConnection?: Redis;
  prefix: string;
  requestsPerMinute: number;
}

export class RegistryJobs {
  readonly queue: Queue;
  readonly events: QueueEvents | null;
  private readonly requestsPerMinute: number;

  constructor({ connection, eventsConnection, prefix, requestsPerMinute }: RegistryJobsOptions) {
    const name = QUEUES.registryLookup.name;
    this.queue = new Queue(name, { connection, prefix });
    // Connection errors also reach the caller as rejections of add().
    this.queue.on('error', () => undefined);
    this.events = eventsConnection
      ? new QueueEvents(name, { connection: eventsConnection, prefix })
      : null;
    this.events?.on('error', () => undefined);
    this.requestsPerMinute = requestsPerMinute;
  }

  async waitUntilReady(): Promise<void> {
    await Promise.all([this.queue.waitUntilReady(), this.events?.waitUntilReady()]);
  }

  /** Queues the company's lookup unless it is waiting or running; returns its job id. */
  async requestCompany(cin: string, { background = false } = {}): Promise<string> {
    const jobId = jobIds.registryCompany(cin);
    await this.queue.add('registry.company', { cin }, this.options(jobId, background));
    return jobId;
  }

  /** Queues lookups of people's companies (a board's, in the background); their job ids. */
  async requestDirectors(dins: string[], { background = false } = {}): Promise<string[]> {
    const jobs = dins.map((din) => ({
      name: 'registry.director',
      data: { din },
      opts: this.options(jobIds.registryDirector(din), background),
    }));
    if (jobs.length > 0) await this.queue.addBulk(jobs);
    return jobs.map((job) => job.opts.jobId);
  }

  /**
   * Queues the person's lookup (or joins the one queued, moving it ahead of background work)
   * and waits up to `ms`: its outcome, 'unavailable' when the provider is over quota, or null
   * while it still runs.
   */
  async requestDirectorAndWait(din: string, ms: number): Promise<LookupOutcome | null> {
    if (!this.events) throw new Error('RegistryJobs: waiting needs an events connection');
    const { queue, events, requestsPerMinute } = this;
    return requestAndWait(
      { queue, events, requestsPerMinute },
      jobIds.registryDirector(din),
      ms,
      () => this.requestDirectors([din]),
    );
  }

  async close(): Promise<void> {
    await Promise.all([this.queue.close(), this.events?.close()]);
  }

  private options(jobId: string, background: boolean) {
    return { jobId, ...JOB_OPTIONS, ...(background ? { priority: BACKGROUND_PRIORITY } : {}) };
  }
}
