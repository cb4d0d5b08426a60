import { sql, type Kysely } from 'kysely';

// Issue 37, DPDP Act 2023 §11-13: a person's "Your data" request (access, correction, erasure).
//
// - A row is written when the form is sent, 'unverified', with the sha-256 of a single-use
//   link mailed to the address (as owner_sign_in_links keep theirs). Staff never see such a
//   row: the request reaches their queue only once the link is followed ('open'), so nobody
//   can ask for another person's data. verified_at starts the Act's clock: due_at is 30 days on.
// - email is the address the request is about, lower-cased. It is personal data itself: an
//   erasure blanks it on every request of that address, and email_hash (its sha-256) is what
//   the record of the erasure keeps.
// - decided_by/decided_at/notes: the staff member who closed the request (export sent,
//   corrected, erased), and their note.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table data_requests (
      id bigint generated always as identity primary key,
      kind text not null check (kind in ('access', 'correction', 'erasure')),
      email text check (email = lower(email) and length(email) between 3 and 254),
      email_hash text not null check (email_hash ~ '^[0-9a-f]{64}$'),
      details text check (length(details) <= 4000),
      token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
      token_expires_at timestamptz not null,
      status text not null default 'unverified'
        check (status in ('unverified', 'open', 'exported', 'corrected', 'erased')),
      verified_at timestamptz,
      due_at timestamptz,
      decided_by bigint references staff_accounts (id),
      decided_at timestamptz,
      notes text check (length(notes) <= 2000),
      created_at timestamptz not null default now(),
      constraint data_requests_verified_complete
        check ((status = 'unverified') = (verified_at is null)),
      constraint data_requests_due_in_30_days
        check (due_at is not distinct from verified_at + interval '30 days'),
      constraint data_requests_decided_complete
        check ((status in ('unverified', 'open')) = (decided_at is null))
    )
  `.execute(db);
  // The staff queue (verified requests by arrival) and an address's requests (by its hash).
  await sql`
    create index data_requests_queue on data_requests (status, created_at, id)
  `.execute(db);
  await sql`create index data_requests_email_hash on data_requests (email_hash)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('data_requests').ifExists().execute();
}
