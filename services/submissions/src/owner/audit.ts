import type { Transaction } from 'kysely';
import type { Database } from '@trusthive/platform';

/** One owner action, as the staff audit log keeps it (actor_owner_email, actor_id null). */
export interface OwnerAuditEntry {
  ownerEmail: string;
  /** e.g. 'owner.sign_in', 'owner.password_set', 'owner.company_update'. */
  action: string;
  subjectKind: string;
  subjectId: string | number;
  /** The subject's state before and after, as JSON; never a password, hash or token. */
  before: unknown;
  after: unknown;
}

const asJson = (value: unknown) =>
  value === undefined || value === null ? null : JSON.stringify(value);

/** Appends the entry in the caller's transaction, so the change and its record commit together. */
export async function recordOwnerAudit(
  trx: Transaction<Database>,
  entry: OwnerAuditEntry,
): Promise<void> {
  await trx
    .insertInto('staff_audit_log')
    .values({
      actor_id: null,
      actor_owner_email: entry.ownerEmail.toLowerCase(),
      action: entry.action,
      subject_kind: entry.subjectKind,
      subject_id: String(entry.subjectId),
      before: asJson(entry.before),
      after: asJson(entry.after),
    })
    .execute();
}
