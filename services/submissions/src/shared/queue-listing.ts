import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { QUEUE_PAGE_SIZE } from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';
import { isoTime } from './dates';

// The paging every staff queue list shares: one WHERE for the page and its total, newest or
// oldest first by arrival with the id breaking ties (so a page never repeats or skips a row
// when two items came in at the same moment).

/** What a query selects before its columns are named (kysely's own `{}`). */
type NoColumns = Record<never, never>;

export interface QueuePaging {
  order: 'newest' | 'oldest';
  page: number;
}

/**
 * One page of a queue's rows and how many rows the whole list has. `base` is the queue's
 * FROM and WHERE (no columns yet) and `select` adds the columns of a listed item; the list is
 * ordered by `table`'s created_at and id.
 */
export async function listQueuePage<DB, TB extends keyof DB & string, Row>(
  base: SelectQueryBuilder<DB, TB, NoColumns>,
  table: TB,
  select: (base: SelectQueryBuilder<DB, TB, NoColumns>) => SelectQueryBuilder<DB, TB, Row>,
  { order, page }: QueuePaging,
): Promise<{ rows: Row[]; total: number }> {
  const direction = order === 'newest' ? 'desc' : 'asc';
  const [rows, total] = await Promise.all([
    select(base)
      .orderBy(sql.ref(`${table}.created_at`), direction)
      .orderBy(sql.ref(`${table}.id`), direction)
      .limit(QUEUE_PAGE_SIZE)
      .offset((page - 1) * QUEUE_PAGE_SIZE)
      .execute(),
    // The generic builder cannot name the aliased column's type; the count is the only column.
    base
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .$castTo<{ count: number }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

/** The queues whose items wait under one status, by table, with that status. */
const WAITING_STATUS = {
  company_claims: 'pending',
  reports: 'open',
  company_corrections: 'pending',
  owner_change_requests: 'pending',
  report_replies: 'pending',
} as const;

/** A queue's size and age, for the console's overview of all queues and the top of its list. */
export async function waitingQueueSummary(
  db: Kysely<Database>,
  table: keyof typeof WAITING_STATUS,
): Promise<{ pending: number; oldestPendingAt: string | null }> {
  const row = await db
    .selectFrom(table)
    .select((eb) => [eb.fn.countAll<number>().as('pending'), eb.fn.min('created_at').as('oldest')])
    .where('status', '=', WAITING_STATUS[table])
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending), oldestPendingAt: isoTime(row.oldest) };
}
