import { sql, type Kysely } from 'kysely';

// Issue 19, owner replies: a company owner's public answer to an upheld report about their
// company. One reply per report (report_id unique); staff moderate it before it is shown.
//
// report_replies: written by the submissions service only (the owner's reply, then a staff
// decision); read by the company service for the profile, which shows a published reply under
// its report. company_id is the report's company at the time of the reply, kept beside it so
// the profile's read and the owner's list need no join through reports. owner_email is the
// signed-in owner who wrote it (company_owners, any case). A decision is taken once: the
// checks keep a pending row undecided and a decided row complete; a decline carries its reason
// (mailed to the owner, never shown publicly). decided_by names a staff account (0020).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table report_replies (
      id bigint generated always as identity primary key,
      report_id bigint not null unique references reports (id) on delete cascade,
      company_id bigint not null references companies (id) on delete cascade,
      owner_email text not null check (length(owner_email) between 3 and 200),
      body text not null check (length(btrim(body)) between 1 and 2000),
      status text not null default 'pending'
        check (status in ('pending', 'published', 'declined')),
      decided_by bigint references staff_accounts (id),
      decided_at timestamptz,
      decision_reason text check (decision_reason is null or length(decision_reason) <= 1000),
      created_at timestamptz not null default now(),
      check ((status = 'pending') = (decided_at is null)),
      check ((status = 'pending') = (decided_by is null)),
      check (status <> 'declined' or decision_reason is not null)
    )
  `.execute(db);
  // The staff queue (pending, by age) and the profile's read (a company's published replies).
  await sql`
    create index report_replies_pending on report_replies (created_at, id)
      where status = 'pending'
  `.execute(db);
  await sql`
    create index report_replies_company on report_replies (company_id, status)
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('report_replies').ifExists().execute();
}
