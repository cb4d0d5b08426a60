import { sql, type Kysely } from 'kysely';

// Issue 40: staff confirm or undo the match the written rule made between a GST registration
// and an MCA company (contracts' gst-match.ts). The rule's match stays the enrichment
// service's (gst_registrations.company_id, recomputed with every answer); a staff decision is
// the submissions service's (gst_match_decisions), written with its audit entry; and
// gst_registration_matches says, once for every reader (the score, the profile, the record
// page, search), which matches stand: the rule's, less those staff undid.
//
// - gst_registrations gains an id (the staff queue's item id: the GSTIN, personal data for a
//   proprietorship, stays out of URLs and logs) and created_at (the queue's order of arrival).
// - A decision is about one registration and one company: undoing a match to A says nothing
//   of a later match to B. The rule skips a company whose match to this registration staff
//   undid, so the next answer does not make it again.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table gst_registrations
      add column id bigint generated always as identity,
      add column created_at timestamptz not null default now()
  `.execute(db);
  await sql`alter table gst_registrations add constraint gst_registrations_id_key unique (id)`.execute(
    db,
  );
  // The queue lists matched registrations in order of arrival.
  await sql`
    create index gst_registrations_matched_arrival on gst_registrations (created_at, id)
      where company_id is not null
  `.execute(db);
  await sql`
    create table gst_match_decisions (
      id bigint generated always as identity primary key,
      registration_id bigint not null references gst_registrations (id) on delete cascade,
      company_id bigint not null references companies (id) on delete cascade,
      match_basis text not null check (match_basis in ('pan', 'legal_name_and_state')),
      decision text not null check (decision in ('confirmed', 'undone')),
      decided_by bigint not null references staff_accounts (id),
      decided_at timestamptz not null default now(),
      unique (registration_id, company_id)
    )
  `.execute(db);
  await sql`create index gst_match_decisions_company on gst_match_decisions (company_id)`.execute(
    db,
  );
  await sql`
    create view gst_registration_matches as
      select g.id as registration_id, g.gstin, g.company_id, g.match_basis,
             coalesce(d.decision = 'confirmed', false) as confirmed_by_staff
        from gst_registrations g
        left join gst_match_decisions d
          on d.registration_id = g.id and d.company_id = g.company_id
       where g.company_id is not null and d.decision is distinct from 'undone'
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists gst_registration_matches`.execute(db);
  await db.schema.dropTable('gst_match_decisions').ifExists().execute();
  await sql`drop index if exists gst_registrations_matched_arrival`.execute(db);
  await sql`
    alter table gst_registrations
      drop constraint if exists gst_registrations_id_key,
      drop column if exists id,
      drop column if exists created_at
  `.execute(db);
}
