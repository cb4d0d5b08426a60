import { sql, type Kysely } from 'kysely';

// Issue 18: the public "Request a correction" and the staff's work on contact messages.
//
// company_corrections: a visitor's proposed value for one correctable field of a company's
// profile, with the evidence for it. Written by the submissions service only (the request,
// then a staff decision); read by the company service for the profile's "correction accepted
// on {date}" beside the field. `field` is the contract's key of the field (the profile's own
// name for it), so both services speak of it alike. `proposed_value` is stored already
// normalised (a website with https, an e-mail's domain lower-cased): on accept it is exactly
// what the company row gets, so the profile can tell whether the field still holds it.
// `previous_value` is what the accept replaced (the audit log has it too, this is for the
// queue's history). A decision is taken once: the checks keep a pending row undecided and a
// decided row complete.
//
// contact_messages gain handled_at/handled_by: a message is handled once, by one staff member.
// decided_by/handled_by name a staff account (migration 0020; accounts are disabled, never
// deleted, so the name of whoever decided stays readable).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table company_corrections (
      id bigint generated always as identity primary key,
      company_id bigint not null references companies (id) on delete cascade,
      field text not null check (field in (
        'email', 'website', 'registeredOfficeAddress', 'pincode', 'businessCategory')),
      proposed_value text not null check (length(btrim(proposed_value)) between 1 and 1000),
      evidence text not null check (length(btrim(evidence)) between 1 and 5000),
      evidence_url text check (evidence_url is null or length(evidence_url) <= 2048),
      requester_email text not null check (length(requester_email) between 3 and 200),
      status text not null default 'pending' check (status in ('pending', 'accepted', 'declined')),
      decision_reason text check (decision_reason is null or length(decision_reason) <= 1000),
      previous_value text,
      decided_by bigint references staff_accounts (id),
      decided_at timestamptz,
      created_at timestamptz not null default now(),
      check ((status = 'pending') = (decided_at is null)),
      check ((status = 'pending') = (decided_by is null)),
      check (status <> 'declined' or decision_reason is not null)
    )
  `.execute(db);
  // The queue (pending, by age) and the profile's read (a company's accepted rows).
  await sql`
    create index company_corrections_pending on company_corrections (created_at, id)
      where status = 'pending'
  `.execute(db);
  await sql`
    create index company_corrections_accepted on company_corrections (company_id, field, decided_at)
      where status = 'accepted'
  `.execute(db);

  await sql`
    alter table contact_messages
      add column handled_at timestamptz,
      add column handled_by bigint references staff_accounts (id),
      add constraint contact_messages_handled_complete
        check ((handled_at is null) = (handled_by is null))
  `.execute(db);
  await sql`
    create index contact_messages_unhandled on contact_messages (created_at, id)
      where handled_at is null
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists contact_messages_unhandled`.execute(db);
  await sql`
    alter table contact_messages
      drop constraint if exists contact_messages_handled_complete,
      drop column if exists handled_by,
      drop column if exists handled_at
  `.execute(db);
  await db.schema.dropTable('company_corrections').ifExists().execute();
}
