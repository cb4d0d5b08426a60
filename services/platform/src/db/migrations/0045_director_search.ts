import { sql, type Kysely } from 'kysely';

// Issue 41, director search: a fourth search type, by name or by a full DIN, answered from
// registry_directors (0043).
//
// - Suggestions are the names that start with what was typed, in name order: a btree over the
//   upper-cased name (text_pattern_ops, so LIKE 'ABC%' is an index range whatever the
//   collation) answers the first eight by walking eight entries. The trigram index of 0043
//   answers the rest (a word anywhere in the name), where no order is needed first.
// - search_analytics keeps the type of each search: 'director' joins its check.
// - directors.company_cin no longer references companies: a director's other companies are
//   mostly ones TrustHive does not list (the provider names them, 0043's company_name and
//   company_status), and their directorships are the director page's list. The page and the
//   profile join companies by CIN where they need a listed company.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table directors drop constraint if exists directors_company_cin_fkey`.execute(db);
  await sql`
    create index registry_directors_name_prefix
      on registry_directors (upper(name) text_pattern_ops, id)
  `.execute(db);
  await sql`
    alter table search_analytics drop constraint search_analytics_search_type_check,
      add constraint search_analytics_search_type_check
        check (search_type in ('name', 'cin', 'brand', 'director'))
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from search_analytics where search_type = 'director'`.execute(db);
  await sql`
    alter table search_analytics drop constraint search_analytics_search_type_check,
      add constraint search_analytics_search_type_check
        check (search_type in ('name', 'cin', 'brand'))
  `.execute(db);
  await sql`drop index if exists registry_directors_name_prefix`.execute(db);
  // Only the directorships of listed companies can hold the reference again.
  await sql`delete from directors where company_cin not in (select cin from companies where cin is not null)`.execute(
    db,
  );
  await sql`
    alter table directors add constraint directors_company_cin_fkey foreign key (company_cin)
      references companies (cin) on update cascade on delete cascade
  `.execute(db);
}
