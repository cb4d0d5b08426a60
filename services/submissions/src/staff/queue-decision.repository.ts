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
