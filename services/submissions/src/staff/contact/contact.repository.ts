import { sql, type Kysely, type Transaction } from 'kysely';
import type { ContactQueueQuery } from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';
import { isoTime } from '../../shared/dates';
import { listQueuePage } from '../../shared/queue-listing';

// The contact messages queue's SQL. "Handled" is set once: the UPDATE applies only to an
// unhandled row, so two staff marking one message at once record one handling.

const COLUMNS = [
  'id',
  'name',
  'email',
  'subject',
  'message',
  'created_at',
  'handled_at',
  'handled_by',
] as const;

export async function listContactMessages(db: Kysely<Database>, query: ContactQueueQuery) {
  const base = db
    .selectFrom('contact_messages')
    .where('handled_at', query.status === 'handled' ? 'is not' : 'is', null);
  const [{ rows, total }, summary] = await Promise.all([
    listQueuePage(base, 'contact_messages', (items) => items.select(COLUMNS), query),
    contactQueueSummary(db),
  ]);
  return { rows, total, oldestPendingAt: summary.oldestPendingAt };
}

/** The queue's size and age, for the console's overview of all queues. */
export async function contactQueueSummary(db: Kysely<Database>) {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => [eb.fn.countAll<number>().as('pending'), eb.fn.min('created_at').as('oldest')])
    .where('handled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending), oldestPendingAt: isoTime(row.oldest) };
}

export async function findContactMessage(db: Kysely<Database> | Transaction<Database>, id: number) {
  return db.selectFrom('contact_messages').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type ContactMessageRow = NonNullable<Awaited<ReturnType<typeof findContactMessage>>>;

/** Marks the message handled unless it already is; the row when this call marked it. */
export async function markHandled(trx: Transaction<Database>, id: number, staffId: number) {
  return trx
    .updateTable('contact_messages')
    .set({ handled_at: sql`now()`, handled_by: staffId })
    .where('id', '=', id)
    .where('handled_at', 'is', null)
    .returning(COLUMNS)
    .executeTakeFirst();
}
