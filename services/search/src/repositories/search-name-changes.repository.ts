import { sql, type Kysely } from 'kysely';
import type { Database } from '@trusthive/platform';

// The typeahead's change log (migration 0030), which this service owns: the triggers add a row
// for each change notice, in the writer's transaction; a process that starts from a snapshot
// file asks it for the changes its read did not see, and the service prunes it.

/** When and where a full read was made: enough to ask the log what changed since. */
export interface ReadPoint {
  /** pg_current_snapshot() of the read's transaction, as text ('xmin:xmax:xip,...'). */
  snapshot: string;
  /** The database read: its cluster's system identifier and its oid (a file of another is of no use). */
  database: string;
}

/** The SQL of a ReadPoint, run first in the read's repeatable-read transaction. */
/** This database's identity as a ReadPoint keeps it: its cluster's id and its oid. */
const DATABASE_IDENTITY = `(select system_identifier::text from pg_control_system()) || ':' ||
  (select oid::text from pg_database where datname = current_database())`;

export const READ_POINT_QUERY = `
  select pg_current_snapshot()::text as snapshot, ${DATABASE_IDENTITY} as database`;

export type ChangesSince =
  { usable: true; companies: number[]; brands: number[] } | { usable: false; why: string };

/**
 * The companies and brands changed since `point` by transactions it did not see (whatever
 * order they committed in), up to `limit` of them. Not usable when the point is of another
 * database, the log may have lost some of them (pruned), a statement changed too many rows to
 * name, or there are more than `limit`: the caller reads everything instead.
 */
export async function changesSince(
  db: Kysely<Database>,
  point: ReadPoint,
  limit: number,
): Promise<ChangesSince> {
  const { rows: checks } = await sql<{ database: string; past: boolean; pruned: boolean }>`
    select ${sql.raw(DATABASE_IDENTITY)} as database,
      pg_snapshot_xmax(${point.snapshot}::pg_snapshot)
        <= pg_snapshot_xmax(pg_current_snapshot()) as past,
      exists (
        select 1 from search_name_changes
        where kind = 'p' and xid >= pg_snapshot_xmin(${point.snapshot}::pg_snapshot)
      ) as pruned`.execute(db);
  const check = checks[0]!;
  if (check.database !== point.database) return { usable: false, why: 'another database' };
  // A snapshot ahead of the database: the database was restored from an older backup.
  if (!check.past) return { usable: false, why: 'read ahead of the database' };
  if (check.pruned) return { usable: false, why: 'changes since were pruned' };
  const { rows } = await sql<{ kind: 'c' | 'b'; id: number | null }>`
    select distinct kind, id from search_name_changes
    where kind <> 'p'
      and xid >= pg_snapshot_xmin(${point.snapshot}::pg_snapshot)
      and not pg_visible_in_snapshot(xid, ${point.snapshot}::pg_snapshot)
    limit ${limit + 1}`.execute(db);
  if (rows.some(({ id }) => id === null)) return { usable: false, why: 'a bulk change since' };
  if (rows.length > limit) return { usable: false, why: `over ${limit} changed rows since` };
  return {
    usable: true,
    companies: rows.filter(({ kind }) => kind === 'c').map(({ id }) => id!),
    brands: rows.filter(({ kind }) => kind === 'b').map(({ id }) => id!),
  };
}

/**
 * Deletes the changes written more than `keepDays` ago and marks how far it went (kind 'p',
 * the highest xid it deleted): a snapshot that had not seen a deleted change had not seen that
 * xid either, so changesSince finds the marker (a change still uncommitted is not deleted, as
 * this statement cannot see it). Older markers go too, but never the newest. Returns the
 * changes deleted.
 */
export async function pruneChanges(db: Kysely<Database>, keepDays: number): Promise<number> {
  const { rows } = await sql<{ pruned: number }>`
    with gone as (
      delete from search_name_changes
      where changed_at < now() - make_interval(days => ${keepDays}::int)
        and (kind <> 'p' or xid < (select max(xid) from search_name_changes where kind = 'p'))
      returning kind, xid
    ), marked as (
      insert into search_name_changes (xid, kind)
      select max(xid), 'p' from gone where kind <> 'p' having count(*) > 0
    )
    select count(*)::int as pruned from gone where kind <> 'p'`.execute(db);
  return rows[0]?.pruned ?? 0;
}
