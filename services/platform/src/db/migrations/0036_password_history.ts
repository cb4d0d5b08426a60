import { sql, type Kysely } from 'kysely';

// Issue 37, finding 8: a password could be set to the one it replaced. ASVS 4 V2 asks that a
// new password is not a recent one, so each account keeps the argon2id hashes of the few
// passwords before its current one (newest first; the services keep at most 4). Hashes only,
// salted as the current one is.
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['staff_accounts', 'owner_passwords']) {
    await sql`alter table ${sql.table(table)}
      add column previous_password_hashes text[] not null default '{}'`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['staff_accounts', 'owner_passwords']) {
    await sql`alter table ${sql.table(table)} drop column if exists previous_password_hashes`.execute(
      db,
    );
  }
}
