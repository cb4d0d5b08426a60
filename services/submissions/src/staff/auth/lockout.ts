import { sql, type Transaction } from 'kysely';
import type { Database } from '@trusthive/platform';

// Which addresses a lock was earned from (issue 37): failures are in the append-only audit
// log with the caller's truncated address, so a lock can tell its owner, signing in from a
// network that made none of them, from whoever guessed. The failures that count are those
// since the account last signed in or was unlocked: ordered by the log's ids, not by a clock.

const FRESH_START_ACTIONS = ['session.sign_in', 'staff.unlock', 'staff.unlock_by_cli'];

/** Whether the account failed a sign-in from this (truncated) address since its last sign-in. */
export async function failedFromAddress(
  trx: Transaction<Database>,
  accountId: number,
  address: string | null,
): Promise<boolean> {
  // An address that cannot be read is never taken for the owner's.
  if (address === null) return true;
  const subject = String(accountId);
  const lastFreshStart = trx
    .selectFrom('staff_audit_log')
    .select(sql<number>`coalesce(max(id), 0)`.as('id'))
    .where('subject_kind', '=', 'staff_account')
    .where('subject_id', '=', subject)
    .where('action', 'in', FRESH_START_ACTIONS);
  const row = await trx
    .selectFrom('staff_audit_log')
    .select(sql<number>`1`.as('found'))
    .where('subject_kind', '=', 'staff_account')
    .where('subject_id', '=', subject)
    .where('action', '=', 'session.sign_in_failed')
    .where('id', '>', lastFreshStart)
    .where(sql<string>`"after" ->> 'address'`, '=', address)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
