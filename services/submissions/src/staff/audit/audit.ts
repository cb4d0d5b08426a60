import type { Transaction } from 'kysely';
import type { Database } from '@trusthive/platform';

/** One staff action, as the append-only audit log keeps it. */
export interface AuditEntry {
  actorId: number;
  /** e.g. 'registration.approve', 'claim.reject', 'staff.add', 'session.sign_in'. */
  action: string;
  subjectKind: string;
  subjectId: string | number;
  before: unknown;
  after: unknown;
}

/** Appends the entry in the caller's transaction, so the action and its record commit together. */
export async function recordAudit(_trx: Transaction<Database>, _entry: AuditEntry): Promise<void> {
  throw new Error('recordAudit: not implemented yet');
}
