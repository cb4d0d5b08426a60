import { sql, type Kysely } from 'kysely';

// Issue 43 part 3: bulk checks. An account uploads a CSV or XLSX of up to 10,000 rows (CIN,
// GSTIN, PAN, or a name with a state); a job on the `bulk-check` queue checks every row and
// keeps what it found, with a snapshot of the company's status, verdict line, score, level,
// red flags and GST status as they stood at the check, so the result and its downloads do not
// change under the reader. A check is kept 30 days (expires_at; the retention pass deletes
// it, its rows cascade) and goes with its account (on delete cascade: a DPDP erasure).
//
// bulk_check_rows is keyed by (check_id, row_number): a job that crashed half-way and runs
// again upserts the same rows instead of adding a second copy.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table bulk_checks (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null references accounts (id) on delete cascade,
      file_name text not null,
      file_key text not null,
      kind text not null constraint bulk_checks_kind_check check (kind in ('csv', 'xlsx')),
      mapping jsonb not null,
      has_header boolean not null default true,
      status text not null default 'queued'
        constraint bulk_checks_status_check check (status in ('queued', 'running', 'done', 'failed')),
      total_rows integer not null constraint bulk_checks_total_rows_check check (total_rows >= 0),
      rows_done integer not null default 0,
      bad_rows integer not null default 0,
      locale text not null default 'en'
        constraint bulk_checks_locale_check check (locale in ('en', 'hi', 'ta', 'bn')),
      created_at timestamptz not null default now(),
      finished_at timestamptz,
      expires_at timestamptz not null default now() + interval '30 days'
    )
  `.execute(db);
  await sql`create index bulk_checks_account on bulk_checks (account_id, created_at desc)`.execute(
    db,
  );
  await sql`create index bulk_checks_expires_at on bulk_checks (expires_at)`.execute(db);
  await sql`
    create table bulk_check_rows (
      check_id uuid not null references bulk_checks (id) on delete cascade,
      row_number integer not null,
      input jsonb not null,
      outcome text not null
        constraint bulk_check_rows_outcome_check
          check (outcome in ('matched', 'candidates', 'not_found', 'bad')),
      reason text,
      company_id integer,
      confidence text
        constraint bulk_check_rows_confidence_check check (confidence in ('high', 'medium', 'low')),
      candidates jsonb,
      company_name text,
      company_status text,
      verdict jsonb,
      verdict_line text,
      trust_score integer,
      trust_level text,
      red_flags text[] not null default '{}',
      gst_status text,
      primary key (check_id, row_number)
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists bulk_check_rows`.execute(db);
  await sql`drop table if exists bulk_checks`.execute(db);
}
