import { sql, type Kysely } from 'kysely';

// Issue 20 #9 (spec §3 "Registration form": selectedBrandCompanies): the brand companies a
// reseller says it sells for. A table of its own rather than rows in `brands`: a brands row
// means "this company owns this brand" (Brand Portfolio, Hot brands, brand search), and a
// reseller's pick is only its own claim about whose goods it sells, not ownership and not an
// authorization. Written by the submissions service in the registration's transaction; read
// by the company service for the profile's "Sells" line.
//
// One row per (reseller, brand company); brand_name is the brand the pick was made through,
// copied in the brand company's own spelling. Either company's deletion removes the claim.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table reseller_brand_companies (
      id bigint generated always as identity primary key,
      reseller_company_id bigint not null references companies (id) on delete cascade,
      brand_company_id bigint not null references companies (id) on delete cascade,
      brand_name text not null check (length(brand_name) between 1 and 200),
      wants_authorization boolean not null default false,
      created_at timestamptz not null default now(),
      constraint reseller_brand_companies_pair unique (reseller_company_id, brand_company_id),
      constraint reseller_brand_companies_not_self check (reseller_company_id <> brand_company_id)
    )
  `.execute(db);
  // The unique pair serves the profile's read (by reseller); this one serves the cascade and
  // any "who resells this brand company" read.
  await sql`
    create index reseller_brand_companies_brand_company
      on reseller_brand_companies (brand_company_id)
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reseller_brand_companies').ifExists().execute();
}
