import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  DEFAULT_JOB_OPTIONS,
  QUEUES,
  type JobName,
  type JobPayload,
  type QueueKey,
} from './queues';

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
      defaultJobOptions: DEFAULT_JOB_OPTIONS,
      ...(prefix ? { prefix } : {}),
    });
  }

  async add<J extends JobName<Q>>(job: J, payload: JobPayload<Q, J>, jobId: string): Promise<void> {
    const schema = (QUEUES[this.key].jobs as Record<string, { parse(value: unknown): unknown }>)[
      job
    ];
    if (!schema) throw new Error(`Queue ${QUEUES[this.key].name} has no job ${job}`);
    await this.queue.add(job, schema.parse(payload), { jobId });
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
