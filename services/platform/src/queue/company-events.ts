import type { Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema';
import type { Outbox } from '../outbox/outbox';
import { QueueProducer } from './producer';
import {
  COMPANY_EVENT_QUEUES,
  jobIds,
  type companiesBulkChangedPayload,
  type companyChangedPayload,
} from './queues';

/**
 * The followers that show a company's score: the search index keeps a copy of it, the
 * rendered profile page prints it, and the watchlist alerts tell followers of a new trust level
 * or red flag. Never the score-recompute queue, whose own write it is.
 */
const SCORE_FOLLOWERS = ['searchIndex', 'pageCache', 'watchAlerts'] as const;

type ChangeReason = z.infer<typeof companyChangedPayload>['reason'];
type BulkReason = z.infer<typeof companiesBulkChangedPayload>['reason'];

/**
 * Tells every follower of the companies table (search index, trust score) that companies
 * changed. Whatever writes companies (registration, import, enrichment) calls this after its
 * transaction commits.
 */
export class CompanyEvents {
  private readonly producers: QueueProducer<(typeof COMPANY_EVENT_QUEUES)[number]>[];

  constructor(connection: Redis, prefix?: string) {
    this.producers = COMPANY_EVENT_QUEUES.map((key) => new QueueProducer(key, connection, prefix));
  }

  /**
   * A burst of changes to one company queues one job per follower; a change that lands while
   * that job runs queues one more, so the follower reads the company again after it.
   */
  async changed(companyId: number, reason: ChangeReason): Promise<void> {
    await Promise.all(
      this.producers.map((producer) =>
        producer.add(
          'company.changed',
          { companyId, reason },
          { deduplicationId: jobIds.companyChanged(companyId) },
        ),
      ),
    );
  }

  /** One event for a bulk load: followers read the companies with updated_at >= since. */
  async bulkChanged(since: Date, reason: BulkReason, count: number): Promise<void> {
    const iso = since.toISOString();
    await Promise.all(
      this.producers.map((producer) =>
        producer.add(
          'companies.bulk-changed',
          { since: iso, reason, count },
          { jobId: jobIds.bulkChanged(iso) },
        ),
      ),
    );
  }

  async close(): Promise<void> {
    await Promise.all(this.producers.map((producer) => producer.close()));
  }
}

/**
 * The same events, written to the outbox in the writer's own transaction (issue 24 #15): they
 * exist exactly when the write committed, and the outbox relay queues them once Redis answers.
 * Every write that commits company rows and must be followed tells its followers this way.
 */
export class CompanyEventsOutbox {
  constructor(readonly outbox: Outbox) {}

  async changed(
    trx: Transaction<Database> | Kysely<Database>,
    companyId: number,
    reason: ChangeReason,
  ): Promise<void> {
    for (const key of COMPANY_EVENT_QUEUES) {
      await this.outbox.enqueueInTransaction(
        trx,
        key,
        'company.changed',
        { companyId, reason },
        { deduplicationId: jobIds.companyChanged(companyId) },
      );
    }
  }

  /**
   * `changed` for many companies at once, in a few statements (Outbox.enqueueManyInTransaction):
   * the importer's batch of 5,000 rows may change thousands of companies.
   */
  async changedMany(
    trx: Transaction<Database> | Kysely<Database>,
    companyIds: readonly number[],
    reason: ChangeReason,
  ): Promise<void> {
    if (companyIds.length === 0) return;
    for (const key of COMPANY_EVENT_QUEUES) {
      await this.outbox.enqueueManyInTransaction(
        trx,
        key,
        'company.changed',
        companyIds.map((companyId) => ({
          payload: { companyId, reason },
          identity: { deduplicationId: jobIds.companyChanged(companyId) },
        })),
      );
    }
  }

  /**
   * The scoring service stored a new score or level for these companies: the search index
   * keeps a copy of them (Meilisearch documents carry trustScore/trustLevel) and the page cache
   * drops the pages that print them. Never the score-recompute queue, whose own write this is:
   * telling it would loop. One job per company, deduplicated with its company.changed job,
   * since either follower re-reads the whole row.
   */
  async scoreChanged(
    trx: Transaction<Database> | Kysely<Database>,
    companyIds: readonly number[],
  ): Promise<void> {
    for (const key of SCORE_FOLLOWERS) {
      for (const companyId of companyIds) {
        await this.outbox.enqueueInTransaction(
          trx,
          key,
          'company.changed',
          { companyId, reason: 'score-changed' },
          { deduplicationId: jobIds.companyChanged(companyId) },
        );
      }
    }
  }

  /**
   * A bulk re-score stored new scores for the companies with updated_at >= since: one job for
   * each score follower (a job per company would queue lakhs at a rules change or an
   * import). Named after the moment it is written, so a later re-score of the same rows is a
   * new job and a relay's resend of this row is the same one.
   */
  async scoresChangedSince(
    trx: Transaction<Database> | Kysely<Database>,
    since: Date,
    count: number,
  ): Promise<void> {
    const iso = since.toISOString();
    const jobId = `${jobIds.bulkChanged(iso)}-rescored-${Date.now()}`;
    for (const key of SCORE_FOLLOWERS) {
      await this.outbox.enqueueInTransaction(
        trx,
        key,
        'companies.bulk-changed',
        { since: iso, reason: 'rescored', count },
        { jobId },
      );
    }
  }

  async bulkChanged(
    trx: Transaction<Database> | Kysely<Database>,
    since: Date,
    reason: BulkReason,
    count: number,
  ): Promise<void> {
    const iso = since.toISOString();
    for (const key of COMPANY_EVENT_QUEUES) {
      await this.outbox.enqueueInTransaction(
        trx,
        key,
        'companies.bulk-changed',
        { since: iso, reason, count },
        { jobId: jobIds.bulkChanged(iso) },
      );
    }
  }
}

/** The job queued for a company's change on one follower queue, if one is waiting or running. */
export async function pendingCompanyChange(
  queue: Queue,
  companyId: number,
): Promise<Job | undefined> {
  const id = await queue.getDeduplicationJobId(jobIds.companyChanged(companyId));
  return id ? await queue.getJob(id) : undefined;
}
