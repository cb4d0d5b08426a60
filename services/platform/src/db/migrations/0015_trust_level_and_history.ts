import { sql, type Kysely } from 'kysely';

// Issue 20 #2 and #6: the level a visitor is shown is stored with the score, and every change
// of the stored score is kept.
//
// companies.trust_level: the spec's band or 'Limited data' (when the blocks without data could
// still move the score into another band), written by the scoring worker and the bulk
// recompute together with trust_score, so lists show the same level as the profile without
// recomputing. Null until the company is scored under these rules (a nullable column without
// a default is added without rewriting the table).
//
// trust_score_history: one row per change of a company's stored score (or level), with the
// rule version that computed it, the reason in words, and the facts compared to find the next
// reason (block scores, status, red flags).
//
// scoring_rule_versions: the versions of the scoring rules whose bulk re-score has run, so a
// deploy with new rules re-scores every company once (the scoring worker checks at start).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table companies add column trust_level text`.execute(db);
  await sql`
    create table trust_score_history (
      id bigint generated always as identity primary key,
      company_id bigint not null references companies (id) on delete cascade,
      score smallint not null check (score between 0 and 100),
      previous_score smallint check (previous_score between 0 and 100),
      level text not null,
      rule_version integer not null,
      reason text not null,
      facts jsonb not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create index trust_score_history_company on trust_score_history (company_id, id desc)
  `.execute(db);
  await sql`
    create table scoring_rule_versions (
      version integer primary key,
      reason text not null,
      applied_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('scoring_rule_versions').ifExists().execute();
  await db.schema.dropTable('trust_score_history').ifExists().execute();
  await sql`alter table companies drop column if exists trust_level`.execute(db);
}
