import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { CompanyEventsOutbox, Database } from '@trusthive/platform';
import type { CompanyColumn, CompanyRecord } from './formats';
import { changeValues } from './registry-changes';

// One batch = one transaction (or, in a bulk load, one savepoint of the load's transaction):
// a single INSERT … SELECT FROM unnest(<one array per column>) … ON CONFLICT (cin) DO UPDATE
// that only touches rows whose values differ, so a re-import of the same file writes nothing
// and leaves updated_at where it was. The arrays travel as the statement's parameters: one
// round trip, and no staging table whose rows would have to be cleared between batches.
// The same statement writes the change log of what a newer file changed (issue 41), and the
// batch's transaction the company.changed events of those companies (outbox), so a change is
// logged and followed exactly when it is committed.

const COLUMN_TYPES: Partial<Record<CompanyColumn, string>> = {
  authorized_capital: 'numeric(20, 2)',
  paid_up_capital: 'numeric(20, 2)',
  registration_date: 'date',
  latest_annual_return: 'date',
  latest_balance_sheet: 'date',
};

/**
 * How a conflicting row takes the file's value. E-mail is also set by claims and registrations;
 * a registry row without one ('NA') must not erase an address someone gave us.
 */
const UPDATE_EXPRESSIONS: Partial<Record<CompanyColumn, string>> = {
  email: 'coalesce(excluded.email, companies.email)',
};

/**
 * How a batch is made atomic. 'transaction': it commits on its own (the usual import).
 * 'savepoint': the caller holds a transaction around the whole load (a bulk load, see
 * bulk-load.ts), and the batch is a savepoint in it, so a refused row still costs only its batch.
 */
export type BatchScope = 'transaction' | 'savepoint';

/**
 * The MCA file a batch comes from, recorded on every row it inserts or updates (issue 20 #5):
 * the file's base name and its date ('YYYY-MM-DD').
 */
export interface RegistrySource {
  file: string;
  date: string;
}

export interface BatchCounts {
  inserted: number;
  /** Companies whose facts the file changed (each has change-log rows, or a new e-mail). */
  changed: number;
  /** Companies whose facts are the same, only re-dated by a newer file (part of unchanged). */
  redated: number;
  /** Companies whose record is already from a newer file: left as they are (never backwards). */
  older: number;
}

export interface BatchResult extends BatchCounts {
  /** Rows PostgreSQL refused (a CHECK the mapping did not foresee), by index in the batch. */
  refused: { index: number; message: string }[];
}

/**
 * Where the batch tells the followers of companies (search index, trust score) which companies
 * it changed: platform's outbox, over the importer's own connection (client-kysely.ts), so the
 * events are rows of the batch's transaction.
 */
export interface BatchFollowers {
  db: Kysely<Database>;
  events: CompanyEventsOutbox;
}

const NOTHING: BatchCounts = { inserted: 0, changed: 0, redated: 0, older: 0 };

const add = (a: BatchResult, b: BatchResult): BatchResult => ({
  inserted: a.inserted + b.inserted,
  changed: a.changed + b.changed,
  redated: a.redated + b.redated,
  older: a.older + b.older,
  refused: [...a.refused, ...b.refused],
});

/**
 * Loads a batch. If PostgreSQL refuses a value, the batch is split in halves until the refused
 * rows are alone, so one bad row costs a few extra round trips, never the good rows.
 */
export async function loadBatch(
  client: pg.ClientBase,
  columns: CompanyColumn[],
  records: CompanyRecord[],
  source: RegistrySource,
  scope: BatchScope = 'transaction',
  followers?: BatchFollowers,
): Promise<BatchResult> {
  return loadSplitting(client, columns, records, source, scope, followers, 0);
}

async function loadSplitting(
  client: pg.ClientBase,
  columns: CompanyColumn[],
  records: CompanyRecord[],
  source: RegistrySource,
  scope: BatchScope,
  followers: BatchFollowers | undefined,
  offset: number,
): Promise<BatchResult> {
  try {
    const counts = await loadAtomically(client, columns, records, source, scope, followers);
    return { ...counts, refused: [] };
  } catch (error) {
    if (!isDataError(error)) throw error;
    if (records.length === 1)
      return { ...NOTHING, refused: [{ index: offset, message: error.message }] };
    const middle = Math.ceil(records.length / 2);
    const [head, tail] = [records.slice(0, middle), records.slice(middle)];
    const first = await loadSplitting(client, columns, head, source, scope, followers, offset);
    const second = await loadSplitting(
      client,
      columns,
      tail,
      source,
      scope,
      followers,
      offset + middle,
    );
    return add(first, second);
  }
}

const SAVEPOINT = 'import_batch';

async function loadAtomically(
  client: pg.ClientBase,
  columns: CompanyColumn[],
  records: CompanyRecord[],
  source: RegistrySource,
  scope: BatchScope,
  followers: BatchFollowers | undefined,
): Promise<BatchCounts> {
  const [begin, commit, rollback] =
    scope === 'transaction'
      ? ['begin', 'commit', 'rollback']
      : [
          `savepoint ${SAVEPOINT}`,
          `release savepoint ${SAVEPOINT}`,
          `rollback to savepoint ${SAVEPOINT}`,
        ];
  await client.query(begin);
  try {
    const result = await client.query<BatchCounts & { changed_ids: string[] | null }>(
      upsertSql(columns),
      [source.file, source.date, ...columnArrays(columns, records)],
    );
    const { changed_ids: changedIds, ...counts } = result.rows[0] ?? {
      ...NOTHING,
      changed_ids: null,
    };
    // Re-score and re-index exactly the companies whose facts changed, in this transaction.
    // (Inserted and re-dated rows are followed by the one companies.bulk-changed of the load.)
    if (followers && changedIds?.length) {
      await followers.events.changedMany(followers.db, changedIds.map(Number), 'imported');
    }
    await client.query(commit);
    return counts;
  } catch (error) {
    await client.query(rollback);
    // The savepoint stays after a rollback to it; release it so the next batch starts clean.
    if (scope === 'savepoint') await client.query(commit);
    throw error;
  }
}

/** One array per column, in the order of `columns`: the statement's $3, $4, … */
function columnArrays(columns: CompanyColumn[], records: CompanyRecord[]): unknown[][] {
  return columns.map((column) => records.map((record) => record[column] ?? null));
}

const upsertCache = new Map<string, string>();

/** Set on every row from the statement's parameters ($1 file, $2 date), not from the CSV. */
const SOURCE_COLUMNS = ['registry_source_file', 'registry_source_date'] as const;

/**
 * `xmax = 0` is true for a freshly inserted tuple and false for one ON CONFLICT updated. The
 * source file and date take part in the "did anything change" test: the same file again writes
 * nothing, while a newer file re-dates every row it carries (its facts are now as of that file).
 * A file older than the one a company's record came from writes nothing over it: dates never
 * move backwards (a company's facts are always those of the newest file that carried it).
 *
 * Every part of the statement reads the snapshot taken before it, so companies joined to the rows
 * the upsert returned (`prior`) is each updated company as it was: the change log's old
 * values, read by primary key for the updated rows only, so a re-import that changes nothing
 * reads nothing more. The log gets one row per field whose value moved; a company with one is
 * counted changed, one without (same facts, a newer file) re-dated. (A write by another path
 * that commits between the statement's start and the upsert's row lock, such as a staff
 * correction at that very moment, is not in that snapshot: the log would name the value before
 * it as the old one. Locking the batch's rows first to avoid it would write every row a
 * re-import merely reads.)
 */
export function upsertSql(columns: CompanyColumn[]): string {
  const key = columns.join(',');
  const cached = upsertCache.get(key);
  if (cached) return cached;
  const updatable = [...columns.filter((column) => column !== 'cin'), ...SOURCE_COLUMNS];
  const arrays = columns.map(
    (column, index) => `$${index + 3}::${COLUMN_TYPES[column] ?? 'text'}[]`,
  );
  const assignments = updatable.map((column) => `${column} = ${updateExpression(column)}`);
  const facts = columns.filter((column) => column !== 'cin');
  const values = changeValues(facts, COLUMN_TYPES);
  const sql = `
    with upserted as (
      insert into companies (${columns.join(', ')}, data_source, ${SOURCE_COLUMNS.join(', ')})
      select ${columns.join(', ')}, 'registry', $1::text, $2::date
      from unnest(${arrays.join(', ')}) as batch (${columns.join(', ')})
      on conflict (cin) do update set ${assignments.join(', ')}, updated_at = now()
      where (companies.registry_source_date is null or companies.registry_source_date <= $2::date)
        and (${updatable.map((column) => `companies.${column}`).join(', ')})
          is distinct from (${updatable.map(updateExpression).join(', ')})
      returning companies.id, companies.cin, (xmax = 0) as inserted, ${facts.map((column) => `companies.${column}`).join(', ')}
    ),
    moved as (
      select latest.id, latest.cin, change.field, change.old_value, change.new_value
      from upserted latest
      join companies prior on prior.id = latest.id
      cross join lateral (values
          ${values}
        ) as change (field, old_value, new_value)
      where not latest.inserted and change.old_value is distinct from change.new_value
    ),
    logged as (
      insert into company_registry_changes
        (company_id, cin, field, old_value, new_value, source_file, source_date)
      select id, cin, field, old_value, new_value, $1::text, $2::date
      from moved where field <> 'email'
    )
    select
      (select count(*) from upserted where inserted)::int as inserted,
      (select count(distinct id) from moved)::int as changed,
      (select count(*) from upserted where not inserted)::int
        - (select count(distinct id) from moved)::int as redated,
      (select count(*) from companies
        where cin = any($${columns.indexOf('cin') + 3}::text[]) and registry_source_date > $2::date)::int as older,
      (select array_agg(distinct id) from moved) as changed_ids`;
  upsertCache.set(key, sql);
  return sql;
}

function updateExpression(column: CompanyColumn | (typeof SOURCE_COLUMNS)[number]): string {
  return UPDATE_EXPRESSIONS[column as CompanyColumn] ?? `excluded.${column}`;
}

/** SQLSTATE classes 22 (data exception) and 23 (constraint violation): the row's fault. */
function isDataError(error: unknown): error is Error & { code: string } {
  const code = (error as { code?: unknown }).code;
  return (
    error instanceof Error &&
    typeof code === 'string' &&
    (code.startsWith('22') || code.startsWith('23'))
  );
}
