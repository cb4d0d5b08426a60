import { UnrecoverableError } from 'bullmq';
import type { Kysely } from 'kysely';
import { maskEmail, maskEmailsIn, type Database, type SmtpSender } from '@trusthive/platform';
import { lockMail, markAttemptFailed, markSent } from './mail.repository';
import { isMailTemplate, renderMail } from './render';
import type { MailRequest } from './templates';

// One mail row sent exactly once (issue 18). In one transaction: lock the row (FOR UPDATE),
// skip it when it is already sent, render it, hand it to the SMTP server, mark it sent with
// the server's message id, commit. A second worker given the same mail (a stalled job run
// again, the relay's resend of the outbox row) waits on the lock and then finds it sent.
//
// What is left: the SMTP server accepted the mail (250 after DATA) and this process died, or
// PostgreSQL went away, before the COMMIT. The row is still 'queued', BullMQ runs the job
// again and the mail is sent a second time. No protocol closes that window (the SMTP server
// and PostgreSQL cannot commit together); it lasts from the server's 250 to the COMMIT's
// answer, about a millisecond on one machine. A resend carries the same Message-ID header
// (derived from the row's id), so a receiving system or a person can recognise it, and the
// fault test counts such duplicates rather than assuming none.

export interface SendMailDeps {
  db: Kysely<Database>;
  sender: Pick<SmtpSender, 'send'>;
  /** The domain Message-IDs are minted under (the sender's). */
  messageIdDomain: string;
}

export type SendOutcome =
  | { outcome: 'sent'; template: string; to: string; messageId: string }
  | { outcome: 'already-sent' | 'missing' };

/** The Message-ID header of a mail row: the same for every send of that row. */
export function messageIdOf(mailId: string, domain: string): string {
  return `<${mailId}@${domain}>`;
}

/**
 * Sends the mail unless it was sent already. A failure is recorded on the row (masked) and
 * thrown again for the queue to retry; `finalAttempt` marks the row 'failed'. A recipient the
 * SMTP server refuses for good (5xx) or a row that cannot be rendered fails at once.
 */
export async function sendQueuedMail(
  { db, sender, messageIdDomain }: SendMailDeps,
  mailId: string,
  { finalAttempt }: { finalAttempt: boolean },
): Promise<SendOutcome> {
  try {
    return await db.transaction().execute(async (trx): Promise<SendOutcome> => {
      const row = await lockMail(trx, mailId);
      if (!row) return { outcome: 'missing' };
      if (row.status === 'sent') return { outcome: 'already-sent' };
      if (!isMailTemplate(row.template)) {
        throw new UnrecoverableError(`unknown mail template ${row.template}`);
      }
      const rendered = renderMail(
        { template: row.template, data: row.data } as Omit<MailRequest, 'to'>,
        row.createdAt,
        row.locale,
      );
      const sent = await sender.send({
        to: row.toAddress,
        ...rendered,
        messageId: messageIdOf(row.id, messageIdDomain),
      });
      await markSent(trx, row.id, sent.messageId);
      return {
        outcome: 'sent',
        template: row.template,
        to: maskEmail(row.toAddress),
        messageId: sent.messageId,
      };
    });
  } catch (error) {
    const permanent = error instanceof UnrecoverableError || refusedForGood(error);
    const message = maskEmailsIn(describe(error));
    // The row keeps the latest refusal; if PostgreSQL itself is away this cannot be written,
    // and the retry will try again.
    await markAttemptFailed(db, mailId, message, finalAttempt || permanent).catch(() => undefined);
    throw permanent ? new UnrecoverableError(message) : new Error(message);
  }
}

/** The SMTP server refused the recipient or the message with a permanent (5xx) answer. */
function refusedForGood(error: unknown): boolean {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return (
    (code === 'EENVELOPE' || code === 'EMESSAGE') &&
    typeof responseCode === 'number' &&
    responseCode >= 500
  );
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
