import { sql, type Kysely } from 'kysely';

// Issue 37, finding 4: an owner's logo change applied at once and moved the trust score, an
// owner could attach anyone's upload (which its uploader then could not delete: a shown logo
// may not be), and a new contact e-mail or phone was published unverified.
//
// logo_uploads.uploaded_by_owner: the lower-cased address of the owner whose live session made
// the upload (null for an anonymous upload, as registration's are). An owner may attach only
// an upload of their own.
//
// owner_change_requests.kind gains 'logo' (it moves the score) and 'phone' (staff check a
// number before it is shown, as they do for a registration's): both wait for review.
//
// owner_contact_email_confirmations: a new contact e-mail waits here until the link mailed to
// it is followed; only the token's sha-256 is kept, and the row is found by it. One waiting
// address per company: a newer request marks older ones replaced.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table logo_uploads
      add column uploaded_by_owner text check (length(uploaded_by_owner) between 3 and 254)
  `.execute(db);

  await sql`
    alter table owner_change_requests
      drop constraint owner_change_requests_kind_check,
      add constraint owner_change_requests_kind_check check (
        kind in ('website', 'brand-add', 'brand-remove', 'brand-authorization', 'logo', 'phone')
      )
  `.execute(db);

  await sql`
    create table owner_contact_email_confirmations (
      id bigint generated always as identity primary key,
      company_id bigint not null references companies (id) on delete cascade,
      owner_email text not null check (length(owner_email) between 3 and 254),
      email text not null check (length(email) between 3 and 254),
      token_hash text not null unique,
      status text not null default 'pending' check (status in ('pending', 'confirmed', 'replaced')),
      expires_at timestamptz not null,
      decided_at timestamptz,
      created_at timestamptz not null default now(),
      check ((status = 'pending') = (decided_at is null))
    )
  `.execute(db);
  await sql`
    create index owner_contact_email_confirmations_pending
      on owner_contact_email_confirmations (company_id) where status = 'pending'
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('owner_contact_email_confirmations').ifExists().execute();
  await sql`delete from owner_change_requests where kind in ('logo', 'phone')`.execute(db);
  await sql`
    alter table owner_change_requests
      drop constraint owner_change_requests_kind_check,
      add constraint owner_change_requests_kind_check check (
        kind in ('website', 'brand-add', 'brand-remove', 'brand-authorization')
      )
  `.execute(db);
  await sql`alter table logo_uploads drop column if exists uploaded_by_owner`.execute(db);
}
