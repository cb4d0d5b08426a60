import { sql, type Kysely } from 'kysely';

// pg_trgm backs name, CIN and brand search (ILIKE '%term%' and similarity) with GIN indexes.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop extension if exists pg_trgm`.execute(db);
}
