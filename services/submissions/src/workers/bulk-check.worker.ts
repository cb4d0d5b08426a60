import type { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { QUEUES, createJobWorker, type JobHandlers } from '@trusthive/platform';
import { runBulkCheck, type BulkCheckJobDeps } from '../owner/bulk-checks/bulk-check.job';
import { markFailed } from '../owner/bulk-checks/bulk-checks.repository';

// Runs accounts' bulk checks (QUEUES.bulkCheck, job id `bulk-check-{checkId}`, issue 43). One
// at a time per process: a check holds a core for up to a minute and reads a file as a stream.
// A check that fails (the search service away) is tried again by the queue's backoff and
// resumes after the rows it stored; one that is out of attempts is marked failed.

const queue = QUEUES.bulkCheck;

export interface BulkCheckWorkerOptions extends BulkCheckJobDeps {
  connection: Redis;
  prefix?: string;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
}

export function createBulkCheckWorker({
  connection,
  prefix,
  logger,
  ...deps
}: BulkCheckWorkerOptions): Worker {
  const handlers: JobHandlers<typeof queue> = {
    'bulk-check.run': async (job) => {
      const { checkId } = queue.jobs['bulk-check.run'].parse(job.data);
      try {
        return await runBulkCheck(deps, checkId);
      } catch (error) {
        if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
          await markFailed(deps.db, checkId);
        }
        throw error;
      }
    },
  };
  return createJobWorker({
    queue,
    handlers,
    connection,
    prefix,
    concurrency: 1,
    // Longer than a check runs, renewed while it runs: a killed worker's check moves on in
    // about a minute and resumes after its stored rows.
    locks: { lockDuration: 60_000, stalledInterval: 30_000, maxStalledCount: 2 },
    logger,
    // Only counts and the check's id: the file's values never reach the log.
    completedMessage: 'bulk check done',
    failedMessage: 'bulk check failed; retried unless out of attempts',
    describeFailure: (job, error) => ({
      id: job?.id,
      attempts: job?.attemptsMade,
      error: error.message,
    }),
  });
}
