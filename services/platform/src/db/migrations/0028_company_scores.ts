import { sql, type Kysely } from 'kysely';

// Issue 17: the score is computed once per change and stored with its breakdown, by its one
// writer (scoring), in a table scoring owns; a profile view reads it instead of computing it.
//
// company_scores: one row per scored company, with the whole answer of the rules (components,
// coverage, red flags, rating: everything the trust-score route shows but the history) as
// `breakdown`, and the rules version that computed it.
//
// companies.trust_score and trust_level stay where search and the sorted lists read them (in
// one index with the name), but no service writes them any more: this table's trigger copies
// a stored score onto the row in the same statement, and only when it differs, so the sort
// columns can never disagree with the breakdown and updated_at is left alone (the score is
// derived data; see the scoring repository).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table company_scores (
      company_id bigint primary key references companies (id) on delete cascade,
      score smallint not null check (score between 0 and 100),
      level text not null,
      rule_version integer not null,
      breakdown jsonb not null,
      computed_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create function company_scores_copy_to_company() returns trigger
    language plpgsql as $$
    begin
      update companies
         set trust_score = new.score, trust_level = new.level
       where id = new.company_id
         and (trust_score is distinct from new.score or trust_level is distinct from new.level);
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger company_scores_copy_to_company
    after insert or update of score, level on company_scores
    for each row execute function company_scores_copy_to_company()
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('company_scores').ifExists().execute();
  await sql`drop function if exists company_scores_copy_to_company()`.execute(db);
}
