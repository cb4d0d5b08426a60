import { sql, type Kysely } from 'kysely';

// Issue 41, director search: a fourth search type, by name or by a full DIN, answered from
// registry_directors (0043), as company names are answered by SQL (0010):
//
// - registry_director_name_words: per person, the lower-cased name (later = false) and the
//   name from each later word to the end (later = true; name_word_starts of 0010), at most 100
//   characters, in the "C" collation. What was typed starting the name or a later word ("asha",
//   "sharma", "kumar sh") is then a range of its primary key, read in order and index-only, that
//   stops after the rows a page, a suggestion list or a count up to the cap needs, however
//   common the word. Measured on 8 lakh generated directors: a trigram lookup (0043's index) of
//   a common word was 17-35 ms (its posting lists are long), a range of the name's expression
//   index 14 ms for 1,001 rows (an expression index reads the table for each), this 0.2 ms.
// - Triggers keep it for every writer (the enrichment service, the generator, a bulk load) on
//   0010's pattern: statement-level INSERT and DELETE over transition tables, a row-level
//   UPDATE only when the name changes, TRUNCATE.
// - search_analytics keeps the type of each search: 'director' joins its check.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table registry_director_name_words (
      later boolean not null,
      word_start text collate "C" not null,
      director_id bigint not null
    )
  `.execute(db);
  // The name's start and its later words' starts, as rows of the table.
  await sql`
    create function registry_director_name_starts(name text)
      returns table (later boolean, word_start text)
    language sql immutable parallel safe as $$
      select false, left(lower(name), 100)
      union
      select true, w from name_word_starts(name) w
    $$
  `.execute(db);
  await sql`
    create function registry_director_name_words_after_insert() returns trigger
    language plpgsql as $$
    begin
      insert into registry_director_name_words (later, word_start, director_id)
      select distinct w.later, w.word_start, c.id
        from changed c, registry_director_name_starts(c.name) w
       order by 1, 2, 3;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create function registry_director_name_words_after_delete() returns trigger
    language plpgsql as $$
    begin
      delete from registry_director_name_words x
       using changed c, registry_director_name_starts(c.name) w
       where x.later = w.later and x.word_start = w.word_start and x.director_id = c.id;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create function registry_director_name_words_after_update() returns trigger
    language plpgsql as $$
    begin
      delete from registry_director_name_words x
       using registry_director_name_starts(old.name) w
       where x.later = w.later and x.word_start = w.word_start and x.director_id = old.id;
      insert into registry_director_name_words (later, word_start, director_id)
      select distinct w.later, w.word_start, new.id from registry_director_name_starts(new.name) w;
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
    insert into registry_director_name_words (later, word_start, director_id)
    select distinct w.later, w.word_start, c.id
      from registry_directors c, registry_director_name_starts(c.name) w
  `.execute(db);
  await sql`
    alter table registry_director_name_words add primary key (later, word_start, director_id)
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
  await sql`drop function if exists registry_director_name_starts(text)`.execute(db);
}
