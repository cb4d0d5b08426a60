import { sql, type Kysely } from 'kysely';

// Issue 23: a search process starts from a file of the typeahead it built last time instead of
// reading every name again (154 s on 1 crore companies), and needs to know which rows changed
// since that file's read. NOTIFY (0012) tells only the processes listening at the time, so the
// same triggers now also write each change into this log, in the writer's transaction.
//
// search_name_changes: one row per change notice, with the id of the transaction that wrote it.
// A reader that kept its read's snapshot (pg_current_snapshot()) asks for the rows that
// snapshot did not see (pg_visible_in_snapshot): exactly the changes committed after its read,
// whatever order the writers committed in. `id` is null where the notice says '*' (a statement
// changed more than 0012's MAX_IDS_PER_NOTICE rows: the reader reads everything again).
//
// The search service prunes rows older than a retention. A 'p' row marks a prune: every change
// whose xid is at most its xid may be gone, so a snapshot that had not seen that far is of no
// use (the reader reads everything). The newest marker is never pruned.
//
// INSERT ... SELECT from the transition tables and one row per UPDATE, as the notices.
const MAX_IDS_PER_NOTICE = 500;
const CHANNEL = 'search_names';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table search_name_changes (
      xid xid8 not null default pg_current_xact_id(),
      kind "char" not null check (kind in ('c', 'b', 'p')),
      id bigint,
      changed_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index search_name_changes_xid on search_name_changes (xid)`.execute(db);
  await sql`create index search_name_changes_changed_at on search_name_changes (changed_at)`.execute(
    db,
  );

  await sql`
    create or replace function search_names_notify_rows() returns trigger language plpgsql as $$
    declare
      ids text;
      total int;
    begin
      select count(*), string_agg(id::text, ',') into total, ids
        from (select id from changed limit ${sql.lit(MAX_IDS_PER_NOTICE + 1)}) first_rows;
      if total > ${sql.lit(MAX_IDS_PER_NOTICE)} then
        perform pg_notify(${sql.lit(CHANNEL)}, tg_argv[0] || ':*');
        insert into search_name_changes (kind, id) values (tg_argv[0]::"char", null);
      elsif total > 0 then
        perform pg_notify(${sql.lit(CHANNEL)}, tg_argv[0] || ':' || ids);
        insert into search_name_changes (kind, id) select tg_argv[0]::"char", id from changed;
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create or replace function search_names_notify_row() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(CHANNEL)}, tg_argv[0] || ':' || new.id::text);
      insert into search_name_changes (kind, id) values (tg_argv[0]::"char", new.id);
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create or replace function search_names_notify_all() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(CHANNEL)}, tg_argv[0] || ':*');
      insert into search_name_changes (kind, id) values (tg_argv[0]::"char", null);
      return null;
    end
    $$
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function search_names_notify_rows() returns trigger language plpgsql as $$
    declare
      ids text;
      total int;
    begin
      select count(*), string_agg(id::text, ',') into total, ids
        from (select id from changed limit ${sql.lit(MAX_IDS_PER_NOTICE + 1)}) first_rows;
      if total > ${sql.lit(MAX_IDS_PER_NOTICE)} then
        perform pg_notify(${sql.lit(CHANNEL)}, tg_argv[0] || ':*');
      elsif total > 0 then
        perform pg_notify(${sql.lit(CHANNEL)}, tg_argv[0] || ':' || ids);
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create or replace function search_names_notify_row() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(CHANNEL)}, tg_argv[0] || ':' || new.id::text);
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create or replace function search_names_notify_all() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(CHANNEL)}, tg_argv[0] || ':*');
      return null;
    end
    $$
  `.execute(db);
  await sql`drop table search_name_changes`.execute(db);
}
