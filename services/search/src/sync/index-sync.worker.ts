import { Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES } from '@trusthive/platform';
import type { SearchIndexer } from '../engine/search-engine';

// Keeps the search index in step with the companies and brands tables. Whatever writes
// companies (registration, import, generation, enrichment) ends in a company event on
// QUEUES.searchIndex:
//   company.changed {companyId}      → re-read that company and its brands, upsert or delete
//   companies.bulk-changed {since}   → the same for every company with updated_at >= since
// Both re-read the current rows, so a retried or repeated job is harmless (STYLE 15). On the
// PostgreSQL engine the tables are the index and the jobs are acknowledged as they come.

const queue = QUEUES.searchIndex;
type JobName = keyof typeof queue.jobs;

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
  } satisfies Record<JobName, (job: Job) => Promise<unknown>>;
}

export function createIndexSyncWorker({
  indexer,
  connection,
  prefix,
  concurrency = 4,
  logger,
}: IndexSyncWorkerOptions): Worker {
  const handlers: Record<string, (job: Job) => Promise<unknown>> = indexSyncHandlers(indexer);
  // Refuse to start with a job the queue declares but nothing handles (STYLE 17).
  const missing = Object.keys(queue.jobs).filter((name) => !handlers[name]);
  if (missing.length > 0) throw new Error(`${queue.name}: no handler for ${missing.join(', ')}`);

  const worker = new Worker(
    queue.name,
    async (job) => {
      const handler = handlers[job.name];
      if (!handler) throw new Error(`${queue.name}: unknown job ${job.name}`);
      return handler(job);
    },
    { connection, concurrency, ...(prefix ? { prefix } : {}) },
  );
  worker.on('completed', (job, result) =>
    logger?.info({ job: job.name, id: job.id, result }, 'search index synced'),
  );
  worker.on('failed', (job, error) =>
    logger?.warn({ job: job?.name, id: job?.id, err: error }, 'search index sync failed'),
  );
  worker.on('error', (error) => logger?.error({ err: error }, 'search index worker error'));
  return worker;
}
