import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents, type Job } from 'bullmq';
import { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { createJobWorker, type JobHandlers } from '../src/queue/job-worker';
import { createRedis } from '../src/redis/client';
import { testRedisUrl } from '../src/testing/test-env';

// Issue 39: every worker process takes its jobs through createJobWorker. On real Redis: each
// job reaches its own handler, a job no handler knows fails at once for good, and a queue job
// without a handler stops the worker from starting at all.

const prefix = `test-${randomUUID()}`;
const queue = {
  name: `kit-${randomUUID().slice(0, 8)}`,
  jobs: { 'thing.made': z.object({ n: z.number() }), 'thing.gone': z.object({ n: z.number() }) },
} as const;

const producer = createRedis(testRedisUrl(), 'producer', 'job-kit-test');
const connection = createRedis(testRedisUrl(), 'worker', 'job-kit-test-worker');
const eventsConnection = createRedis(testRedisUrl(), 'worker', 'job-kit-test-events');
const jobs = new Queue(queue.name, { connection: producer, prefix });
const events = new QueueEvents(queue.name, { connection: eventsConnection, prefix });

afterAll(async () => {
  await events.close();
  await jobs.obliterate({ force: true });
  await jobs.close();
  producer.disconnect();
  connection.disconnect();
  eventsConnection.disconnect();
});

describe(createJobWorker.name, () => {
  it('should run each job with its handler, and fail an unknown one at once without retries', async () => {
    const seen: string[] = [];
    const warnings: object[] = [];
    const handlers: JobHandlers<typeof queue> = {
      'thing.made': async (job: Job) => {
        seen.push(`made ${job.data.n}`);
        return 'made';
      },
      'thing.gone': async (job: Job) => {
        seen.push(`gone ${job.data.n}`);
        return 'gone';
      },
    };
    const worker = createJobWorker({
      queue,
      handlers,
      connection,
      prefix,
      concurrency: 1,
      logger: { warn: (details) => warnings.push(details), error: () => {} },
      failedMessage: 'thing failed',
    });
    try {
      await events.waitUntilReady();
      const made = await jobs.add('thing.made', { n: 1 });
      const gone = await jobs.add('thing.gone', { n: 2 });
      expect(await made.waitUntilFinished(events, 10_000)).toBe('made');
      expect(await gone.waitUntilFinished(events, 10_000)).toBe('gone');
      expect(seen).toEqual(['made 1', 'gone 2']);

      const stray = await jobs.add('thing.unheard-of', { n: 3 }, { attempts: 5 });
      await expect(stray.waitUntilFinished(events, 10_000)).rejects.toThrow(
        `${queue.name}: unknown job thing.unheard-of`,
      );
      const failed = await jobs.getJob(stray.id!);
      expect(failed?.attemptsMade).toBe(1);
      expect(warnings).toEqual([
        expect.objectContaining({ job: 'thing.unheard-of', id: stray.id, attempts: 1 }),
      ]);
    } finally {
      await worker.close();
    }
  });

  it('should refuse to start when a job of the queue has no handler', () => {
    expect(() =>
      createJobWorker({
        queue,
        handlers: { 'thing.made': async () => 'made' } as unknown as JobHandlers<typeof queue>,
        connection,
        prefix,
        concurrency: 1,
        failedMessage: 'thing failed',
      }),
    ).toThrow(`${queue.name}: no handler for thing.gone`);
  });
});
