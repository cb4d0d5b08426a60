import { sql, type Kysely, type Transaction } from 'kysely';
import type { OwnerChange, OwnerChangesQueueQuery } from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';
import { listQueuePage, waitingQueueSummary } from '../../shared/queue-listing';
import { lockQueueItem } from '../queue-decision.repository';

// The owner-changes queue's SQL (issue 19): the list with its counts, one request with the
// company's values now, the decision (row locks, so two moderators deciding at once decide
// once), and the approved change applied to companies / brands.

type Db = Kysely<Database> | Transaction<Database>;

const ITEM_COLUMNS = [
  'owner_change_requests.id',
  'owner_change_requests.company_id',
  'companies.company_name',
  'owner_change_requests.kind',
  'owner_change_requests.payload',
  'owner_change_requests.status',
  'owner_change_requests.decision_reason',
  'owner_change_requests.decided_by',
  'owner_change_requests.decided_at',
  'owner_change_requests.created_at',
] as const;

export async function listOwnerChanges(db: Kysely<Database>, query: OwnerChangesQueueQuery) {
  const base = db
    .selectFrom('owner_change_requests')
    .innerJoin('companies', 'companies.id', 'owner_change_requests.company_id')
    .where('owner_change_requests.status', '=', query.status);
  const [{ rows, total }, summary] = await Promise.all([
    listQueuePage(base, 'owner_change_requests', (items) => items.select(ITEM_COLUMNS), query),
    ownerChangesQueueSummary(db),
  ]);
  return { rows, total, oldestPendingAt: summary.oldestPendingAt };
}

/** The queue's size and age, for the console's overview of all queues. */
export const ownerChangesQueueSummary = (db: Kysely<Database>) =>
  waitingQueueSummary(db, 'owner_change_requests');

export async function findOwnerChange(db: Db, id: number) {
  return db
    .selectFrom('owner_change_requests')
    .innerJoin('companies', 'companies.id', 'owner_change_requests.company_id')
    .select(ITEM_COLUMNS)
    .select([
      'owner_change_requests.owner_email',
      // The owner's language: the decision's mail speaks it (issue 44).
      'owner_change_requests.locale',
      'companies.website',
      'companies.domain_name',
      'companies.wants_brand_authorization',
      'companies.logo',
      'companies.phone',
    ])
    .where('owner_change_requests.id', '=', id)
    .executeTakeFirst();
}

export type OwnerChangeRow = NonNullable<Awaited<ReturnType<typeof findOwnerChange>>>;

/** The request, locked with its company's row (an approval writes to the company). */
export const lockOwnerChange = (trx: Transaction<Database>, id: number) =>
  lockQueueItem(trx, 'owner_change_requests', id, { withCompany: true }, findOwnerChange);

/**
 * Applies an approved change. False when it no longer can be (the brand to remove is gone).
 * updated_at tells the bulk followers (search, score) too.
 */
export async function applyOwnerChange(
  trx: Transaction<Database>,
  companyId: number,
  change: OwnerChange,
): Promise<boolean> {
  const touch = () =>
    trx
      .updateTable('companies')
      .set({ updated_at: sql`now()` })
      .where('id', '=', companyId);
  switch (change.kind) {
    case 'website':
      await trx
        .updateTable('companies')
        .set({ website: change.website, domain_name: change.domainName, updated_at: sql`now()` })
        .where('id', '=', companyId)
        .execute();
      return true;
    case 'brand-authorization':
      await trx
        .updateTable('companies')
        .set({ wants_brand_authorization: true, updated_at: sql`now()` })
        .where('id', '=', companyId)
        .execute();
      return true;
    case 'brand-add':
      await trx
        .insertInto('brands')
        .values({
          company_id: companyId,
          brand_name: change.brandName,
          trademark_name: change.trademarkName,
          website_url: change.website,
        })
        .execute();
      await touch().execute();
      return true;
    // Issue 37: the logo and a new phone number wait for review like the rest. The service
    // checked the logo is still there before this runs.
    case 'logo':
      await trx
        .updateTable('companies')
        .set({ logo: change.logo, updated_at: sql`now()` })
        .where('id', '=', companyId)
        .execute();
      return true;
    case 'phone':
      await trx
        .updateTable('companies')
        .set({ phone: change.phone, updated_at: sql`now()` })
        .where('id', '=', companyId)
        .execute();
      return true;
    case 'brand-remove': {
      const removed = await trx
        .deleteFrom('brands')
        .where('id', '=', change.brandId)
        .where('company_id', '=', companyId)
        .executeTakeFirst();
      if (removed.numDeletedRows !== 1n) return false;
      await touch().execute();
      return true;
    }
  }
}
