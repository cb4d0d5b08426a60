import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { QUEUE_PAGE_SIZE } from '@trusthive/contracts';
import { BadRequestError, type Database } from '@trusthive/platform';
import { isoTime } from './dates';
import { parseItemId } from './decided';
import { staffNames } from './staff-names';

/**
 * One page of a staff queue: its rows as items, each named with the staff member who decided
 * or handled it (one look-up for the page), with the total and the oldest waiting item's time
 * as the queue's list read them.
 */
export async function queuePage<Row, Item>(
  db: Kysely<Database>,
  { rows, total, oldestPendingAt }: { rows: Row[]; total: number; oldestPendingAt: string | null },
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
): Promise<{
  items: Item[];
  total: number;
  page: number;
  pageSize: typeof QUEUE_PAGE_SIZE;
  oldestPendingAt: string | null;
}> {
  const names = await staffNames(db, rows.map(staffOf));
  return {
    items: rows.map((row) => toItem(row, names)),
    total,
    page,
    pageSize: QUEUE_PAGE_SIZE,
    oldestPendingAt,
  };
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
