import type { Kysely, Transaction } from 'kysely';
import { ConflictError, NotFoundError, type Database } from '@trusthive/platform';
import { decidedOn } from '../shared/dates';
import { staffNames } from './staff-names';

// The answer every queue gives to a decision of an item that is no longer pending (issue 18):
// a double click, or a second moderator who lost the race.

const WHEN = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** "This claim was already approved by Asha Rao on 24 Nov 2026, 10:15 pm." */
export function alreadyDecided(
  item: string,
  decided: string,
  by: string | null,
  at: Date | string | null,
): ConflictError {
  const who = by ? ` by ${by}` : '';
  const when = at ? ` on ${WHEN.format(new Date(at))}` : '';
  return new ConflictError('Already Decided', `This ${item} was already ${decided}${who}${when}.`);
}

/** A queue's 404 for an item it does not have, in the queue's own words. */
export function queueNotFound(notFound: { title: string; message: string }): () => NotFoundError {
  return () => new NotFoundError(notFound.title, notFound.message);
}

/** A queue item's path id as a row id, or null (answered 404 like an unknown id). */
export function parseItemId(value: string): number | null {
  if (!/^[1-9][0-9]{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** A queue item's path id as a row id; one that cannot be one answers the queue's 404. */
export function itemIdOrNotFound(
  value: string,
  notFound: { title: string; message: string },
): number {
  const id = parseItemId(value);
  if (id === null) throw new NotFoundError(notFound.title, notFound.message);
  return id;
}

/** What a queue's 409 says, given the outcome, who decided and when ("24 Nov 2026"). */
export type AlreadyDecidedMessage = (
  status: string,
  by: string,
  on: string,
) => { title: string; message: string };

/** What a queue row says of its decision. */
type DecidableRow = { status: string; decided_by: number | null; decided_at: unknown };

/**
 * For a queue row locked for a decision: throws the queue's 409 when it is no longer pending,
 * naming the staff member who decided it and the day. The queues with messages of their own
 * (corrections, owner changes, replies) share this instead of each reading the name.
 */
export async function refuseIfDecided(
  db: Kysely<Database>,
  row: DecidableRow,
  alreadyDecidedMessage: AlreadyDecidedMessage,
): Promise<void> {
  if (row.status === 'pending') return;
  const names = await staffNames(db, [row.decided_by]);
  const { title, message } = alreadyDecidedMessage(
    row.status,
    names.get(row.decided_by ?? 0) ?? 'a staff member',
    decidedOn(row.decided_at),
  );
  throw new ConflictError(title, message);
}

/**
 * Decides a pending queue item once. The row stays locked for the whole transaction, so a
 * second decision waits and then answers the queue's 409; `decide` writes the outcome, its
 * audit entry and all that follows from it in that same transaction, so they commit together
 * or not at all. An id that cannot be one, or no such item, answers the queue's 404.
 */
export async function decidePendingItem<Row extends DecidableRow, Result>(
  db: Kysely<Database>,
  rawId: string,
  queue: {
    /** The item, locked for the rest of the transaction; undefined when there is none. */
    lock: (trx: Transaction<Database>, id: number) => Promise<Row | undefined>;
    notFound: () => Error;
    alreadyDecided: AlreadyDecidedMessage;
  },
  decide: (trx: Transaction<Database>, row: Row, id: number) => Promise<Result>,
): Promise<Result> {
  const id = parseItemId(rawId);
  if (id === null) throw queue.notFound();
  return db.transaction().execute(async (trx) => {
    const row = await queue.lock(trx, id);
    if (!row) throw queue.notFound();
    await refuseIfDecided(trx, row, queue.alreadyDecided);
    return decide(trx, row, id);
  });
}
