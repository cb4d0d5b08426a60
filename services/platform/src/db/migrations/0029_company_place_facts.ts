import { sql, type Kysely } from 'kysely';

// Issue 17: the last write by a service to a table it does not own. Spec §5 and §7 save what a
// place answer says on the company row (the website as domain_name, the maps rating in
// ratings), and enrichment used to write those two columns of companies, which submissions
// owns. Now enrichment stores the answer in its own table, with when it was last seen, and
// this table's trigger copies it onto the row in the same statement, as company_scores does for
// the score (0028): the row is current the moment the place job ends, with no wait and no
// second writer.
//
// company_place_facts: one row per company a place answer carried facts for. `seen_at` moves
// on every answer, so the trigger runs for each one and the row follows the latest answer even
// when an owner edited the website in between (spec §5: "saved ... whenever it is returned").
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table company_place_facts (
      company_id bigint primary key references companies (id) on delete cascade,
      website text,
      rating numeric check (rating between 0 and 5),
      user_ratings_total integer check (user_ratings_total >= 0),
      seen_at timestamptz not null default now()
    )
  `.execute(db);
  // A place without a rating is recorded as ratings.google_place_found (the spec's estimated
  // 4.5, display only); a rating replaces ratings.google and its review count. Other keys of
  // ratings stay. The row is touched only when a column changes.
  await sql`
    create function company_place_facts_copy_to_company() returns trigger
    language plpgsql as $$
    declare
      merged jsonb := coalesce((select ratings from companies where id = new.company_id), '{}')
        || case
             when new.rating is null then '{"google_place_found": true}'::jsonb
             else jsonb_build_object(
               'google', new.rating,
               'google_user_ratings_total', new.user_ratings_total)
           end;
    begin
      update companies
         set domain_name = coalesce(new.website, domain_name), ratings = merged, updated_at = now()
       where id = new.company_id
         and (domain_name is distinct from coalesce(new.website, domain_name)
              or ratings is distinct from merged);
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger company_place_facts_copy_to_company
    after insert or update on company_place_facts
    for each row execute function company_place_facts_copy_to_company()
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('company_place_facts').ifExists().execute();
  await sql`drop function if exists company_place_facts_copy_to_company()`.execute(db);
}
