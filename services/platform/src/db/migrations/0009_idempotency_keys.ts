import { sql, type Kysely } from 'kysely';

// Safe retries of writes: the first answer to a (route, Idempotency-Key) pair, written in the
// same transaction as the write it answers, so a crash cannot keep one without the other.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table idempotency_keys (
      scope text not null,
      key text not null check (length(key) between 8 and 200),
      fingerprint text not null,
      status_code smallint not null check (status_code between 200 and 299),
      response jsonb not null,
      created_at timestamptz not null default now(),
      primary key (scope, key)
    )
  `.execute(db);
  // Old keys are pruned by age.
  await sql`create index idempotency_keys_created_at on idempotency_keys (created_at)`.execute(db);
  // An uploaded logo may be deleted only while no company or brand shows it; these answer
  // that without scanning the table (most registry rows have no logo, so they stay small).
  await sql`create index companies_logo on companies (logo) where logo is not null`.execute(db);
  await sql`create index brands_logo_url on brands (logo_url) where logo_url is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('brands_logo_url').ifExists().execute();
  await db.schema.dropIndex('companies_logo').ifExists().execute();
  await db.schema.dropTable('idempotency_keys').ifExists().execute();
}
