import { sql, type Kysely } from 'kysely';

// Search order (issue 3): exact name, then names that start with the term, then the rest, each
// by lower-cased name. One btree per table serves all three: equality, a prefix range (LIKE
// 'abc%' under the C collation) and an ordered walk that stops after a page. The INCLUDE
// columns let the walk test a match (name or CIN contains the term) from the index alone.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index companies_search_order on companies
      (lower(company_name) collate "C", id) include (company_name, cin)
  `.execute(db);
  await sql`
    create index brands_search_order on brands
      (lower(brand_name) collate "C", id) include (brand_name, company_id)
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists brands_search_order`.execute(db);
  await sql`drop index if exists companies_search_order`.execute(db);
}
