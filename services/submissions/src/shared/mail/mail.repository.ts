import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, MailStatus } from '@trusthive/platform';
import { DEFAULT_MAIL_LOCALE, isMailLocale, type MailLocale } from './locale';
import type { MailRequest } from './templates';

// The SQL of mail_messages (migration 0021), written by this service only.

export async function insertMail(
  trx: Transaction<Database> | Kysely<Database>,
  mail: MailRequest,
): Promise<string> {
  const row = await trx
    .insertInto('mail_messages')
    .values({
      template: mail.template,
      to_address: mail.to,
      data: JSON.stringify(mail.data),
      locale: mail.locale ?? DEFAULT_MAIL_LOCALE,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface MailRow {
  id: string;
  template: string;
  toAddress: string;
  data: unknown;
  /** The language it is written in (migration 0047). */
  locale: MailLocale;
  status: MailStatus;
  attempts: number;
  createdAt: Date;
}

/**
 * The row, locked until the transaction ends: a second worker handed the same job (a stalled
 * job run again, a relay's resend) waits here and then sees it sent.
 */
export async function lockMail(trx: Transaction<Database>, id: string): Promise<MailRow | null> {
  const row = await trx
    .selectFrom('mail_messages')
    .select(['id', 'template', 'to_address', 'data', 'locale', 'status', 'attempts', 'created_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        template: row.template,
        toAddress: row.to_address,
        data: row.data,
        // The column's check allows only these; a row from before it is English.
        locale: isMailLocale(row.locale) ? row.locale : DEFAULT_MAIL_LOCALE,
        status: row.status,
        attempts: row.attempts,
        createdAt: row.created_at,
      }
    : null;
}

export async function markSent(
  trx: Transaction<Database>,
  id: string,
  messageId: string,
): Promise<void> {
  await trx
    .updateTable('mail_messages')
    .set({
      status: 'sent',
      sent_at: sql`now()`,
      message_id: messageId,
      attempts: sql`attempts + 1`,
      last_error: null,
      // A sign-in link's token is live for 15 minutes, a contact-email confirmation's for 48
      // hours, a data request's confirmation for 24; once the mail is out, the table keeps no
      // copy of any of them (only their hashes), and a person's data export leaves no second
      // copy here (issue 37).
      // A watchlist alert's unsubscribe link (issue 43) works for the account's every alert:
      // the mail carries it, the table need not.
      data: sql`data - 'signInUrl' - 'confirmUrl' - 'verifyUrl' - 'exportJson' - 'unsubscribeUrl'`,
    })
    .where('id', '=', id)
    .execute();
}

/** A send failed: counted, with its (masked) error; 'failed' once no attempt is left. */
export async function markAttemptFailed(
  db: Kysely<Database>,
  id: string,
  error: string,
  final: boolean,
): Promise<void> {
  await db
    .updateTable('mail_messages')
    .set({
      attempts: sql`attempts + 1`,
      last_error: error.slice(0, 2_000),
      ...(final ? { status: 'failed' as const } : {}),
    })
    .where('id', '=', id)
    .where('status', '<>', 'sent')
    .execute();
}

/** Ids of mails still queued that were written more than `seconds` ago, oldest first. */
export async function queuedMailsOlderThan(
  db: Kysely<Database>,
  seconds: number,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('mail_messages')
    .select('id')
    .where('status', '=', 'queued')
    .where('created_at', '<', sql<Date>`now() - ${seconds} * interval '1 second'`)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
