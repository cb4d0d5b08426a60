import { sql, type Kysely } from 'kysely';

// Issue 43 part 2: watchlists and alerts. An account follows up to 1,000 companies and is
// mailed when what a buyer checks a supplier for changes: its MCA status, red flags, GST
// status, trust level, upheld reports, or that it was claimed.
//
// watchlist_entries: who follows which company; erased with the account (on delete cascade).
// account_alert_settings: instant or daily mails, or none ('off', what a one-click unsubscribe
// sets), and the account's unsubscribe token: a random value in each alert's List-Unsubscribe
// link (RFC 8058), so a click works without a session and nobody can guess another's.
// company_watch_facts: the facts last alerted on, kept only for followed companies; an alert
// is the difference between it and the company now.
// watch_follow_confirmations: a signed-out visitor's follow waits for its e-mailed link (the
// token's hash only, as owner_sign_in_links keeps it).
// watch_alert_digest_items: a daily follower's changes, waiting for the day's digest mail.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table watchlist_entries (
      account_id uuid not null references accounts (id) on delete cascade,
      company_id integer not null references companies (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (account_id, company_id)
    )
  `.execute(db);
  // "Who follows this company?": the alert worker's question on every company event.
  await sql`create index watchlist_entries_company_idx on watchlist_entries (company_id)`.execute(
    db,
  );
  await sql`
    create table account_alert_settings (
      account_id uuid primary key references accounts (id) on delete cascade,
      alert_mode text not null default 'instant'
        constraint account_alert_settings_mode_check check (alert_mode in ('instant', 'daily', 'off')),
      unsubscribe_token text not null constraint account_alert_settings_token_key unique,
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table company_watch_facts (
      company_id integer primary key references companies (id) on delete cascade,
      company_status text,
      red_flags text[] not null default '{}',
      gst_status text,
      trust_level text,
      upheld_reports integer not null default 0,
      claimed boolean not null default false,
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table watch_follow_confirmations (
      id bigint generated always as identity primary key,
      token_hash text not null constraint watch_follow_confirmations_token_key unique,
      email text not null,
      company_id integer not null references companies (id) on delete cascade,
      locale text not null default 'en'
        constraint watch_follow_confirmations_locale_check check (locale in ('en', 'hi', 'ta', 'bn')),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )
  `.execute(db);
  await sql`
    create table watch_alert_digest_items (
      id bigint generated always as identity primary key,
      account_id uuid not null references accounts (id) on delete cascade,
      company_id integer not null references companies (id) on delete cascade,
      changes jsonb not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index watch_alert_digest_items_account_idx on watch_alert_digest_items (account_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'watch_alert_digest_items',
    'watch_follow_confirmations',
    'company_watch_facts',
    'account_alert_settings',
    'watchlist_entries',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
