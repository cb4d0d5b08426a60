import type pg from 'pg';
import { dropSecondaryIndexes } from '../generate/secondary-indexes';

// A bulk load: an import into an empty table, or one that at least doubles it. Keeping a
// dozen indexes (two of them trigram GIN) and the name-word index up to date row by row then
// costs far more than building them once at the end (issue 23: 9.9 lakh rows of a 25-lakh-row
// file took 494 s with them, slowing as the table grew). Everything happens in one transaction,
// with a savepoint per batch, so a failure rolls the drop back with the rows and no other
// session ever sees the table without its indexes; the price is that companies is locked
// against readers until the commit, which is why an import into a table that already holds
// more companies than the file never takes this path.
//
// The category counts triggers are switched off for the load (in the same transaction) and
// category_counts_rebuild() recounts at the end, as migration 0006 foresees for a bulk path:
// their grouped upsert rewrites the same few hundred count rows in every batch, and rows
// rewritten by many subtransactions of one transaction collect ever longer MultiXacts (the
// first attempt, with the triggers on, spent most of its time in GetMultiXactIdMembers and
// slowed to ~2,500 rows/s). The name-word and search-notice triggers stay on: they only add
// rows of their own per batch, or send one notice. Switching the name-word triggers off too and
// deriving company_name_words in one insert-select at the end was measured and not kept: at
// 25 lakh rows the loading got 53 s shorter but the refill took 59 s after the last batch,
// where nothing overlaps it (351.6 s against 343.9 s, side by side).

/** Below this many rows a file loads quickly enough with its indexes in place. */
export const BULK_LOAD_MIN_ROWS = 100_000;

export interface DroppedIndex {
  name: string;
  /** The statement that builds it again. */
  restore: string;
}

const COUNT_TRIGGERS = ['category_counts_insert', 'category_counts_update'];

/**
 * Prepares the caller's open transaction for a bulk load: the count triggers off, the indexes
 * dropped. Returns how to build the indexes again (finishBulkLoad).
 */
export async function startBulkLoad(client: pg.ClientBase): Promise<DroppedIndex[]> {
  for (const trigger of COUNT_TRIGGERS) {
    await client.query(`alter table companies disable trigger ${trigger}`);
  }
  return dropIndexesForBulkLoad(client);
}

/** Seconds each step of finishBulkLoad took: the counts, then each index by name. */
export interface BulkLoadTimings {
  categoryCounts: number;
  indexes: { name: string; seconds: number }[];
}

/**
 * Recounts the categories, switches their triggers back on and builds the indexes again.
 * Returns what each step took (the summary reports it).
 */
export async function finishBulkLoad(
  client: pg.ClientBase,
  dropped: DroppedIndex[],
): Promise<BulkLoadTimings> {
  for (const trigger of COUNT_TRIGGERS) {
    await client.query(`alter table companies enable trigger ${trigger}`);
  }
  const categoryCounts = await timed(() => client.query('select category_counts_rebuild()'));
  const indexes = await rebuildIndexes(client, dropped);
  return { categoryCounts, indexes };
}

async function timed(step: () => Promise<unknown>): Promise<number> {
  const at = performance.now();
  await step();
  return (performance.now() - at) / 1_000;
}

/**
 * Drops, inside the caller's transaction, the indexes of companies that no constraint needs
 * (search, sort and filter indexes) and the primary key of company_name_words, which only the
 * companies triggers write (its rows are derived from the names). Returns how to rebuild them.
 */
async function dropIndexesForBulkLoad(client: pg.ClientBase): Promise<DroppedIndex[]> {
  const indexes = await dropSecondaryIndexes(client, ['companies']);
  const { rows: keys } = await client.query<{ name: string; definition: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition
       from pg_constraint
      where conrelid = 'company_name_words'::regclass and contype = 'p'`,
  );
  const dropped: DroppedIndex[] = [];
  for (const { name, definition } of indexes) dropped.push({ name, restore: definition });
  for (const { name, definition } of keys) {
    await client.query(`alter table company_name_words drop constraint ${name}`);
    dropped.push({
      name,
      restore: `alter table company_name_words add constraint ${name} ${definition}`,
    });
  }
  return dropped;
}

/** Builds the dropped indexes again, in the same transaction, with room to sort in memory. */
async function rebuildIndexes(
  client: pg.ClientBase,
  dropped: DroppedIndex[],
): Promise<BulkLoadTimings['indexes']> {
  await client.query(`set local maintenance_work_mem = '512MB'`);
  const timings: BulkLoadTimings['indexes'] = [];
  for (const { name, restore } of dropped) {
    timings.push({ name, seconds: await timed(() => client.query(restore)) });
  }
  return timings;
}
