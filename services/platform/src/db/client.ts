import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { SESSION_ENDED_CODES } from '../http/connection-errors';
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
  /** Told when a pooled connection dies (a database restart, a failover, a pooler's timeout). */
  onConnectionLost?: (error: Error) => void;
}

export function createPool({
  url,
  poolSize = 10,
  applicationName = 'trusthive',
  onConnectionLost = () => undefined,
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
  survivingLostConnections(pool, onConnectionLost);
  return preparingConnections(pool);
}

/**
 * A lost connection costs only itself. pg emits 'error' on the pool for an idle client whose
 * connection died (57P01 when an administrator or a restart ends it) and on the client itself
 * while it is checked out; with no listener either one is an uncaught exception that stopped
 * the whole process. pg drops such a client (an idle one at once, a checked-out one when it is
 * released unqueryable) and opens a new one on demand, so listening is most of the fix: the
 * query in flight rejects and becomes a 503 (error-handler.ts), the next one gets a fresh
 * connection.
 */
function survivingLostConnections(pool: pg.Pool, onLost: (error: Error) => void): void {
  pool.on('error', onLost);
  pool.on('connect', (client) => {
    // The pool's own listener is detached while a client is checked out; the query in flight
    // then rejects with the same loss and is reported where it fails.
    client.on('error', () => undefined);
    endingOnSessionLoss(client);
  });
}

// PostgreSQL says it is ending the session (57P0x) just before it closes the socket. Kysely
// releases the client as soon as the query rejects, before pg has seen the socket close, so
// the pool would keep the doomed client and hand it to the very next query: end it here.
type QueryFn = (...args: unknown[]) => unknown;

function endingOnSessionLoss(client: pg.PoolClient): void {
  const query = client.query.bind(client) as QueryFn;
  (client as unknown as { query: QueryFn }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code === 'string' && SESSION_ENDED_CODES.test(code))
        client.end().catch(() => undefined);
      throw error;
    });
  };
}

export function createDb(options: DbOptions): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPool(options) }) });
}
