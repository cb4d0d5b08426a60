import type { Job, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, createJobWorker, type JobHandlers } from '@trusthive/platform';
import type { SearchIndexer } from '../engine/search-engine';

// Keeps the search index in step with the companies and brands tables. Whatever writes
// companies (registration, import, generation, enrichment) ends in a company event on
// QUEUES.searchIndex:
//   company.changed {companyId}      → re-read that company and its brands, upsert or delete
//   companies.bulk-changed {since}   → the same for every company with updated_at >= since
// Both re-read the current rows, so a retried or repeated job is harmless (STYLE 15). On the
// PostgreSQL engine the tables are the index and the jobs are acknowledged as they come.

const queue = QUEUES.searchIndex;

interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface IndexSyncWorkerOptions {
  indexer: SearchIndexer;
  /** A 'worker' connection (maxRetriesPerRequest: null), as BullMQ requires. */
  connection: Redis;
  prefix?: string;
  concurrency?: number;
  logger?: Logger;
}

export function indexSyncHandlers(indexer: SearchIndexer) {
  return {
    'company.changed': async (job: Job) => {
      const { companyId } = queue.jobs['company.changed'].parse(job.data);
      await indexer.syncCompanies([companyId]);
      return { companyId };
    },
    'companies.bulk-changed': async (job: Job) => {
      const { since } = queue.jobs['companies.bulk-changed'].parse(job.data);
      return { synced: await indexer.syncChangedSince(new Date(since)) };
    },
  } satisfies JobHandlers<typeof queue>;
}

export function createIndexSyncWorker({
  indexer,
  connection,
  prefix,
  concurrency = 4,
  logger,
}: IndexSyncWorkerOptions): Worker {
  return createJobWorker({
    queue,
    handlers: indexSyncHandlers(indexer),
    connection,
    prefix,
    concurrency,
    logger,
    completedMessage: 'search index synced',
    failedMessage: 'search index sync failed',
  });
}
