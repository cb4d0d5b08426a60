import { sql, type Kysely } from 'kysely';

// Issue 19: what a company's owner changes from /account.
//
// companies.owner_updated_at / owner_updated_fields: the owner's last change applied at once
// (description, phone, contact e-mail, logo) and which of those fields it touched, for the
// profile's "Updated by the owner on {date}". Written by submissions only; read by the company
// service. Both null until an owner changes something; both set together.
//
// owner_change_requests: the owner's changes that move the trust score or a badge (website and
// domain, brands, brand authorization) wait for staff. `payload` is the request as the contract
// parsed it (already normalised: a website with https), so an approval applies exactly that.
// A decision is taken once: the checks keep a pending row undecided and a decided row complete.
// decided_by names a staff account (migration 0020; accounts are disabled, never deleted).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table companies
      add column owner_updated_at timestamptz,
      add column owner_updated_fields text[],
      add constraint companies_owner_update_complete
        check ((owner_updated_at is null) = (owner_updated_fields is null))
  `.execute(db);

  await sql`
    create table owner_change_requests (
      id bigint generated always as identity primary key,
      company_id bigint not null references companies (id) on delete cascade,
      owner_email text not null check (length(owner_email) between 3 and 254),
      kind text not null check (kind in ('website', 'brand-add', 'brand-remove', 'brand-authorization')),
      payload jsonb not null check (jsonb_typeof(payload) = 'object'),
      status text not null default 'pending' check (status in ('pending', 'approved', 'declined')),
      decided_by bigint references staff_accounts (id),
      decided_at timestamptz,
      decision_reason text check (decision_reason is null or length(decision_reason) <= 1000),
      created_at timestamptz not null default now(),
      check ((status = 'pending') = (decided_at is null)),
      check ((status = 'pending') = (decided_by is null)),
      check (status <> 'declined' or decision_reason is not null)
    )
  `.execute(db);
  // The staff queue (pending, by age) and the owner's list of a company's requests.
  await sql`
    create index owner_change_requests_pending on owner_change_requests (created_at, id)
      where status = 'pending'
  `.execute(db);
  await sql`
    create index owner_change_requests_company on owner_change_requests (company_id, created_at desc)
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('owner_change_requests').ifExists().execute();
  await sql`
    alter table companies
      drop constraint if exists companies_owner_update_complete,
      drop column if exists owner_updated_fields,
      drop column if exists owner_updated_at
  `.execute(db);
}
