import { sql, type Kysely } from 'kysely';

// Issue 18, claims and reports: what a staff decision records, one pending claim per company,
// and the owner an approved claim makes.
//
// - company_claims.reviewed_by: the staff account that decided (reviewed_at and review_note
//   exist since 0004; review_note holds a rejection's reason).
// - At most one pending claim per company, enforced by a partial unique index, so two claims
//   sent at the same moment cannot both wait for review. Older duplicates a database may
//   already hold are closed first (the newest pending claim of a company stays pending).
// - reports: 'open' until decided, then 'upheld' (with a public-safe summary, the only text of
//   a report that is ever shown publicly) or 'dismissed' (with the reason mailed to the
//   reporter). The unused 'reviewing'/'actioned' states of 0004 are folded into these.
// - company_owners: who owns a claimed company, recorded when its claim is approved, for the
//   owner accounts that follow. Deleting the claim row later keeps the owner.
//
// reviewed_by and decided_by name staff_accounts (0020), whose rows are disabled, never deleted.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table company_claims add column reviewed_by bigint references staff_accounts (id)
  `.execute(db);
  await sql`
    update company_claims c
       set status = 'rejected', reviewed_at = now(), updated_at = now(),
           review_note = 'Closed: a later claim for the same company was sent.'
     where c.status = 'pending'
       and exists (
         select 1 from company_claims later
          where later.company_id = c.company_id and later.status = 'pending' and later.id > c.id
       )
  `.execute(db);
  await sql`
    create unique index company_claims_one_pending
      on company_claims (company_id) where status = 'pending'
  `.execute(db);
  // The staff queue lists by status, newest or oldest first.
  await sql`create index company_claims_queue on company_claims (status, created_at, id)`.execute(
    db,
  );

  await sql`alter table reports drop constraint reports_status_check`.execute(db);
  await sql`update reports set status = 'open' where status = 'reviewing'`.execute(db);
  await sql`update reports set status = 'upheld' where status = 'actioned'`.execute(db);
  await sql`
    alter table reports
      add column decided_at timestamptz,
      add column decided_by bigint references staff_accounts (id),
      add column decision_reason text check (length(decision_reason) <= 1000),
      add column public_summary text check (length(public_summary) <= 1000)
  `.execute(db);
  // A report folded from 'actioned' had no summary; it gets a neutral one.
  await sql`
    update reports
       set decided_at = created_at,
           public_summary = 'A report about this company was upheld by the TrustHive team.'
     where status = 'upheld'
  `.execute(db);
  await sql`update reports set decided_at = created_at where status = 'dismissed'`.execute(db);
  await sql`
    alter table reports
      add constraint reports_status_check check (status in ('open', 'upheld', 'dismissed')),
      add constraint reports_decided check ((status = 'open') = (decided_at is null)),
      add constraint reports_upheld_summary check (status <> 'upheld' or public_summary is not null)
  `.execute(db);
  await sql`create index reports_queue on reports (status, created_at, id)`.execute(db);
  // The profile reads a company's upheld reports.
  await sql`
    create index reports_upheld on reports (company_id, decided_at) where status = 'upheld'
  `.execute(db);

  await sql`
    create table company_owners (
      id bigint generated always as identity primary key,
      company_id bigint not null references companies (id) on delete cascade,
      email text not null,
      claim_id bigint unique references company_claims (id) on delete set null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create unique index company_owners_company_email on company_owners (company_id, lower(email))
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('company_owners').ifExists().execute();
  await sql`drop index if exists reports_upheld`.execute(db);
  await sql`drop index if exists reports_queue`.execute(db);
  await sql`
    alter table reports
      drop constraint reports_upheld_summary,
      drop constraint reports_decided,
      drop constraint reports_status_check,
      drop column public_summary,
      drop column decision_reason,
      drop column decided_by,
      drop column decided_at
  `.execute(db);
  await sql`update reports set status = 'actioned' where status = 'upheld'`.execute(db);
  await sql`
    alter table reports add constraint reports_status_check
      check (status in ('open', 'reviewing', 'actioned', 'dismissed'))
  `.execute(db);
  await sql`drop index if exists company_claims_queue`.execute(db);
  await sql`drop index if exists company_claims_one_pending`.execute(db);
  await sql`alter table company_claims drop column reviewed_by`.execute(db);
}
