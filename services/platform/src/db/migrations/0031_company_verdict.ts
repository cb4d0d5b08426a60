import { sql, type Kysely } from 'kysely';

// Issue 36: every card shows the company's verdict line beside its score. The scoring rules
// build the verdict with the score and store it in the breakdown (company_scores); the cards'
// statements read the company row, so the trigger that copies score and level onto the row
// (0028) now also copies the verdict's card form: its tone and each part's kind and words,
// without the sources and dates the profile shows (about 150 bytes a company). It still writes
// only when something it copies differs, so updated_at and the row stay alone otherwise.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table companies add column verdict jsonb`.execute(db);
  await sql`
    create or replace function company_card_verdict(breakdown jsonb) returns jsonb
    language sql immutable parallel safe as $$
      select case when breakdown -> 'verdict' is null then null else jsonb_build_object(
        'tone', breakdown -> 'verdict' -> 'tone',
        'parts', (select jsonb_agg(jsonb_build_object('kind', p -> 'kind', 'text', p -> 'text')
                                   order by ordinality)
                    from jsonb_array_elements(breakdown -> 'verdict' -> 'parts')
                         with ordinality as parts(p, ordinality)))
      end
    $$
  `.execute(db);
  await sql`
    create or replace function company_scores_copy_to_company() returns trigger
    language plpgsql as $$
    declare
      card jsonb := company_card_verdict(new.breakdown);
    begin
      update companies
         set trust_score = new.score, trust_level = new.level, verdict = card
       where id = new.company_id
         and (trust_score is distinct from new.score or trust_level is distinct from new.level
              or verdict is distinct from card);
      return null;
    end
    $$
  `.execute(db);
  await sql`drop trigger company_scores_copy_to_company on company_scores`.execute(db);
  await sql`
    create trigger company_scores_copy_to_company
    after insert or update of score, level, breakdown on company_scores
    for each row execute function company_scores_copy_to_company()
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger company_scores_copy_to_company on company_scores`.execute(db);
  await sql`
    create or replace function company_scores_copy_to_company() returns trigger
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
  await sql`drop function if exists company_card_verdict(jsonb)`.execute(db);
  await sql`alter table companies drop column if exists verdict`.execute(db);
}
