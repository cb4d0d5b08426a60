import { sql, type Kysely } from 'kysely';

// Issue 18: the people who review submissions, and the record of what they did. Both tables
// are owned by the submissions service (it owns every row staff review); no public service
// reads them.
//
// staff_accounts: one row per staff member. E-mail is unique however it is capitalised; the
// password is an argon2id hash; a TOTP secret is kept once enrolment starts and counts once
// confirmed (totp_enabled). Five failed sign-ins in a row set locked_until.
//
// staff_audit_log: append-only. A trigger refuses UPDATE, DELETE and TRUNCATE, so not even the
// service's own role (or a mistaken script) can rewrite what staff did. actor_id is null only
// for a failed sign-in with an e-mail no account has.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table staff_accounts (
      id bigint generated always as identity primary key,
      email text not null check (length(email) between 3 and 254),
      display_name text not null check (length(display_name) between 1 and 100),
      role text not null check (role in ('moderator', 'admin')),
      password_hash text not null,
      totp_secret text,
      totp_enabled boolean not null default false,
      disabled_at timestamptz,
      failed_attempts integer not null default 0 check (failed_attempts >= 0),
      locked_until timestamptz,
      last_sign_in_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint staff_accounts_totp_needs_secret check (not totp_enabled or totp_secret is not null)
    )
  `.execute(db);
  await sql`create unique index staff_accounts_email on staff_accounts (lower(email))`.execute(db);

  await sql`
    create table staff_audit_log (
      id bigint generated always as identity primary key,
      actor_id bigint references staff_accounts (id),
      action text not null check (length(action) between 1 and 100),
      subject_kind text not null check (length(subject_kind) between 1 and 100),
      subject_id text not null check (length(subject_id) <= 200),
      before jsonb,
      after jsonb,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  // The audit page's filters, each newest first (keyset on id).
  await sql`create index staff_audit_log_actor on staff_audit_log (actor_id, id desc)`.execute(db);
  await sql`create index staff_audit_log_action on staff_audit_log (action, id desc)`.execute(db);
  await sql`
    create index staff_audit_log_subject on staff_audit_log (subject_kind, subject_id, id desc)
  `.execute(db);
  await sql`
    create function staff_audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'staff_audit_log is append-only: % is not allowed', tg_op
        using errcode = 'insufficient_privilege';
    end
    $$
  `.execute(db);
  await sql`
    create trigger staff_audit_log_no_change before update or delete on staff_audit_log
      for each row execute function staff_audit_log_append_only()
  `.execute(db);
  await sql`
    create trigger staff_audit_log_no_truncate before truncate on staff_audit_log
      for each statement execute function staff_audit_log_append_only()
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_audit_log').ifExists().execute();
  await sql`drop function if exists staff_audit_log_append_only()`.execute(db);
  await db.schema.dropTable('staff_accounts').ifExists().execute();
}
