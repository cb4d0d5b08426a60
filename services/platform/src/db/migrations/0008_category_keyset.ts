import { sql, type Kysely } from 'kysely';

// Category lists page by keyset cursors as well as by offset (issue 6). A cursor is a row
// comparison, (key) > (cursor), which a btree can start from only when every column of the
// order runs the same way; 0006's indexes mix trust_score desc with company_name asc. So the
// order becomes one ascending key: coalesce(-trust_score, 1), company_name, id, which is the
// same order (highest score first, unscored last, then name, then id). trust_score is
// INCLUDEd because PostgreSQL reads an expression's column from the index only when the
// column itself is there. The slices (state, company type, status, all three) are 0006's.
const INDEXES = [
  {
    name: 'companies_category_state_key',
    old: 'companies_category_state_rank',
    slice: sql`company_state_code`,
    include: sql`trust_score, company_limited_by, company_status`,
    oldInclude: sql` include (company_limited_by, company_status)`,
  },
  {
    name: 'companies_category_type_key',
    old: 'companies_category_type_rank',
    slice: sql`company_limited_by`,
    include: sql`trust_score, company_state_code, company_status`,
    oldInclude: sql` include (company_state_code, company_status)`,
  },
  {
    name: 'companies_category_status_key',
    old: 'companies_category_status_rank',
    slice: sql`company_status`,
    include: sql`trust_score, company_state_code, company_limited_by`,
    oldInclude: sql` include (company_state_code, company_limited_by)`,
  },
  {
    name: 'companies_category_group_key',
    old: 'companies_category_group_rank',
    slice: sql`company_state_code, company_limited_by, company_status`,
    include: sql`trust_score`,
    oldInclude: sql``,
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES) {
    await sql`
      create index ${sql.id(index.name)} on companies
        (industrial_classification, ${index.slice}, (coalesce(-trust_score, 1)), company_name, id)
        include (${index.include})
    `.execute(db);
    await sql`drop index if exists ${sql.id(index.old)}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES) {
    await sql`
      create index ${sql.id(index.old)} on companies
        (industrial_classification, ${index.slice}, trust_score desc nulls last, company_name, id)
        ${index.oldInclude}
    `.execute(db);
    await sql`drop index if exists ${sql.id(index.name)}`.execute(db);
  }
}
