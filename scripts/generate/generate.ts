import type { Pool, PoolClient } from 'pg';
import { dropSecondaryIndexes } from './secondary-indexes';
import { copyInto } from './copy';
import { loadDistributions, type Distributions } from './distributions';
import {
  BRAND_COLUMNS,
  COMPANY_COLUMNS,
  CompanyFactory,
  emptySink,
  GST_COLUMNS,
  GST_REGISTRATION_COLUMNS,
  type RowSink,
} from './model';
import {
  CHARGE_COLUMNS,
  DIRECTORSHIP_COLUMNS,
  MAX_SEATS,
  REGISTRY_DIRECTOR_COLUMNS,
  REGISTRY_RECORD_COLUMNS,
} from './registry';
import { GENERATOR_PROVIDER } from './stand-in';

export const DEFAULT_COMPANIES = 1_000_000;
export const DEFAULT_SEED = 42;
/** Companies per round of COPY statements; the rows that hang off them wait in memory. */
const DEFAULT_BATCH = 50_000;
const PROGRESS_EVERY = 10_000;

export type Phase = 'deleting' | 'loading' | 'indexing' | 'vacuuming' | 'done';

export interface Progress {
  phase: Phase;
  /** Companies generated so far (in `loading`). */
  companies: number;
  total: number;
}

export interface GenerateOptions {
  pool: Pool;
  companies: number;
  seed?: number;
  /** Delete earlier synthetic rows first; without it a database that has some is refused. */
  replace?: boolean;
  batchSize?: number;
  distributions?: Distributions;
  onProgress?: (progress: Progress) => void;
}

export interface RowCounts {
  companies: number;
  brands: number;
  gstDetails: number;
  gstRegistrations: number;
  /** People by DIN (registry_directors). */
  registryDirectors: number;
  /** Directorships (directors). */
  directors: number;
  registryRecords: number;
  charges: number;
}

/** Seconds spent per step; COPY times include generating the rows they stream. */
export interface Timings {
  delete: number;
  companies: number;
  brands: number;
  gstDetails: number;
  gstRegistrations: number;
  registryDirectors: number;
  directors: number;
  registryRecords: number;
  charges: number;
  indexes: number;
  vacuum: number;
}

export interface GenerateResult {
  /** The load's transaction time: every generated row has created_at = updated_at = since. */
  since: string;
  seed: number;
  firstId: number;
  counts: RowCounts;
  deletedCompanies: number;
  /** Whether secondary indexes were dropped for the load and built again afterwards. */
  rebuiltIndexes: boolean;
  timings: Timings;
  seconds: number;
}

export class SyntheticRowsExistError extends Error {
  constructor(readonly existing: number) {
    super(
      `The database already holds ${existing} synthetic companies. Run again with --replace to ` +
        'delete them (with their brands, GST rows and directors) and generate afresh.',
    );
    this.name = 'SyntheticRowsExistError';
  }
}

/**
 * Writes `companies` synthetic companies, with brands, GST details and directors for a share
 * of them, in one transaction: a failure leaves the database as it was (except that a
 * --replace in a database that also holds other companies has committed its delete). Rows are
 * streamed with COPY; ids come from a range reserved on the identity sequence up front, so
 * children can reference their company without a round trip.
 */
export async function generateCompanies(options: GenerateOptions): Promise<GenerateResult> {
  const { pool, companies, seed = DEFAULT_SEED, replace = false, onProgress } = options;
  if (!Number.isSafeInteger(companies) || companies < 1) {
    throw new Error('companies must be a positive integer');
  }
  if (!Number.isSafeInteger(seed) || seed < 0) {
    throw new Error('seed must be a non-negative integer');
  }
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const distributions = options.distributions ?? loadDistributions();
  const started = performance.now();
  const report = (phase: Phase, done: number) =>
    onProgress?.({ phase, companies: done, total: companies });

  const timings: Timings = {
    delete: 0,
    companies: 0,
    brands: 0,
    gstDetails: 0,
    gstRegistrations: 0,
    registryDirectors: 0,
    directors: 0,
    registryRecords: 0,
    charges: 0,
    indexes: 0,
    vacuum: 0,
  };
  const timed = async <T>(step: keyof Timings, work: () => Promise<T>): Promise<T> => {
    const at = performance.now();
    try {
      return await work();
    } finally {
      timings[step] += (performance.now() - at) / 1000;
    }
  };

  const client = await pool.connect();
  const begin = async () => {
    await client.query('begin');
    // Nothing is lost on a crash before commit, and the commit itself need not wait for disk.
    await client.query('set local synchronous_commit = off');
    await client.query(`set local maintenance_work_mem = '512MB'`);
  };
  let result: Omit<GenerateResult, 'seconds' | 'timings'>;
  try {
    await begin();
    try {
      const existing = await countSynthetic(client);
      if (existing > 0 && !replace) throw new SyntheticRowsExistError(existing);
      let deletedCompanies = 0;
      if (existing > 0) {
        report('deleting', 0);
        deletedCompanies = await timed('delete', async () => {
          // The GST registrations it wrote: the GST network's rows of the table (lookups) stay.
          await client.query('delete from gst_registrations where provider = $1', [
            GENERATOR_PROVIDER,
          ]);
          const truncated = await truncateIfOnlySynthetic(client);
          if (truncated !== null) return truncated;
          // Other companies stay, so the synthetic ones must be deleted row by row. That
          // delete commits on its own: building indexes in the transaction that deleted a
          // million rows would have to index them as well (other sessions still see them),
          // and VACUUM would then have to take them out of every index again.
          const deleted = await deleteSynthetic(client);
          await client.query('commit');
          await begin();
          return deleted;
        });
      }
      const since = await transactionTime(client);
      const firstId = await reserveIds(client, 'companies', companies);
      // People are drawn as boards need them, fewer than one per company; past the range
      // reserved here (MAX_SEATS to spare, so a board always finds someone not on it yet)
      // seats go to people already drawn.
      const maxPeople = companies + MAX_SEATS;
      const firstPersonId = await reserveIds(client, 'registry_directors', maxPeople);
      const factory = new CompanyFactory(distributions, seed, { firstPersonId, maxPeople });
      // Keeping a dozen indexes (three of them trigram GIN) up to date row by row costs more
      // than building them once, unless the table already holds more rows than this load adds.
      const rebuiltIndexes = companies >= (await countCompanies(client));
      const dropped = rebuiltIndexes
        ? await dropSecondaryIndexes(client, [
            'companies',
            'brands',
            'registry_directors',
            'directors',
            'company_registry_records',
            'company_charges',
          ])
        : [];
      const counts: RowCounts = {
        companies: 0,
        brands: 0,
        gstDetails: 0,
        gstRegistrations: 0,
        registryDirectors: 0,
        directors: 0,
        registryRecords: 0,
        charges: 0,
      };
      report('loading', 0);
      for (let from = 0; from < companies; from += batchSize) {
        const to = Math.min(companies, from + batchSize);
        const sink = emptySink();
        await timed('companies', () =>
          copyInto(
            client,
            'companies',
            COMPANY_COLUMNS,
            companyLines(factory, firstId, from, to, sink, report),
          ),
        );
        await timed('brands', () => copyInto(client, 'brands', BRAND_COLUMNS, sink.brands));
        await timed('gstDetails', () =>
          copyInto(client, 'company_gst_details', GST_COLUMNS, sink.gst),
        );
        await timed('gstRegistrations', () =>
          copyInto(client, 'gst_registrations', GST_REGISTRATION_COLUMNS, sink.gstRegistrations),
        );
        // People before their directorships (the foreign key); records and charges refer to
        // no table.
        await timed('registryDirectors', () =>
          copyInto(client, 'registry_directors', REGISTRY_DIRECTOR_COLUMNS, sink.registryDirectors),
        );
        await timed('directors', () =>
          copyInto(client, 'directors', DIRECTORSHIP_COLUMNS, sink.directors),
        );
        await timed('registryRecords', () =>
          copyInto(
            client,
            'company_registry_records',
            REGISTRY_RECORD_COLUMNS,
            sink.registryRecords,
          ),
        );
        await timed('charges', () =>
          copyInto(client, 'company_charges', CHARGE_COLUMNS, sink.charges),
        );
        counts.companies += to - from;
        counts.brands += sink.brands.length;
        counts.gstDetails += sink.gst.length;
        counts.gstRegistrations += sink.gstRegistrations.length;
        counts.registryDirectors += sink.registryDirectors.length;
        counts.directors += sink.directors.length;
        counts.registryRecords += sink.registryRecords.length;
        counts.charges += sink.charges.length;
        report('loading', to);
      }
      if (dropped.length > 0) {
        report('indexing', companies);
        await timed('indexes', async () => {
          for (const index of dropped) await client.query(index.definition);
        });
      }
      await client.query('commit');
      result = { since, seed, firstId, counts, deletedCompanies, rebuiltIndexes };
    } catch (error) {
      // A broken connection cannot roll back, and must not hide the error that broke it.
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
    report('vacuuming', companies);
    await timed('vacuum', () => settle(client));
  } finally {
    client.release();
  }
  report('done', companies);
  return { ...result, timings, seconds: (performance.now() - started) / 1000 };
}

function* companyLines(
  factory: CompanyFactory,
  firstId: number,
  from: number,
  to: number,
  sink: RowSink,
  report: (phase: Phase, done: number) => void,
): Generator<string> {
  for (let index = from; index < to; index++) {
    factory.make(index, firstId + index, sink);
    yield sink.companies.pop() as string;
    if ((index + 1) % PROGRESS_EVERY === 0) report('loading', index + 1);
  }
}

async function countSynthetic(client: PoolClient): Promise<number> {
  const { rows } = await client.query<{ count: number }>(
    `select count(*)::int as count from companies where data_source = 'synthetic'`,
  );
  return rows[0]?.count ?? 0;
}

/** Deletes the synthetic companies, and what hangs off them, from a table that has others. */
async function deleteSynthetic(client: PoolClient): Promise<number> {
  // The children go first with set-based deletes, much faster than a million cascades
  // finding them row by row.
  await client.query(`
    delete from directors d using companies c
    where c.cin = d.company_cin and c.data_source = 'synthetic'`);
  // The people it drew sit only on synthetic boards, whose directorships are gone by now.
  for (const table of REGISTRY_TABLES) {
    await client.query(`delete from ${table} where provider = $1`, [GENERATOR_PROVIDER]);
  }
  await client.query(`
    delete from brands b using companies c
    where c.id = b.company_id and c.data_source = 'synthetic'`);
  await client.query(`
    delete from company_gst_details g using companies c
    where c.id = g.company_id and c.data_source = 'synthetic'`);
  const deleted = await client.query(`delete from companies where data_source = 'synthetic'`);
  return deleted.rowCount ?? 0;
}

/** Tables whose rows all belong to a company: a cascading delete of every company empties them. */
const OWNED_TABLES = new Set(['brands', 'company_gst_details', 'directors']);
/**
 * The registry provider's tables (migration 0043), which refer to no company: the generator's
 * rows in them are found by provider. People first: the others do not refer to them.
 */
const REGISTRY_TABLES = ['registry_directors', 'company_registry_records', 'company_charges'];

/**
 * When the synthetic companies are the only ones, one TRUNCATE inside the load's transaction
 * removes them and restarts the ids, so a rerun gives the same ids too. That is only the same
 * as the cascading DELETE when each other table that refers to companies or to the registry's
 * people (directly or through another table) is empty, and when the directorships hold none of
 * a provider's about a company TrustHive does not list. The TRUNCATE names every such table
 * and has no CASCADE, so PostgreSQL itself refuses it if a referring table were missed. A
 * registry table holding only the generator's rows is truncated too (its ids restart, as the
 * companies' do); one that also holds a provider's answers loses only the generator's rows.
 * Returns the number of companies removed, or null when a DELETE is needed.
 */
async function truncateIfOnlySynthetic(client: PoolClient): Promise<number | null> {
  const exists = async (query: string, params: unknown[] = []) => {
    const { rows } = await client.query<{ found: boolean }>(
      `select exists (${query}) as found`,
      params,
    );
    return rows[0]?.found !== false;
  };
  if (await exists(`select 1 from companies where data_source <> 'synthetic'`)) return null;
  const { rows: tables } = await client.query<{ name: string }>(
    `with recursive refs (oid) as (
       select oid from pg_class where oid in ('companies'::regclass, 'registry_directors'::regclass)
       union
       select c.conrelid from pg_constraint c join refs r on c.confrelid = r.oid where c.contype = 'f'
     )
     select oid::regclass::text as name from refs`,
  );
  for (const { name } of tables) {
    if (name === 'companies' || REGISTRY_TABLES.includes(name)) continue;
    if (name === 'directors') {
      const foreign = `select 1 from directors d where d.provider is distinct from $1
                         and not exists (select 1 from companies c where c.cin = d.company_cin)`;
      if (await exists(foreign, [GENERATOR_PROVIDER])) return null;
    } else if (!OWNED_TABLES.has(name) && (await exists(`select 1 from ${name}`))) return null;
  }
  const names = tables.map(({ name }) => name).filter((name) => !REGISTRY_TABLES.includes(name));
  const mixed: string[] = [];
  for (const table of REGISTRY_TABLES) {
    const others = `select 1 from ${table} where provider is distinct from $1`;
    if (await exists(others, [GENERATOR_PROVIDER])) mixed.push(table);
    else names.push(table);
  }
  const count = await countCompanies(client);
  await client.query(`truncate ${names.join(', ')} restart identity`);
  for (const table of mixed) {
    await client.query(`delete from ${table} where provider = $1`, [GENERATOR_PROVIDER]);
  }
  return count;
}

async function countCompanies(client: PoolClient): Promise<number> {
  const { rows } = await client.query<{ count: number }>(
    'select count(*)::int as count from companies',
  );
  return rows[0]?.count ?? 0;
}

async function transactionTime(client: PoolClient): Promise<string> {
  const { rows } = await client.query<{ now: Date }>('select now() as now');
  const now = rows[0]?.now;
  if (!now) throw new Error('no transaction time');
  return now.toISOString();
}

/**
 * Moves the identity sequence past max(id) + n and returns the first id of the reserved
 * range. setval takes effect at once for every session (it is not rolled back), so a
 * concurrent insert through the sequence gets an id above the range, never inside it.
 */
async function reserveIds(
  client: PoolClient,
  table: 'companies' | 'registry_directors',
  count: number,
): Promise<number> {
  const { rows } = await client.query<{ last: string }>(
    `select setval(
       pg_get_serial_sequence('${table}', 'id'),
       greatest(
         (select coalesce(max(id), 0) from ${table}),
         coalesce(pg_sequence_last_value(pg_get_serial_sequence('${table}', 'id')::regclass), 0)
       ) + $1::bigint
     )::text as last`,
    [count],
  );
  return Number(rows[0]?.last) - count + 1;
}

/** The tables a load fills: its own, and the name-word tables the triggers fill beside them. */
const TABLES = [
  'companies',
  'brands',
  'company_gst_details',
  'gst_registrations',
  'registry_directors',
  'directors',
  'company_registry_records',
  'company_charges',
  'company_name_words',
  'brand_name_words',
];

/**
 * Leaves the tables ready for benchmarks (autovacuum may be off, or slow to come): VACUUM sets
 * the visibility map for index-only scans (the suggestions' later-word lookups and the
 * typeahead's read of the word tables are index-only), reclaims the rows a --replace deleted
 * and merges the GIN indexes' pending lists; ANALYZE gives the planner statistics for the new
 * rows.
 */
async function settle(client: PoolClient): Promise<void> {
  await client.query(`vacuum (analyze) ${TABLES.join(', ')}`);
}
