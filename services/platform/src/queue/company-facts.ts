import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Outbox } from '../outbox/outbox';
import { jobIds, type PlaceFacts } from './queues';

/**
 * Facts another service found about a company, sent to the companies table's owner (issue 17,
 * one writer per table): the submissions worker stores them on the row and, when that changed
 * it, tells the followers (CompanyEventsOutbox) in the same transaction. Written to the
 * outbox, so a fact found is never lost to a Redis outage.
 */
export class CompanyFactsOutbox {
  constructor(readonly outbox: Outbox) {}

  /**
   * A place answer's website and maps rating (spec §7), for the company row. Resolves to the
   * job's id, for a sender that waits until the owner has taken it.
   */
  async placeFound(
    trx: Transaction<Database> | Kysely<Database>,
    companyId: number,
    { website, rating, userRatingsTotal }: PlaceFacts,
  ): Promise<string> {
    const jobId = jobIds.placeFacts(companyId, randomUUID());
    await this.outbox.enqueueInTransaction(
      trx,
      'companyFacts',
      'place-facts.found',
      { companyId, website, rating, userRatingsTotal },
      { jobId },
    );
    return jobId;
  }
}
