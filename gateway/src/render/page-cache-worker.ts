import type { Job, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { pageCacheTags } from '@trusthive/contracts';
import { QUEUES, createJobWorker, type JobHandlers } from '@trusthive/platform';
import type { PageCache } from './page-cache';

// Follows the company events for the rendered-page cache (issue 42). Every write that changes
// what a profile shows ends in a company event (an edit, a decision, a GST or registry answer,
// a new score), which the outbox puts on QUEUES.pageCache; one replica takes each job and the
// cache's invalidation reaches every replica's memory through Redis.
//   company.changed {companyId}    → drop that company's pages
//   companies.bulk-changed         → drop every page (an import or a re-score)
// Dropping twice is harmless, so a retried job is too.

const queue = QUEUES.pageCache;

export function pageCacheHandlers(cache: PageCache) {
  return {
    'company.changed': async (job: Job) => {
      const { companyId } = queue.jobs['company.changed'].parse(job.data);
      await cache.invalidate(pageCacheTags.company(companyId));
      return { companyId };
    },
    'companies.bulk-changed': async (job: Job) => {
      queue.jobs['companies.bulk-changed'].parse(job.data);
      await cache.invalidateAll();
      return { all: true };
    },
  } satisfies JobHandlers<typeof queue>;
}

export function createPageCacheWorker(options: {
  cache: PageCache;
  /** A 'worker' connection (maxRetriesPerRequest: null), as BullMQ requires. */
  connection: Redis;
  prefix?: string;
  logger?: {
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
}): Worker {
  return createJobWorker({
    queue,
    handlers: pageCacheHandlers(options.cache),
    connection: options.connection,
    prefix: options.prefix,
    // Each job is a Redis script or two: many at once keep a burst of edits within a second.
    concurrency: 16,
    logger: options.logger,
    failedMessage: 'page cache invalidation failed',
  });
}
