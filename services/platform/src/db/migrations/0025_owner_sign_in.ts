import { sql, type Kysely } from 'kysely';

// Issue 19, owner accounts: how a company owner signs in, and how the audit log names them.
//
// - owner_sign_in_links: single-use sign-in links mailed to an owner's address. Only the
//   sha-256 of the token is kept (looked up by that hash), so a dump of this table signs nobody
//   in. A link is spent when used_at is set; it expires at expires_at (15 minutes).
// - owner_passwords: the optional password an owner may set, an argon2id hash per lower-cased
//   e-mail (an owner is an e-mail address in company_owners, not an account row), with the
//   lockout staff have: five failed password sign-ins in a row set locked_until.
// - staff_audit_log.actor_owner_email: who acted when an owner changed something (actor_id
//   stays null then). The append-only triggers of 0020 cover the new column as they cover the
//   table: an INSERT is the only write.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table owner_sign_in_links (
      id bigint generated always as identity primary key,
      token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
      email text not null check (length(email) between 3 and 254),
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  // The per-address view (how many links an address was sent) and the clean-up of old links.
  await sql`
    create index owner_sign_in_links_email on owner_sign_in_links (lower(email), created_at)
  `.execute(db);

  await sql`
    create table owner_passwords (
      email text primary key check (email = lower(email) and length(email) between 3 and 254),
      password_hash text not null,
      failed_attempts integer not null default 0 check (failed_attempts >= 0),
      locked_until timestamptz,
      updated_at timestamptz not null default now()
    )
  `.execute(db);

  await sql`
    alter table staff_audit_log
      add column actor_owner_email text check (length(actor_owner_email) between 3 and 254),
      add constraint staff_audit_log_one_actor
        check (actor_id is null or actor_owner_email is null)
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table staff_audit_log
      drop constraint if exists staff_audit_log_one_actor,
      drop column if exists actor_owner_email
  `.execute(db);
  await db.schema.dropTable('owner_passwords').ifExists().execute();
  await db.schema.dropTable('owner_sign_in_links').ifExists().execute();
}
