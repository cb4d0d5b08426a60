import { sql, type Kysely, type Transaction } from 'kysely';
import type { DataRequestKind, DataRequestQueueQuery } from '@trusthive/contracts';
import type { Database, DataRequestStatus, MailLocale } from '@trusthive/platform';
import { isoTime } from '../dates';
import { listQueuePage } from '../queue-listing';

// The SQL of data_requests (migration 0039), written by this service only. A row that was
// never verified is no staff business: every staff read below asks for verified rows.

type Db = Kysely<Database> | Transaction<Database>;

const COLUMNS = [
  'id',
  'kind',
  'email',
  'details',
  'status',
  'created_at',
  'verified_at',
  'due_at',
  'decided_by',
  'decided_at',
  'notes',
] as const;

export async function insertUnverifiedRequest(
  trx: Transaction<Database>,
  request: {
    kind: DataRequestKind;
    email: string;
    emailHash: string;
    details: string | null;
    tokenHash: string;
    tokenExpiresAt: Date;
    locale: MailLocale;
  },
): Promise<number> {
  const row = await trx
    .insertInto('data_requests')
    .values({
      kind: request.kind,
      email: request.email,
      email_hash: request.emailHash,
      details: request.details,
      token_hash: request.tokenHash,
      token_expires_at: request.tokenExpiresAt,
      locale: request.locale,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Unconfirmed requests whose link expired: the address may be anybody's (whoever typed it), so
 * it is not kept past the link's life. Run with each new request; the table stays small.
 */
export async function deleteExpiredUnverified(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('data_requests')
    .where('status', '=', 'unverified')
    .where('token_expires_at', '<', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The request of a token hash, locked: of two clicks at once, one waits and then sees it used. */
export async function lockRequestByToken(trx: Transaction<Database>, tokenHash: string) {
  return trx
    .selectFrom('data_requests')
    .select(['id', 'kind', 'status', 'token_expires_at'])
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

/** Verified now: the request enters the staff queue with its 30-day clock. */
export async function markVerified(trx: Transaction<Database>, id: number, at: Date) {
  await trx
    .updateTable('data_requests')
    .set({
      status: 'open',
      verified_at: at,
      due_at: sql`${at}::timestamptz + interval '30 days'`,
    })
    .where('id', '=', id)
    .where('status', '=', 'unverified')
    .execute();
}

const CLOSED: DataRequestStatus[] = ['exported', 'corrected', 'erased'];

export async function listVerifiedRequests(db: Kysely<Database>, query: DataRequestQueueQuery) {
  const base = db
    .selectFrom('data_requests')
    .where(
      'status',
      query.status === 'open' ? '=' : 'in',
      query.status === 'open' ? 'open' : CLOSED,
    );
  const [{ rows, total }, summary] = await Promise.all([
    listQueuePage(base, 'data_requests', (items) => items.select(COLUMNS), query),
    dataRequestsQueueSummary(db),
  ]);
  return { rows, total, oldestPendingAt: summary.oldestPendingAt };
}

/** The queue's size and age, for the console's overview of all queues. */
export async function dataRequestsQueueSummary(db: Kysely<Database>) {
  const row = await db
    .selectFrom('data_requests')
    .select((eb) => [eb.fn.countAll<number>().as('pending'), eb.fn.min('created_at').as('oldest')])
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending), oldestPendingAt: isoTime(row.oldest) };
}

export async function findVerifiedRequest(db: Db, id: number) {
  return db
    .selectFrom('data_requests')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('status', '<>', 'unverified')
    .executeTakeFirst();
}

export type DataRequestRow = NonNullable<Awaited<ReturnType<typeof findVerifiedRequest>>>;

export async function lockVerifiedRequest(trx: Transaction<Database>, id: number) {
  return (
    trx
      .selectFrom('data_requests')
      .select(COLUMNS)
      // The person's language: the answer's mail speaks it (issue 44).
      .select('locale')
      .where('id', '=', id)
      .where('status', '<>', 'unverified')
      .forUpdate()
      .executeTakeFirst()
  );
}

export async function markClosed(
  trx: Transaction<Database>,
  id: number,
  close: { status: 'exported' | 'corrected' | 'erased'; decidedBy: number; notes: string | null },
) {
  return trx
    .updateTable('data_requests')
    .set({
      status: close.status,
      decided_by: close.decidedBy,
      decided_at: sql`now()`,
      notes: close.notes,
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning(COLUMNS)
    .executeTakeFirst();
}

/** After an erasure: no request of that address keeps the address (its hash stays). */
export async function blankRequestAddresses(trx: Transaction<Database>, emailHash: string) {
  await trx
    .updateTable('data_requests')
    .set({ email: null, details: null })
    .where('email_hash', '=', emailHash)
    .execute();
}

/** The requests an address made, for its export (no tokens, no hashes). */
export async function requestsOfAddress(db: Db, emailHash: string) {
  return db
    .selectFrom('data_requests')
    .select(['id', 'kind', 'details', 'status', 'created_at', 'verified_at', 'decided_at'])
    .where('email_hash', '=', emailHash)
    .orderBy('id')
    .execute();
}
