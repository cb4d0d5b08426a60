import type { Transaction } from 'kysely';
import type { Database } from '@trusthive/platform';

/** One staff action, as the append-only audit log keeps it. */
export interface AuditEntry {
  /** Null only for a failed sign-in with an e-mail no account has. */
  actorId: number | null;
  /** e.g. 'registration.approve', 'claim.reject', 'staff.add', 'session.sign_in'. */
  action: string;
  subjectKind: string;
  subjectId: string | number;
  /** The subject's state before and after, as JSON; never a password, hash or secret. */
  before: unknown;
  after: unknown;
}

/** Appends the entry in the caller's transaction, so the action and its record commit together. */
export async function recordAudit(trx: Transaction<Database>, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('staff_audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      subject_kind: entry.subjectKind,
      subject_id: String(entry.subjectId),
      before:
        entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
    })
    .execute();
}
