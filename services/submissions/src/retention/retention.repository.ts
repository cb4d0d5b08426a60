import { sql, type Kysely } from 'kysely';
import type { Database } from '@trusthive/platform';
import { deleteExpiredUnverified } from '../shared/data-requests/data-requests.repository';

// The SQL of the retention pass (issue 37): each statement removes or blanks only what is past
// its period, and skips what an earlier pass already did, so a pass can run any number of times.

/** What stands in for a name or e-mail address once it is past its period. */
export const REMOVED = '[removed]';
const BATCH = 500;

/** Decided claims older than the cutoff: their ids and the storage keys of their documents. */
export async function decidedClaimsBefore(
  db: Kysely<Database>,
  cutoff: Date,
): Promise<{ id: number; documentKeys: string[] }[]> {
  const rows = await db
    .selectFrom('company_claims')
    .select(['id', 'director_id_proof_url', 'business_proof_url'])
    .where('status', '<>', 'pending')
    .where('reviewed_at', '<', cutoff)
    .orderBy('id')
    .limit(BATCH)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    documentKeys: [row.director_id_proof_url, row.business_proof_url],
  }));
}

/** Sent (or given-up) mail rows: the address and the content, once they are old enough. */
export async function deleteMailBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('mail_messages')
    .where('status', 'in', ['sent', 'failed'])
    .where(sql<Date>`coalesce(sent_at, created_at)`, '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Owner sign-in links (an e-mail each) expired before the cutoff: a record of sign-in mails. */
export async function deleteSignInLinksBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('owner_sign_in_links')
    .where('expires_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Contact-email confirmations (two addresses each) whose link expired before the cutoff: kept
 * as long as the mail that carried the link, then gone, whatever became of them.
 */
export async function deleteContactEmailConfirmationsBefore(
  db: Kysely<Database>,
  cutoff: Date,
): Promise<number> {
  const result = await db
    .deleteFrom('owner_contact_email_confirmations')
    .where('expires_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * "Your data" requests: one never confirmed is deleted once its link has expired (anyone may
 * have typed the address); a closed one keeps its kind, dates and the address's hash as the
 * record that it was answered, and loses the address itself after the contacts' period.
 */
export async function forgetDataRequestAddressesBefore(
  db: Kysely<Database>,
  now: Date,
  cutoff: Date,
): Promise<number> {
  const unconfirmed = await deleteExpiredUnverified(db, now);
  const closed = await db
    .updateTable('data_requests')
    .set({ email: null, details: null })
    .where('decided_at', '<', cutoff)
    .where('email', 'is not', null)
    .executeTakeFirst();
  return unconfirmed + Number(closed.numUpdatedRows);
}

/**
 * Stored answers to idempotency keys (a caller's address hash, and an upload's delete token)
 * older than the cutoff: a client retries within minutes, not days.
 */
export async function deleteIdempotencyAnswersBefore(
  db: Kysely<Database>,
  cutoff: Date,
): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where(sql<Date>`created_at`, '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Decided reports keep their text and outcome; the reporter's name, e-mail and phone go. */
export async function anonymiseReportersBefore(
  db: Kysely<Database>,
  cutoff: Date,
): Promise<number> {
  const result = await db
    .updateTable('reports')
    .set({ reporter_name: REMOVED, reporter_email: REMOVED, reporter_phone: null })
    .where('decided_at', '<', cutoff)
    .where('reporter_email', '<>', REMOVED)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Contact messages handled (or, unhandled, received) before the cutoff lose their sender. */
export async function anonymiseContactSendersBefore(
  db: Kysely<Database>,
  cutoff: Date,
): Promise<number> {
  const result = await db
    .updateTable('contact_messages')
    .set({ name: REMOVED, email: REMOVED })
    .where(sql<Date>`coalesce(handled_at, created_at)`, '<', cutoff)
    .where('email', '<>', REMOVED)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Decided corrections keep what was proposed; the requester's e-mail goes. */
export async function anonymiseCorrectionRequestersBefore(
  db: Kysely<Database>,
  cutoff: Date,
): Promise<number> {
  const result = await db
    .updateTable('company_corrections')
    .set({ requester_email: REMOVED })
    .where('decided_at', '<', cutoff)
    .where('requester_email', '<>', REMOVED)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Audit rows older than the cutoff: e-mails, phones and addresses in before/after become
 * "[redacted]"; who acted, what and when stay. Only migration 0038's function may do this.
 */
export async function redactAuditBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const { rows } = await sql<{ changed: number }>`
    select staff_audit_log_redact_personal_data(${cutoff}) as changed
  `.execute(db);
  return rows[0]?.changed ?? 0;
}
