import type { Kysely, Transaction } from 'kysely';
import { Outbox, jobIds, type Database } from '@trusthive/platform';
import { insertMail } from './mail.repository';
import type { MailRequest } from './templates';

// A mail is a mail_messages row plus an outbox job naming it, both written in the caller's
// transaction (issue 18): it is sent exactly when the change it reports committed, and never
// if that rolled back. The job carries only the row's id; the address and the data stay in
// PostgreSQL. The caller wakes its relay after the commit (deps.relay.wake()) so the mail
// leaves at once rather than at the relay's next poll.
//
// The outbox rows must carry this deployment's queue prefix (QUEUE_PREFIX), which only the
// app's config knows; the app sets it once at build (useMailQueuePrefix), so every caller
// keeps the short enqueueMail(trx, mail) and none can pass a wrong one.

let outbox = new Outbox();

/** Called by the submissions app and the mail worker with config.queues.prefix. */
export function useMailQueuePrefix(prefix: string): void {
  outbox = new Outbox(prefix);
}

/** Writes the mail and its job in `trx`; answers the mail's id. */
export async function enqueueMail(
  trx: Transaction<Database> | Kysely<Database>,
  mail: MailRequest,
): Promise<string> {
  const mailId = await insertMail(trx, mail);
  await outbox.enqueueInTransaction(
    trx,
    'mail',
    'mail.send',
    { mailId },
    {
      jobId: jobIds.mail(mailId),
    },
  );
  return mailId;
}
