import { sql, type Kysely } from 'kysely';

// Change notices for the search service's in-memory typeahead (issue 3: closed-loop
// suggestions). Each search process keeps the names, CINs and later words of every company
// and brand in memory and answers the common suggestion lookups from there; these triggers
// tell it which rows to re-read. NOTIFY is delivered at commit, in commit order, and never
// for a rolled-back write, so a listener that re-reads the rows it is told about sees what
// every writer (registration, import, generator, enrichment, psql) committed.
//
// The payload is '<kind>:<ids>' with kind c (companies) or b (brands) and ids comma-separated,
// or '<kind>:*' when a statement changed more than MAX_IDS_PER_NOTICE rows (a bulk load): the
// listener then reloads everything. A NOTIFY payload holds at most 8,000 bytes.
// - INSERT and DELETE: one statement-level trigger each over the transition table, as 0010.
// - UPDATE: a row trigger that fires only when what a suggestion shows changes (a company's
//   name or CIN; a brand's name or company), so score and enrichment updates never notify.
// - TRUNCATE: '<kind>:*'.
export const SEARCH_NAMES_CHANNEL = 'search_names';
const MAX_IDS_PER_NOTICE = 500;

const TABLES = [
  { table: 'companies', kind: 'c', watched: ['company_name', 'cin'] },
  { table: 'brands', kind: 'b', watched: ['brand_name', 'company_id'] },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function search_names_notify_rows() returns trigger language plpgsql as $$
    declare
      ids text;
      total int;
    begin
      select count(*), string_agg(id::text, ',') into total, ids
        from (select id from changed limit ${sql.lit(MAX_IDS_PER_NOTICE + 1)}) first_rows;
      if total > ${sql.lit(MAX_IDS_PER_NOTICE)} then
        perform pg_notify(${sql.lit(SEARCH_NAMES_CHANNEL)}, tg_argv[0] || ':*');
      elsif total > 0 then
        perform pg_notify(${sql.lit(SEARCH_NAMES_CHANNEL)}, tg_argv[0] || ':' || ids);
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create function search_names_notify_row() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(SEARCH_NAMES_CHANNEL)}, tg_argv[0] || ':' || new.id::text);
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create function search_names_notify_all() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(SEARCH_NAMES_CHANNEL)}, tg_argv[0] || ':*');
      return null;
    end
    $$
  `.execute(db);

  for (const { table, kind, watched } of TABLES) {
    const t = sql.id(table);
    const trigger = (event: string) => sql.id(`${table}_search_names_${event}`);
    const argument = sql.lit(kind);
    await sql`
      create trigger ${trigger('insert')} after insert on ${t}
        referencing new table as changed
        for each statement execute function search_names_notify_rows(${argument})
    `.execute(db);
    await sql`
      create trigger ${trigger('delete')} after delete on ${t}
        referencing old table as changed
        for each statement execute function search_names_notify_rows(${argument})
    `.execute(db);
    const columns = sql.join(watched.map((column) => sql.id(column)));
    const changed = sql.join(
      watched.map((column) => sql`old.${sql.id(column)} is distinct from new.${sql.id(column)}`),
      sql` or `,
    );
    await sql`
      create trigger ${trigger('update')} after update of ${columns} on ${t}
        for each row when (${changed})
        execute function search_names_notify_row(${argument})
    `.execute(db);
    await sql`
      create trigger ${trigger('truncate')} after truncate on ${t}
        for each statement execute function search_names_notify_all(${argument})
    `.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table } of TABLES) {
    for (const event of ['truncate', 'update', 'delete', 'insert']) {
      await sql`drop trigger if exists ${sql.id(`${table}_search_names_${event}`)} on ${sql.id(
        table,
      )}`.execute(db);
    }
  }
  for (const fn of [
    'search_names_notify_rows',
    'search_names_notify_row',
    'search_names_notify_all',
  ]) {
    await sql`drop function if exists ${sql.id(fn)}()`.execute(db);
  }
}
