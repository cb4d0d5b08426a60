import { UnrecoverableError, Worker, type Job, type WorkerOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { z } from 'zod';

// Issue 39: the one way a process takes jobs off a queue. Every worker was the same twenty
// lines written out four times: a map from job name to handler, a check that every job the
// queue declares has one, dispatch by name, and the 'failed' and 'error' events logged. Here
// they are written once; a worker file holds only its handlers and what it logs of an outcome.

/** A queue as `QUEUES` declares it: its name and the payload schema of each job. */
export interface JobQueue {
  name: string;
  jobs: Readonly<Record<string, z.ZodType>>;
}

/** One handler per job the queue declares: a queue job with no handler cannot start. */
export type JobHandlers<Q extends JobQueue> = {
  [J in keyof Q['jobs'] & string]: (job: Job) => Promise<unknown>;
};

interface JobLogger {
  info?(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobWorkerOptions<Q extends JobQueue> {
  queue: Q;
  handlers: JobHandlers<Q>;
  /** A 'worker' connection (maxRetriesPerRequest: null), as BullMQ requires. */
  connection: Redis;
  prefix?: string | undefined;
  concurrency: number;
  /**
   * BullMQ's lock settings, for queues whose held jobs must reach another worker fast when
   * their process is killed (the default is a minute).
   */
  locks?: Pick<WorkerOptions, 'lockDuration' | 'stalledInterval' | 'maxStalledCount'>;
  /**
   * BullMQ's limiter: at most `max` jobs per `duration` ms, counted in Redis, so across every
   * worker of the queue in every replica (a provider's quota).
   */
  limiter?: WorkerOptions['limiter'];
  logger?: JobLogger | undefined;
  /** What the log says of a failed attempt (BullMQ retries it while attempts remain). */
  failedMessage: string;
  /** The fields a failed attempt is logged with; by default its name, id and attempts. */
  describeFailure?: (job: Job | undefined, error: Error) => object;
  /** What the log says of a done job, with its name, id and result (info). */
  completedMessage?: string;
  /** Anything else a done job calls for (a log of its own shape, a count). */
  onCompleted?: (job: Job, result: unknown) => void;
}

/** Takes the queue's jobs and runs each with its handler by name. */
export function createJobWorker<Q extends JobQueue>(options: JobWorkerOptions<Q>): Worker {
  const { queue, connection, prefix, concurrency, locks, limiter, logger } = options;
  const handlers: Record<string, ((job: Job) => Promise<unknown>) | undefined> = options.handlers;
  // Refuse to start with a job the queue declares but nothing handles (STYLE 17); the types
  // say so too, but a handler map built at run time may still miss one.
  const missing = Object.keys(queue.jobs).filter((name) => !handlers[name]);
  if (missing.length > 0) throw new Error(`${queue.name}: no handler for ${missing.join(', ')}`);

  const worker = new Worker(
    queue.name,
    async (job) => {
      const handler = handlers[job.name];
      // A name no handler knows fails for good: no retry of it could succeed.
      if (!handler) throw new UnrecoverableError(`${queue.name}: unknown job ${job.name}`);
      return handler(job);
    },
    {
      connection,
      concurrency,
      ...locks,
      ...(limiter ? { limiter } : {}),
      ...(prefix ? { prefix } : {}),
    },
  );
  const describeFailure =
    options.describeFailure ??
    ((job: Job | undefined, error: Error) => ({
      job: job?.name,
      id: job?.id,
      attempts: job?.attemptsMade,
      err: error,
    }));
  const { completedMessage } = options;
  if (completedMessage)
    worker.on('completed', (job, result) =>
      logger?.info?.({ job: job.name, id: job.id, result }, completedMessage),
    );
  if (options.onCompleted) worker.on('completed', options.onCompleted);
  worker.on('failed', (job, error) =>
    logger?.warn(describeFailure(job, error), options.failedMessage),
  );
  worker.on('error', (error) => logger?.error({ err: error }, `${queue.name} worker error`));
  return worker;
}
