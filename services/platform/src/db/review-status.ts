import { sql, type RawBuilder } from 'kysely';

// Issue 18: a company is public only while companies.review_status is 'live' (migration 0022);
// a self-registered company stays 'pending' until staff approve it, 'rejected' after a refusal.

/**
 * "The company with this id is public", for reads that walk an index without visiting the
 * table (search walks, category lists). NOT IN over the few non-live ids (the partial index
 * companies_unreviewed) is planned as a hashed subplan: the ids are read once per statement
 * and each row is one hash probe, a filter on the same index-only scan, so the walk keeps its
 * order and its plan. (NOT EXISTS would let the planner pick a hash anti-join, which loses the
 * index order and sorts the whole slice; ids are never null, so NOT IN means the same.)
 * Reads that fetch the row anyway test `review_status = 'live'` directly.
 */
export function isPublicCompany(id: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`${id} not in (
    select unreviewed.id from companies unreviewed where unreviewed.review_status <> 'live')`;
}
