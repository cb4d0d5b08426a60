import { sql, type Kysely } from 'kysely';

// Analytics events arrive through a queue (issue 8), so a batch can be delivered twice (a
// worker killed after its insert committed but before the queue heard of it). Each event
// carries the id it was given on acceptance; the unique column makes a second insert a no-op.
// stored_at is when the row was written (created_at is when the event happened): the gap is
// the queue's end-to-end lag. Rows written before this migration have no event id (NULLs are
// distinct, so they never conflict).
const TABLES = ['search_analytics', 'profile_views', 'website_clicks'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql`
      alter table ${sql.table(table)}
        add column event_id uuid,
        add column stored_at timestamptz not null default now(),
        add constraint ${sql.id(`${table}_event_id_key`)} unique (event_id)
    `.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql`
      alter table ${sql.table(table)}
        drop column if exists stored_at,
        drop column if exists event_id
    `.execute(db);
  }
}
