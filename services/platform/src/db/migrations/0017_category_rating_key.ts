import { sql, type Kysely } from 'kysely';

// Issue 20 #2: the category list filters by the stored trust level on the server. The counts
// (0006) stay as they are: a fourth dimension would multiply category_counts' groups by five
// and every trigger's work with it, for a filter only the desktop list offers. A list with a
// rating set reads this index instead, in the list's own order (0008's ascending key), and
// counts its total exactly on the same index: both are index-only, on the slice of one
// category and one level. The other filters are checked on the index entry (INCLUDE).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index companies_category_rating_key on companies
      (industrial_classification, trust_level, (coalesce(-trust_score, 1)), company_name, id)
      include (trust_score, company_state_code, company_limited_by, company_status)
      where trust_level is not null
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists companies_category_rating_key`.execute(db);
}
