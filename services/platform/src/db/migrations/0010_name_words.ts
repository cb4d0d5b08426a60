import { sql, type Kysely } from 'kysely';

// Suggestions for a word inside a name (issue 3: suggestion latency). Typing the start of a
// later word ("sports" for "AKSHAY SPORTS ...") used to be a trigram "contains" lookup: 15-45 ms
// on a million companies, often cut off by its 40 ms timeout. These tables hold, per name, one
// row per later word: the lower-cased name from that word's first character to the end. A
// later word that starts with the term is then a prefix range on a C-collated btree that stops
// after the rows a suggestion list needs (~1 ms measured on the same million).
//
// A word starts at an alphanumeric character preceded by a non-alphanumeric one; the first
// character of the name is left out, as the name-prefix lookup of companies_search_order
// already answers it. "Sharma (OPC) Private Limited" gives "opc) private limited", "private
// limited" and "limited". At most WORD_START_LENGTH characters are kept (a search term is at
// most 100), so no name is too long for the btree; the query truncates a longer term the same
// way and rechecks the whole term on the name.
//
// Triggers keep the tables exact for every writer (registration, import, generator,
// enrichment), on the pattern of 0006:
// - INSERT and DELETE: one statement-level trigger each over the transition table, so a bulk
//   load (COPY, the importer's upserts) is one insert-select per statement, not one per row.
// - UPDATE: a row trigger that fires only when the name (or the id) really changes, so the
//   frequent updates of other columns (trust score, enrichment) never run it.
// - TRUNCATE empties the words too (ids may restart after it).
// Rows are found for deletion from the old name (the function is immutable), so the primary
// key is the only index the tables need.
const WORD_START_LENGTH = 100;

const TABLES = [
  { table: 'companies', name: 'company_name', words: 'company_name_words', key: 'company_id' },
  { table: 'brands', name: 'brand_name', words: 'brand_name_words', key: 'brand_id' },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  // Positions come from regexp_instr over the lower-cased name (regexp_count of them); a SQL
  // function, so the planner inlines it into the trigger's insert-select.
  await sql`
    create function name_word_starts(name text) returns setof text
    language sql immutable parallel safe as $$
      select left(substr(l, regexp_instr(l, '[^[:alnum:]][[:alnum:]]', 1, n) + 1),
                  ${sql.lit(WORD_START_LENGTH)})
        from lower(name) l,
             generate_series(1, regexp_count(l, '[^[:alnum:]][[:alnum:]]')) n
    $$
  `.execute(db);

  for (const { table, name, words, key } of TABLES) {
    const t = {
      table: sql.id(table),
      name: sql.id(name),
      words: sql.id(words),
      key: sql.id(key),
      fn: (event: string) => sql.id(`${words}_after_${event}`),
      trigger: (event: string) => sql.id(`${words}_${event}`),
    };
    // No primary key yet: the backfill is faster with the index built once, after it.
    await sql`
      create table ${t.words} (
        word_start text collate "C" not null,
        ${t.key} bigint not null
      )
    `.execute(db);

    // Distinct: a long name that repeats itself can truncate two word starts to one.
    // Sorted: the btree takes the rows in key order.
    await sql`
      create function ${t.fn('insert')}() returns trigger language plpgsql as $$
      begin
        insert into ${t.words} (word_start, ${t.key})
        select distinct w.word_start, c.id
          from changed c, name_word_starts(c.${t.name}) w (word_start)
         order by 1, 2;
        return null;
      end
      $$
    `.execute(db);
    await sql`
      create function ${t.fn('delete')}() returns trigger language plpgsql as $$
      begin
        delete from ${t.words} x
         using changed c, name_word_starts(c.${t.name}) w (word_start)
         where x.word_start = w.word_start and x.${t.key} = c.id;
        return null;
      end
      $$
    `.execute(db);
    await sql`
      create function ${t.fn('update')}() returns trigger language plpgsql as $$
      begin
        delete from ${t.words} x
         using name_word_starts(old.${t.name}) w (word_start)
         where x.word_start = w.word_start and x.${t.key} = old.id;
        insert into ${t.words} (word_start, ${t.key})
        select distinct w.word_start, new.id from name_word_starts(new.${t.name}) w (word_start);
        return null;
      end
      $$
    `.execute(db);
    await sql`
      create function ${t.fn('truncate')}() returns trigger language plpgsql as $$
      begin
        truncate ${t.words};
        return null;
      end
      $$
    `.execute(db);

    await sql`
      create trigger ${t.trigger('insert')} after insert on ${t.table}
        referencing new table as changed
        for each statement execute function ${t.fn('insert')}()
    `.execute(db);
    await sql`
      create trigger ${t.trigger('delete')} after delete on ${t.table}
        referencing old table as changed
        for each statement execute function ${t.fn('delete')}()
    `.execute(db);
    // companies.id and brands.id are identity columns nobody updates, but should one change
    // (update ... set id = default), the words follow it.
    await sql`
      create trigger ${t.trigger('update')} after update of ${t.name}, id on ${t.table}
        for each row
        when (old.${t.name} is distinct from new.${t.name} or old.id is distinct from new.id)
        execute function ${t.fn('update')}()
    `.execute(db);
    await sql`
      create trigger ${t.trigger('truncate')} after truncate on ${t.table}
        for each statement execute function ${t.fn('truncate')}()
    `.execute(db);

    // The triggers exist before the backfill reads, and the migration's transaction holds
    // their lock on the table until it commits: no write falls between the two.
    await sql`
      insert into ${t.words} (word_start, ${t.key})
      select distinct w.word_start, c.id
        from ${t.table} c, name_word_starts(c.${t.name}) w (word_start)
    `.execute(db);
    await sql`alter table ${t.words} add primary key (word_start, ${t.key})`.execute(db);
    await sql`analyze ${t.words}`.execute(db);
  }

  // A CIN prefix ("U72900GA2022") as an index range whatever the database's collation: LIKE
  // uses a btree for a prefix only under the C collation, and the unique index on cin has the
  // column's (C.UTF-8 or en_US here and there, neither of which counts as C for this).
  await sql`create index companies_cin_prefix on companies (cin collate "C")`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists companies_cin_prefix`.execute(db);
  for (const { table, words } of [...TABLES].reverse()) {
    for (const event of ['truncate', 'update', 'delete', 'insert']) {
      await sql`drop trigger if exists ${sql.id(`${words}_${event}`)} on ${sql.id(table)}`.execute(
        db,
      );
      await sql`drop function if exists ${sql.id(`${words}_after_${event}`)}()`.execute(db);
    }
    await sql`drop table if exists ${sql.id(words)}`.execute(db);
  }
  await sql`drop function if exists name_word_starts(text)`.execute(db);
}
