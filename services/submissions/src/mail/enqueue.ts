import type { Transaction } from 'kysely';
import type { Database } from '@trusthive/platform';
import type { MailRequest } from './templates';

/**
 * Writes the e-mail in the caller's transaction (a mail row plus its outbox job), so it is
 * sent exactly when the change it reports committed. Implemented by the mail work (issue 18).
 */
export async function enqueueMail(_trx: Transaction<Database>, _mail: MailRequest): Promise<void> {
  throw new Error('enqueueMail: not implemented yet');
}
