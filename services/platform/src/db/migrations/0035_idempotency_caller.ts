import { sql, type Kysely } from 'kysely';

// Issue 37, finding 6: an idempotency answer belonged to its (route, key) pair alone, so anyone
// who sent the same key and file again was answered as the first caller; for a logo upload
// that meant a fresh delete token, which voided the uploader's own. An answer now belongs to
// the caller that made it too: a sha256 of the caller's address (never the address itself;
// rows are pruned by age like the rest). Rows from before keep '' and replay to no one.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table idempotency_keys add column caller_hash text not null default ''`.execute(
    db,
  );
  await sql`alter table idempotency_keys drop constraint idempotency_keys_pkey`.execute(db);
  await sql`alter table idempotency_keys add primary key (scope, caller_hash, key)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table idempotency_keys drop constraint idempotency_keys_pkey`.execute(db);
  await sql`delete from idempotency_keys where caller_hash <> ''`.execute(db);
  await sql`alter table idempotency_keys add primary key (scope, key)`.execute(db);
  await sql`alter table idempotency_keys drop column caller_hash`.execute(db);
}
