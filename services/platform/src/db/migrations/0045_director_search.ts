import { sql, type Kysely } from 'kysely';

// Issue 41, director search: a fourth search type, by name or by a full DIN, answered from
// registry_directors (0043), as company names are answered by SQL (0010):
//
// - The start of a name: a btree over the lower-cased name in the "C" collation (as
//   companies_search_order), where LIKE 'abc%' is a range read in name order, which stops after
//   the rows a page or a suggestion list needs, and counts up to the cap without more.
// - The start of a later word ("sharma" in "ASHA SHARMA"): registry_director_name_words, one row
//   per later word, the lower-cased name from that word to the end (name_word_starts of 0010),
//   kept by triggers for every writer (the enrichment service, the generator, a bulk load), on
//   0010's pattern: statement-level INSERT and DELETE over transition tables, a row-level UPDATE
//   only when the name changes, TRUNCATE. A trigram lookup (0043's index) was 17-35 ms for a
//   common word on 8 lakh directors, as its posting lists are long; a range is under a
//   millisecond.
// - search_analytics keeps the type of each search: 'director' joins its check.
// - directors.company_cin no longer references companies: a director's other companies are
//   mostly ones TrustHive does not list (the provider names them, 0043's company_name and
//   company_status), and their directorships are the director page's list. The page and the
//   profile join companies by CIN where they need a listed company.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table directors drop constraint if exists directors_company_cin_fkey`.execute(db);

  await sql`
    create index registry_directors_name_order
      on registry_directors ((lower(name) collate "C"), id)
  `.execute(db);

  await sql`
    create table registry_director_name_words (
      word_start text collate "C" not null,
      director_id bigint not null
    )
  `.execute(db);
  await sql`
    create function registry_director_name_words_after_insert() returns trigger
    language plpgsql as $$
    begin
      insert into registry_director_name_words (word_start, director_id)
      select distinct w.word_start, c.id
        from changed c, name_word_starts(c.name) w (word_start)
       order by 1, 2;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create function registry_director_name_words_after_delete() returns trigger
    language plpgsql as $$
    begin
      delete from registry_director_name_words x
       using changed c, name_word_starts(c.name) w (word_start)
       where x.word_start = w.word_start and x.director_id = c.id;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create function registry_director_name_words_after_update() returns trigger
    language plpgsql as $$
    begin
      delete from registry_director_name_words x
       using name_word_starts(old.name) w (word_start)
       where x.word_start = w.word_start and x.director_id = old.id;
      insert into registry_director_name_words (word_start, director_id)
      select distinct w.word_start, new.id from name_word_starts(new.name) w (word_start);
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create function registry_director_name_words_after_truncate() returns trigger
    language plpgsql as $$
    begin
      truncate registry_director_name_words;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger registry_director_name_words_insert after insert on registry_directors
      referencing new table as changed
      for each statement execute function registry_director_name_words_after_insert()
  `.execute(db);
  await sql`
    create trigger registry_director_name_words_delete after delete on registry_directors
      referencing old table as changed
      for each statement execute function registry_director_name_words_after_delete()
  `.execute(db);
  // The provider renames a person now and then (upsertPeople); every other update leaves it.
  await sql`
    create trigger registry_director_name_words_update after update of name, id
      on registry_directors for each row
      when (old.name is distinct from new.name or old.id is distinct from new.id)
      execute function registry_director_name_words_after_update()
  `.execute(db);
  await sql`
    create trigger registry_director_name_words_truncate after truncate on registry_directors
      for each statement execute function registry_director_name_words_after_truncate()
  `.execute(db);
  // The triggers exist before the backfill reads, in the migration's transaction.
  await sql`
    insert into registry_director_name_words (word_start, director_id)
    select distinct w.word_start, c.id
      from registry_directors c, name_word_starts(c.name) w (word_start)
  `.execute(db);
  await sql`
    alter table registry_director_name_words add primary key (word_start, director_id)
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
  for (const event of ['truncate', 'update', 'delete', 'insert']) {
    await sql`drop trigger if exists ${sql.id(`registry_director_name_words_${event}`)}
      on registry_directors`.execute(db);
    await sql`drop function if exists ${sql.id(`registry_director_name_words_after_${event}`)}()`.execute(
      db,
    );
  }
  await sql`drop table if exists registry_director_name_words`.execute(db);
  await sql`drop index if exists registry_directors_name_order`.execute(db);
  // Only the directorships of listed companies can hold the reference again.
  await sql`
    delete from directors
     where company_cin not in (select cin from companies where cin is not null)
  `.execute(db);
  await sql`
    alter table directors add constraint directors_company_cin_fkey foreign key (company_cin)
      references companies (cin) on update cascade on delete cascade
  `.execute(db);
}
