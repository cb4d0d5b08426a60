import { sql, type Kysely } from 'kysely';

// Issue 43: accounts for anyone. Until now an "owner" was an e-mail address that owned a
// company, and only such an address could sign in. A buyer vetting suppliers owns nothing, yet
// needs a watchlist, bulk checks and API keys: so an account is now a row of its own, made when
// a sign-in link is first spent, and an owner is an account whose address owns companies
// (company_owners, unchanged). Watchlists, checks and keys hang off accounts.id with
// `on delete cascade`, so erasing the account (a DPDP request) erases them with it.
//
// The address is stored lower-cased (as sessions and owner_passwords already keep it), so the
// unique index is the one lookup. Existing owners and password holders get their row now, so a
// password sign-in, which needs an account, keeps working for them.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table accounts (
      id uuid primary key default gen_random_uuid(),
      email text not null constraint accounts_email_key unique
        constraint accounts_email_lower check (email = lower(email)),
      locale text not null default 'en'
        constraint accounts_locale_check check (locale in ('en', 'hi', 'ta', 'bn')),
      created_at timestamptz not null default now(),
      last_signed_in_at timestamptz
    )
  `.execute(db);
  await sql`
    insert into accounts (email, locale)
    select distinct on (lower(email)) lower(email), locale
    from company_owners
    order by lower(email), created_at desc
    on conflict (email) do nothing
  `.execute(db);
  await sql`
    insert into accounts (email)
    select lower(email) from owner_passwords
    on conflict (email) do nothing
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists accounts`.execute(db);
}
