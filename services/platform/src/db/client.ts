import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { preparingConnections } from './prepared-statements';
import type { Database } from './schema';

// Set once, on purpose: ids (int8) stay far below 2^53, capitals fit a double, and a DATE
// is kept as its 'YYYY-MM-DD' text so that no time zone turns 2022-11-23 into the 22nd.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export interface DbOptions {
  url: string;
  /** Connections in this process's pool. */
  poolSize?: number;
  applicationName?: string;
}

export function createPool({
  url,
  poolSize = 10,
  applicationName = 'trusthive',
}: DbOptions): pg.Pool {
  // No JIT on request paths: PostgreSQL compiles any plan whose estimate passes jit_above_cost,
  // and on a million rows a scan that runs in a few milliseconds can spend tens compiling.
  // plan_cache_mode stays `auto`: PostgreSQL switches a named prepared statement
  // (prepared-statements.ts) to its generic plan after five executions when that plan costs no
  // more, which it does for the registered ones (a category page read included). Forcing
  // generic plans is a session setting and reaches the unnamed statements too: a search for
  // "rk" planned without its pattern scanned the whole name index (2 s instead of 0.1 s).
  // No parallel query either: a request path runs many statements at once, and workers only
  // multiply one statement's CPU. The search bench on a million companies, closed loop: 175
  // results pages/s with parallel scans, 190 without, and p95 at 200/s from 512 ms to 96 ms.
  // A URL that sets its own `options` (the search walk connections) keeps them.
  const hasOwnOptions = new URL(url).searchParams.has('options');
  const pool = new pg.Pool({
    connectionString: url,
    ...(hasOwnOptions ? {} : { options: '-c jit=off -c max_parallel_workers_per_gather=0' }),
    max: poolSize,
    application_name: applicationName,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  return preparingConnections(pool);
}

export function createDb(options: DbOptions): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPool(options) }) });
}
