import { Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import {
  QUEUES,
  type CompanyEventsOutbox,
  type Database,
  type OutboxRelay,
} from '@trusthive/platform';
import { savePlaceFacts } from '../repositories/place-facts.repository';

// Stores on the company row the facts other services found about a company (QUEUES
// companyFacts), since this service is the one writer of companies (issue 17). Today that is
// a place answer's website and maps rating, found by the enrichment worker (spec §7).
//
// The row and its company.changed event commit together, so the score and the search index
// hear of the change exactly when it landed, and a retry after a crash either finds the row
// already changed (and sends nothing more) or does both. A job whose facts the row already
// holds changes nothing and tells no one: the same answer twice, or a relay's resend.

const queue = QUEUES.companyFacts;
type JobName = keyof typeof queue.jobs;

export type FactsOutcome = { companyId: number; changed: boolean };

export interface CompanyFactsWorkerOptions {
  db: Kysely<Database>;
  /** A 'worker' connection (maxRetriesPerRequest: null), as BullMQ requires. */
  connection: Redis;
  /** The followers' event, written in the row's transaction. */
  events: Pick<CompanyEventsOutbox, 'changed'>;
  /** Woken after an event is written, so it leaves at once. */
  relay?: Pick<OutboxRelay, 'wake'>;
  prefix?: string;
  concurrency?: number;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
  onOutcome?: (outcome: FactsOutcome) => void;
}

export function createCompanyFactsWorker({
  db,
  connection,
  events,
  relay,
  prefix,
  concurrency = 2,
  logger,
  onOutcome,
}: CompanyFactsWorkerOptions): Worker {
  // Typed by the queue's jobs: a job declared without a handler does not compile (STYLE 17).
  const handlers: Record<JobName, (job: Job) => Promise<FactsOutcome>> = {
    'place-facts.found': async (job) => {
      const { companyId, ...facts } = queue.jobs['place-facts.found'].parse(job.data);
      const changed = await db.transaction().execute(async (trx) => {
        const saved = await savePlaceFacts(trx, companyId, facts);
        // The event enrichment sent before this write moved here (reason unchanged).
        if (saved) await events.changed(trx, companyId, 'enriched');
        return saved;
      });
      if (changed) relay?.wake();
      return { companyId, changed };
    },
  };
  const worker = new Worker(
    queue.name,
    async (job) => {
      const handler = (handlers as Record<string, (job: Job) => Promise<FactsOutcome>>)[job.name];
      if (!handler) throw new Error(`${queue.name}: unknown job ${job.name}`);
      return handler(job);
    },
    {
      connection,
      concurrency,
      // A job is one short transaction: a killed worker's jobs go to another within ~15 s.
      lockDuration: 10_000,
      stalledInterval: 5_000,
      maxStalledCount: 3,
      ...(prefix ? { prefix } : {}),
    },
  );
  worker.on('completed', (_job, outcome: FactsOutcome) => onOutcome?.(outcome));
  worker.on('failed', (job, error) =>
    logger?.warn(
      { id: job?.id, attempts: job?.attemptsMade, error: error.message },
      'company facts not stored; retried unless out of attempts',
    ),
  );
  worker.on('error', (error) =>
    logger?.error({ error: error.message }, `${queue.name} worker error`),
  );
  return worker;
}
