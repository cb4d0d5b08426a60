import { sql, type Kysely } from 'kysely';

// The directory's core: companies (spec §3) and the rows that hang off them. Checks keep
// malformed identifiers out at the database, whatever path writes them.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table companies (
      id bigint generated always as identity primary key,
      company_name text not null check (btrim(company_name) <> ''),
      cin text unique
        check (cin ~ '^([LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}|[A-Z]{3}-[0-9]{4})$'),
      company_limited_by text,
      registered_office_address text,
      city text,
      pincode text check (pincode ~ '^[1-9][0-9]{5}$'),
      company_state_code text,
      company_category text,
      company_sub_category text,
      company_class text,
      company_status text,
      relationship_type text not null default 'not_applicable'
        check (relationship_type in ('brand_owner', 'reseller', 'not_applicable')),
      is_verified boolean not null default false,
      is_claimed boolean not null default false,
      logo text,
      domain_name text,
      has_different_brand boolean not null default false,
      industrial_classification text,
      roc text,
      registration_date date,
      authorized_capital numeric(20, 2) check (authorized_capital >= 0),
      paid_up_capital numeric(20, 2) check (paid_up_capital >= 0),
      listing_status text,
      company_origin text,
      nic_code text check (nic_code ~ '^[0-9]{5}$'),
      gst_number text check (gst_number ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'),
      pan_number text check (pan_number ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'),
      has_storefront boolean not null default false,
      email text,
      wants_brand_authorization boolean not null default false,
      website text,
      website_url text,
      ratings jsonb not null default '{}'::jsonb check (jsonb_typeof(ratings) = 'object'),
      description text check (length(description) <= 1000),
      phone text check (phone ~ '^[6-9][0-9]{9}$'),
      contact_person text,
      designation text,
      business_category text,
      latest_annual_return date,
      latest_balance_sheet date,
      trust_score smallint check (trust_score between 0 and 100),
      data_source text not null default 'registration'
        check (data_source in ('registry', 'registration', 'synthetic')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  // Search: case-insensitive partial matches on name and CIN (spec §7).
  await sql`create index companies_name_trgm on companies using gin (company_name gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index companies_cin_trgm on companies using gin (cin gin_trgm_ops)`.execute(db);
  await sql`create index companies_name on companies (company_name, id)`.execute(db);
  // Category lists filter by state, type and status inside one classification (spec §7).
  await sql`
    create index companies_category_filters on companies
      (industrial_classification, company_state_code, company_limited_by, company_status, id)
  `.execute(db);
  // Home page and lists sort by the stored trust score.
  await sql`create index companies_trust_score on companies (trust_score desc nulls last, id)`.execute(
    db,
  );
  await sql`create index companies_updated_at on companies (updated_at)`.execute(db);

  await sql`
    create table brands (
      id bigint generated always as identity primary key,
      company_id bigint not null references companies (id) on delete cascade,
      brand_name text not null check (btrim(brand_name) <> ''),
      trademark_name text,
      logo_url text,
      website_url text,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index brands_company on brands (company_id)`.execute(db);
  await sql`create index brands_name_trgm on brands using gin (brand_name gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index brands_name on brands (brand_name, id)`.execute(db);

  // Third-party rating cache. company_id is optional (spec §7: insert when there is no id).
  await sql`
    create table trustpilot_ratings (
      id bigint generated always as identity primary key,
      company_id bigint unique references companies (id) on delete cascade,
      company_name text not null,
      trust_score numeric(2, 1) check (trust_score between 0 and 5),
      review_count integer not null default 0 check (review_count >= 0),
      rating_source text,
      domain_name text,
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index trustpilot_ratings_name on trustpilot_ratings (lower(company_name))`.execute(
    db,
  );
  await sql`create index trustpilot_ratings_domain on trustpilot_ratings (lower(domain_name))`.execute(
    db,
  );

  // At most one GST row per company: the key is the company.
  await sql`
    create table company_gst_details (
      company_id bigint primary key references companies (id) on delete cascade,
      gstin text not null check (gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'),
      registration_date date,
      nature_of_business text,
      pan text check (pan ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'),
      business_name text,
      entity_type text,
      department_code_and_type text,
      updated_at timestamptz not null default now()
    )
  `.execute(db);

  await sql`
    create table directors (
      id bigint generated always as identity primary key,
      company_cin text not null references companies (cin) on delete cascade on update cascade,
      name text not null check (btrim(name) <> ''),
      din_pan text,
      begin_date date,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index directors_company on directors (company_cin, name)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'directors',
    'company_gst_details',
    'trustpilot_ratings',
    'brands',
    'companies',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
