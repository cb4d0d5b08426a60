import { sql, type Kysely, type Transaction } from 'kysely';
import type { CorrectableField, CorrectionsQueueQuery } from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';
import { CORRECTION_COLUMNS } from '../../shared/repositories/corrections.repository';
import { listQueuePage, waitingQueueSummary } from '../../shared/queue-listing';
import { lockQueueItem } from '../queue-decision.repository';

// The corrections queue's SQL: the list with its counts, one request with the company's value
// now, and the decision (a row lock, so two moderators deciding at once decide once).

const ITEM_COLUMNS = [
  'company_corrections.id',
  'company_corrections.company_id',
  'companies.company_name',
  'company_corrections.field',
  'company_corrections.proposed_value',
  'company_corrections.status',
  'company_corrections.decision_reason',
  'company_corrections.decided_by',
  'company_corrections.decided_at',
  'company_corrections.created_at',
] as const;

export async function listCorrections(db: Kysely<Database>, query: CorrectionsQueueQuery) {
  const base = db
    .selectFrom('company_corrections')
    .innerJoin('companies', 'companies.id', 'company_corrections.company_id')
    .where('company_corrections.status', '=', query.status);
  const [{ rows, total }, summary] = await Promise.all([
    listQueuePage(base, 'company_corrections', (items) => items.select(ITEM_COLUMNS), query),
    correctionsQueueSummary(db),
  ]);
  return { rows, total, oldestPendingAt: summary.oldestPendingAt };
}

/** The queue's size and age, for the console's overview of all queues. */
export const correctionsQueueSummary = (db: Kysely<Database>) =>
  waitingQueueSummary(db, 'company_corrections');

/** The company's value of the row's field, whichever field that is. */
const currentValue = sql<string | null>`case company_corrections.field
  when 'email' then companies.email
  when 'website' then companies.website
  when 'registeredOfficeAddress' then companies.registered_office_address
  when 'pincode' then companies.pincode
  when 'businessCategory' then companies.business_category
end`;

export async function findCorrection(db: Kysely<Database> | Transaction<Database>, id: number) {
  return db
    .selectFrom('company_corrections')
    .innerJoin('companies', 'companies.id', 'company_corrections.company_id')
    .select(ITEM_COLUMNS)
    .select([
      'company_corrections.evidence',
      'company_corrections.evidence_url',
      'company_corrections.requester_email',
      // The requester's language: the decision's mail speaks it (issue 44).
      'company_corrections.locale',
      'company_corrections.previous_value',
      currentValue.as('current_value'),
    ])
    .where('company_corrections.id', '=', id)
    .executeTakeFirst();
}

export type CorrectionRow = NonNullable<Awaited<ReturnType<typeof findCorrection>>>;

/** The request, locked with its company's row (an accept writes to the company). */
export const lockCorrection = (trx: Transaction<Database>, id: number) =>
  lockQueueItem(trx, 'company_corrections', id, { withCompany: true }, findCorrection);

/** Writes the accepted value to the company; updated_at tells the bulk followers too. */
export async function applyToCompany(
  trx: Transaction<Database>,
  companyId: number,
  field: CorrectableField,
  value: string,
): Promise<void> {
  await trx
    .updateTable('companies')
    .set({ [CORRECTION_COLUMNS[field]]: value, updated_at: sql`now()` })
    .where('id', '=', companyId)
    .execute();
}

export async function markDecided(
  trx: Transaction<Database>,
  id: number,
  decision: {
    status: 'accepted' | 'declined';
    decidedBy: number;
    reason: string | null;
    previousValue: string | null;
  },
): Promise<boolean> {
  const result = await trx
    .updateTable('company_corrections')
    .set({
      status: decision.status,
      decided_by: decision.decidedBy,
      decided_at: sql`now()`,
      decision_reason: decision.reason,
      previous_value: decision.previousValue,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
