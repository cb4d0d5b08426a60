import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  ENRICHMENT_KINDS,
  ENRICHMENT_QUEUES,
  QUEUES,
  jobIds,
  type EnrichmentKind,
} from '@trusthive/platform';

// The producer side of the four enrichment queues. A job's id is its company and kind, so
// however many profile views arrive, a company has at most one lookup of each kind waiting or
// running: BullMQ ignores an add whose id already exists.
//
// Jobs are removed once they finish. Their result lives in the enrichment cache, written
// before the job completes, and the cache is what says "already looked up": a completed job
// kept under the same id would make BullMQ ignore the re-lookup queued when the entry expires.

export const ENRICHMENT_ATTEMPTS = 4;
export const ENRICHMENT_BACKOFF_MS = 2_000;

export interface EnrichmentJobOptions {
  prefix?: string;
  /** Attempts per lookup (transient errors retry; the last failure is cached). */
  attempts?: number;
  /** First retry delay; each further retry doubles it. */
  backoffMs?: number;
}

export const jobNameOf = (kind: EnrichmentKind) => `enrich.${kind}` as const;

export class EnrichmentJobs {
  private readonly queues: Record<EnrichmentKind, Queue>;
  private readonly attempts: number;
  private readonly backoffMs: number;

  constructor(
    connection: Redis,
    {
      prefix,
      attempts = ENRICHMENT_ATTEMPTS,
      backoffMs = ENRICHMENT_BACKOFF_MS,
    }: EnrichmentJobOptions = {},
  ) {
    this.attempts = attempts;
    this.backoffMs = backoffMs;
    this.queues = Object.fromEntries(
      ENRICHMENT_KINDS.map((kind) => {
        const queue = new Queue(QUEUES[ENRICHMENT_QUEUES[kind]].name, {
          connection,
          ...(prefix ? { prefix } : {}),
        });
        // Connection errors also reach the caller as rejections of add().
        queue.on('error', () => undefined);
        return [kind, queue];
      }),
    ) as Record<EnrichmentKind, Queue>;
  }

  /** Queues a lookup unless one for this company and kind is already waiting or running. */
  async request(kind: EnrichmentKind, companyId: number): Promise<void> {
    await this.queues[kind].add(
      jobNameOf(kind),
      { companyId },
      {
        jobId: jobIds.enrichment(kind, companyId),
        attempts: this.attempts,
        backoff: { type: 'exponential', delay: this.backoffMs },
        removeOnComplete: true,
        removeOnFail: true,
      },
    );
  }

  queue(kind: EnrichmentKind): Queue {
    return this.queues[kind];
  }

  async close(): Promise<void> {
    await Promise.all(Object.values(this.queues).map((queue) => queue.close()));
  }
}
