import type pg from 'pg';
import type { CompanyColumn, CompanyRecord } from './formats';

// One batch = one transaction (or, in a bulk load, one savepoint of the load's transaction):
// a single INSERT … SELECT FROM unnest(<one array per column>) … ON CONFLICT (cin) DO UPDATE
// that only touches rows whose values differ, so a re-import of the same file writes nothing
// and leaves updated_at where it was. The arrays travel as the statement's parameters: one
// round trip, and no staging table whose rows would have to be cleared between batches.

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

export interface BatchResult {
  inserted: number;
  updated: number;
  /** Rows PostgreSQL refused (a CHECK the mapping did not foresee), by index in the batch. */
  refused: { index: number; message: string }[];
}

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
  offset = 0,
): Promise<BatchResult> {
  try {
    return { ...(await loadAtomically(client, columns, records, source, scope)), refused: [] };
  } catch (error) {
    if (!isDataError(error)) throw error;
    if (records.length === 1)
      return { inserted: 0, updated: 0, refused: [{ index: offset, message: error.message }] };
    const middle = Math.ceil(records.length / 2);
    const first = await loadBatch(client, columns, records.slice(0, middle), source, scope, offset);
    const second = await loadBatch(
      client,
      columns,
      records.slice(middle),
      source,
      scope,
      offset + middle,
    );
    return {
      inserted: first.inserted + second.inserted,
      updated: first.updated + second.updated,
      refused: [...first.refused, ...second.refused],
    };
  }
}

const SAVEPOINT = 'import_batch';

async function loadAtomically(
  client: pg.ClientBase,
  columns: CompanyColumn[],
  records: CompanyRecord[],
  source: RegistrySource,
  scope: BatchScope,
): Promise<{ inserted: number; updated: number }> {
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
    const result = await client.query<{ inserted: number; updated: number }>(upsertSql(columns), [
      source.file,
      source.date,
      ...columnArrays(columns, records),
    ]);
    await client.query(commit);
    return result.rows[0] ?? { inserted: 0, updated: 0 };
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
  const sql = `
    with upserted as (
      insert into companies (${columns.join(', ')}, data_source, ${SOURCE_COLUMNS.join(', ')})
      select ${columns.join(', ')}, 'registry', $1::text, $2::date
      from unnest(${arrays.join(', ')}) as batch (${columns.join(', ')})
      on conflict (cin) do update set ${assignments.join(', ')}, updated_at = now()
      where (${updatable.map((column) => `companies.${column}`).join(', ')})
        is distinct from (${updatable.map(updateExpression).join(', ')})
      returning (xmax = 0) as inserted
    )
    select count(*) filter (where inserted)::int as inserted,
           count(*) filter (where not inserted)::int as updated
    from upserted`;
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
