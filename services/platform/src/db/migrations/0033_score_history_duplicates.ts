import { sql, type Kysely } from 'kysely';

// Issue 36: two scoring writers that scored the same company at once (two bulk jobs over one
// import) each wrote the same history row, so every imported company listed "First score"
// twice. The writer now locks the companies first (scoring's score-inputs repository); this
// removes the copies already written: a row that repeats, value for value, the row just before
// it in the same company's history (same score, previous score, level, rules and reason) is a
// second record of one change. A change that came back later (60 to 70, 70 to 60, 60 to 70)
// has a different row between its repeats and stays.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    delete from trust_score_history h
     using (
       select id,
              lag(score) over w as before_score,
              lag(previous_score) over w as before_previous,
              lag(level) over w as before_level,
              lag(rule_version) over w as before_rules,
              lag(reason) over w as before_reason,
              lag(id) over w as before_id,
              score, previous_score, level, rule_version, reason
         from trust_score_history
       window w as (partition by company_id order by id)
     ) repeated
     where h.id = repeated.id
       and repeated.before_id is not null
       and repeated.before_score = repeated.score
       and repeated.before_previous is not distinct from repeated.previous_score
       and repeated.before_level = repeated.level
       and repeated.before_rules = repeated.rule_version
       and repeated.before_reason = repeated.reason
  `.execute(db);
}

/** The copies were the same record twice; nothing to put back. */
export async function down(): Promise<void> {}
