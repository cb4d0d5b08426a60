import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, jobOptionsOf, type JobName, type JobPayload, type QueueKey } from './queues';

/**
 * How a burst of the same job collapses into one. `jobId`: one job per id while BullMQ keeps
 * it (for a one-off event such as a bulk load). `deduplicationId`: one waiting job per id, and
 * an event that arrives while that job runs queues one more after it, so a follower never
 * misses a change it had already read past (for repeated changes of one entity).
 */
export type JobIdentity = { jobId: string } | { deduplicationId: string };

export function identityOptions(identity: JobIdentity): JobsOptions {
  return 'jobId' in identity
    ? { jobId: identity.jobId }
    : { deduplication: { id: identity.deduplicationId, keepLastIfActive: true } };
}

/** A typed producer for one queue; validates the payload before it leaves the process. */
export class QueueProducer<Q extends QueueKey> {
  private readonly queue: Queue;

  constructor(
    private readonly key: Q,
    connection: Redis,
    prefix?: string,
  ) {
    this.queue = new Queue(QUEUES[key].name, {
      connection,
      defaultJobOptions: jobOptionsOf(key),
      ...(prefix ? { prefix } : {}),
    });
    // The connection's own listener already knows Redis is away, and add() rejects meanwhile;
    // without one here BullMQ prints every failed reconnect.
    this.queue.on('error', () => undefined);
  }

  async add<J extends JobName<Q>>(
    job: J,
    payload: JobPayload<Q, J>,
    identity: JobIdentity,
  ): Promise<void> {
    const schema = (QUEUES[this.key].jobs as Record<string, { parse(value: unknown): unknown }>)[
      job
    ];
    if (!schema) throw new Error(`Queue ${QUEUES[this.key].name} has no job ${job}`);
    await this.queue.add(job, schema.parse(payload), identityOptions(identity));
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
