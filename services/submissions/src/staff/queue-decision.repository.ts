import { sql, type Transaction } from 'kysely';
import type { Database } from '@trusthive/platform';

/**
 * The queues whose decision is an outcome, who made it, when, and the reason for a no, with the
 * outcomes each has.
 */
interface DecidedStatus {
  owner_change_requests: 'approved' | 'declined';
  report_replies: 'published' | 'declined';
}
type ReasonedQueueTable = keyof DecidedStatus;

/**
 * Records a decision on a pending item; false when the item was no longer pending. The caller
 * holds the row's lock, so this is the second line of defence against deciding twice.
 */
export async function markPendingDecided<Table extends ReasonedQueueTable>(
  trx: Transaction<Database>,
  table: Table,
  id: number,
  decision: {
    status: DecidedStatus[Table];
    decidedBy: number;
    reason: string | null;
  },
): Promise<boolean> {
  // The query builder is typed by the union of the tables, not by the caller's one.
  const queueTable: ReasonedQueueTable = table;
  const result = await trx
    .updateTable(queueTable)
    .set({
      status: decision.status,
      decided_by: decision.decidedBy,
      decided_at: sql`now()`,
      decision_reason: decision.reason,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The queues whose items a decision locks first, with their company's row or alone. */
type LockedQueueTable = 'company_corrections' | 'owner_change_requests' | 'report_replies';

/**
 * A queue item, locked for the rest of the transaction and then read whole by `find`; undefined
 * when there is none. A second decision waits here and then sees the first one's outcome. With
 * `withCompany` the company's row is locked too, for the decisions that change the company.
 */
export async function lockQueueItem<Row>(
  trx: Transaction<Database>,
  table: LockedQueueTable,
  id: number,
  { withCompany }: { withCompany: boolean },
  find: (trx: Transaction<Database>, id: number) => Promise<Row | undefined>,
): Promise<Row | undefined> {
  // FOR UPDATE locks the row of every table in the FROM clause: the item's, and the company's.
  const company = withCompany ? sql`join companies on companies.id = item.company_id` : sql``;
  const { rows } = await sql<{ id: number }>`
    select item.id from ${sql.table(table)} item ${company}
    where item.id = ${id}
    for update`.execute(trx);
  return rows.length > 0 ? find(trx, id) : undefined;
}
