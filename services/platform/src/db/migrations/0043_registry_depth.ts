import { sql, type Kysely } from 'kysely';

// Issue 41: what a company-master provider (a KYB API relaying MCA's company and director
// master data) says of a company by CIN and of a director by DIN, written by the enrichment
// service from its registry lookups. What the provider said, with its own date (as_of: the day
// its copy of MCA data was taken) and ours (fetched_at); stand_in marks an answer a stand-in
// server of ours gave (tests, the demo), never shown as MCA's.
//
// - company_registry_records: one row per CIN looked up: the filing dates (last AGM, balance
//   sheet, annual return) the score reads, the provider's status word as sent, and its answer.
// - registry_directors: one row per person (DIN). public_id is the director page's address:
//   random, so the DIN, personal data, is never in a URL, and ids cannot be walked.
//   companies_fetched_at: when the provider last listed the person's companies (null: never).
// - directors (the spec's table, which until now only the generator filled) becomes the
//   directorships: a person on a company, from either lookup (a company's directors, or a
//   director's companies), upserted on (company_cin, director_id, begin_date). A directorship
//   of a company TrustHive does not list keeps the provider's name and status of it.
// - company_charges: the index of charges, one row per charge id.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table company_registry_records (
      cin text primary key check (cin ~ '^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$'),
      company_status text check (length(company_status) <= 100),
      last_agm_date date,
      last_balance_sheet_date date,
      last_annual_return_date date,
      as_of date,
      provider text not null check (length(provider) between 1 and 200),
      stand_in boolean not null default false,
      raw jsonb not null,
      fetched_at timestamptz not null default now()
    )
  `.execute(db);
  // The refresh sweep's walk: the oldest first.
  await sql`
    create index company_registry_records_fetched_at on company_registry_records (fetched_at)
  `.execute(db);

  await sql`
    create table registry_directors (
      id bigint generated always as identity primary key,
      public_id text not null unique
        default substr(replace(gen_random_uuid()::text, '-', ''), 1, 16)
        check (public_id ~ '^[0-9a-f]{16}$'),
      din text not null unique check (din ~ '^[0-9]{8}$'),
      name text not null check (length(name) between 1 and 200),
      provider text check (length(provider) between 1 and 200),
      stand_in boolean not null default false,
      companies_as_of date,
      companies_fetched_at timestamptz,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  // Director search by name: any word, any case (the trigram index answers ILIKE and
  // similarity), as company names are searched.
  await sql`
    create index registry_directors_name_trgm on registry_directors
      using gin (upper(name) gin_trgm_ops)
  `.execute(db);

  // A directorship may be of a company TrustHive does not list (a director's other companies),
  // so its CIN no longer has to be a listed company's.
  await sql`alter table directors drop constraint if exists directors_company_cin_fkey`.execute(db);
  await sql`
    alter table directors
      add column director_id bigint references registry_directors (id) on delete cascade,
      add column designation text check (length(designation) <= 100),
      add column ceased_on date,
      add column company_name text check (length(company_name) <= 300),
      add column company_status text check (length(company_status) <= 100),
      add column provider text check (length(provider) <= 200),
      add column stand_in boolean not null default false,
      add column as_of date,
      add column fetched_at timestamptz
  `.execute(db);
  await sql`
    create unique index directors_directorship on directors (company_cin, director_id, begin_date)
      nulls not distinct where director_id is not null
  `.execute(db);
  await sql`create index directors_director on directors (director_id, company_cin)`.execute(db);

  await sql`
    create table company_charges (
      id bigint generated always as identity primary key,
      company_cin text not null,
      charge_id text not null check (length(charge_id) between 1 and 40),
      holder text not null check (length(holder) between 1 and 300),
      amount numeric(18, 2) check (amount >= 0),
      status text not null check (status in ('Open', 'Satisfied', 'Modified')),
      created_on date,
      satisfied_on date,
      as_of date,
      provider text not null check (length(provider) between 1 and 200),
      stand_in boolean not null default false,
      fetched_at timestamptz not null default now(),
      unique (company_cin, charge_id)
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('company_charges').ifExists().execute();
  await sql`drop index if exists directors_director`.execute(db);
  await sql`drop index if exists directors_directorship`.execute(db);
  await sql`
    alter table directors
      drop column if exists director_id, drop column if exists designation,
      drop column if exists ceased_on, drop column if exists company_name,
      drop column if exists company_status, drop column if exists provider,
      drop column if exists stand_in, drop column if exists as_of,
      drop column if exists fetched_at
  `.execute(db);
  await db.schema.dropTable('registry_directors').ifExists().execute();
  await db.schema.dropTable('company_registry_records').ifExists().execute();
}
