import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

// The relay's SQL (migration 0014). Rows are claimed with FOR UPDATE SKIP LOCKED inside the
// relay's transaction: a second relay skips them instead of waiting or sending them again,
// and a relay that dies mid-batch releases them with its connection.

export interface PendingJob {
  id: number;
  queue: string;
  job_name: string;
  payload: unknown;
  job_options: unknown;
  attempts: number;
}

export function claimPending(
  trx: Transaction<Database>,
  prefix: string,
  limit: number,
): Promise<PendingJob[]> {
  return trx
    .selectFrom('outbox')
    .select(['id', 'queue', 'job_name', 'payload', 'job_options', 'attempts'])
    .where('prefix', '=', prefix)
    .where('delivered_at', 'is', null)
    .where(sql<boolean>`available_at <= now()`)
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

export async function markDelivered(trx: Transaction<Database>, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('outbox')
    .set({ delivered_at: sql`now()`, attempts: sql`attempts + 1`, last_error: null })
    .where('id', 'in', ids)
    .execute();
}

/** The add failed: try this row again after a pause that doubles each time, up to 5 minutes. */
export async function markFailed(
  trx: Transaction<Database>,
  id: number,
  error: string,
): Promise<void> {
  await trx
    .updateTable('outbox')
    .set({
      attempts: sql`attempts + 1`,
      last_error: error.slice(0, 2_000),
      available_at: sql`now() + least(300, power(2, attempts)) * interval '1 second'`,
    })
    .where('id', '=', id)
    .execute();
}

/** Removes delivered rows older than the given age; answers how many. */
export async function pruneDelivered(
  db: Kysely<Database>,
  prefix: string,
  olderThanSeconds: number,
): Promise<number> {
  const result = await db
    .deleteFrom('outbox')
    .where('prefix', '=', prefix)
    .where('delivered_at', '<', sql<Date>`now() - ${olderThanSeconds} * interval '1 second'`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
