import { sql, type RawBuilder } from 'kysely';

// Issue 18: a company is public only while companies.review_status is 'live' (migration 0022);
// a self-registered company stays 'pending' until staff approve it, 'rejected' after a refusal.

/**
 * "The company with this id is public", for reads that walk an index without visiting the
 * table (search walks, category lists): an anti-join on companies_unreviewed, the partial
 * index of the few non-live ids, so the walk stays index-only with one small probe per row.
 * Reads that fetch the row anyway test `review_status = 'live'` directly.
 */
export function isPublicCompany(id: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`not exists (
    select from companies unreviewed
     where unreviewed.id = ${id} and unreviewed.review_status <> 'live')`;
}
