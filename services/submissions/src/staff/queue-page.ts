import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { QUEUE_PAGE_SIZE } from '@trusthive/contracts';
import { BadRequestError, type Database } from '@trusthive/platform';
import { isoTime } from '../shared/dates';
import { parseItemId } from './decided';
import { staffNames } from './staff-names';

/** A queue list as its repository reads it: one page of rows, the total, the oldest waiting. */
type ListedRows<Row> = { rows: Row[]; total: number; oldestPendingAt: string | null };

/** One page of a staff queue as the console reads it. */
type QueuePageOf<Item> = {
  items: Item[];
  total: number;
  page: number;
  pageSize: typeof QUEUE_PAGE_SIZE;
  oldestPendingAt: string | null;
};

/** The rows of one page as items, with the list's counts. */
export function pageOf<Row, Item>(
  { rows, total, oldestPendingAt }: ListedRows<Row>,
  page: number,
  toItem: (row: Row) => Item,
): QueuePageOf<Item> {
  return { items: rows.map(toItem), total, page, pageSize: QUEUE_PAGE_SIZE, oldestPendingAt };
}

/**
 * One page of a staff queue: its rows as items, each named with the staff member who decided
 * or handled it (one look-up for the page), with the total and the oldest waiting item's time
 * as the queue's list read them.
 */
export async function queuePage<Row, Item>(
  db: Kysely<Database>,
  list: ListedRows<Row>,
  {
    page,
    staffOf,
    toItem,
  }: {
    page: number;
    /** The staff account that decided or handled a row, or null while it waits. */
    staffOf: (row: Row) => number | null;
    toItem: (row: Row, names: Map<number, string>) => Item;
  },
): Promise<QueuePageOf<Item>> {
  const names = await staffNames(db, list.rows.map(staffOf));
  return pageOf(list, page, (row) => toItem(row, names));
}

/**
 * queuePage for the queues whose rows name the staff member who decided them in decided_by
 * (corrections, owner changes, replies, data requests).
 */
export async function decidedQueuePage<Row extends { decided_by: number | null }, Item>(
  db: Kysely<Database>,
  list: ListedRows<Row>,
  page: number,
  toItem: (row: Row, names: Map<number, string>) => Item,
): Promise<QueuePageOf<Item>> {
  return queuePage(db, list, { page, staffOf: (row) => row.decided_by, toItem });
}

/** A queue item by its path id; an id that cannot be one answers as an unknown one. */
export async function queueItem<Row>(
  rawId: string,
  find: (id: number) => Promise<Row | undefined>,
  notFound: () => Error,
): Promise<Row> {
  const id = parseItemId(rawId);
  const row = id === null ? undefined : await find(id);
  if (!row) throw notFound();
  return row;
}

/**
 * A listed item's decision as the console shows it, named with the staff member who made it;
 * null while the item waits. The queues decided with a reason (corrections, owner changes,
 * replies) share it.
 */
export function queueDecision(
  row: { decided_at: unknown; decided_by: number | null; decision_reason: string | null },
  names: Map<number, string>,
): { decidedAt: string; decidedBy: string; reason: string | null } | null {
  return row.decided_at && row.decided_by !== null
    ? {
        decidedAt: isoTime(row.decided_at) ?? '',
        decidedBy: names.get(row.decided_by) ?? 'a staff member',
        reason: row.decision_reason,
      }
    : null;
}

/**
 * The status a list shows, for the queues whose query takes any text as its status (claims,
 * reports): the waiting status when none is asked, and 400 with `message` for one the queue
 * does not have.
 */
export function listedStatus<Status>(
  schema: z.ZodType<Status>,
  asked: string | undefined,
  waiting: Status,
  message: string,
): Status {
  const status = schema.safeParse(asked ?? waiting);
  if (!status.success) throw new BadRequestError('Invalid Status', message, 'status');
  return status.data;
}
