import type pg from 'pg';

// Named prepared statements for the hottest fixed queries (the profile, the trust-score inputs).
// PostgreSQL then parses and plans such a statement once per connection instead of on every
// call; for the profile query, planning was about two thirds of its database time (pgbench on
// a million companies: 7.7k transactions/s unprepared, 21.8k prepared).
//
// Only statements registered here are prepared, and only statements whose best plan does not
// depend on the parameter values belong here (`where id = $1`, a category page whose text
// names its slices): after five executions PostgreSQL keeps their generic plan, which would
// undo the search queries' NULL-parameter pruning. Kysely has no per-query statement name,
// so the pool's connections map a registered SQL text to its name.

const namesBySql = new Map<string, string>();
const sqlByName = new Map<string, string>();

/**
 * Marks a statement (by its exact SQL text) to run prepared under `name` on every connection.
 * Registering the same pair again is a no-op, so a repository may register on every call.
 */
export function registerPreparedStatement(name: string, sqlText: string): void {
  const registered = sqlByName.get(name);
  if (registered === sqlText) return;
  // A prepared name is bound to one text per connection: a second text would fail there.
  if (registered !== undefined) throw new Error(`two statements share the prepared name ${name}`);
  if (namesBySql.has(sqlText)) throw new Error(`statement already prepared as another name`);
  namesBySql.set(sqlText, name);
  sqlByName.set(name, sqlText);
}

type QueryFn = (...args: unknown[]) => unknown;

/** Makes a pool's connections run registered statements as named prepared statements. */
export function preparingConnections(pool: pg.Pool): pg.Pool {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as QueryFn;
    (client as unknown as { query: QueryFn }).query = (config: unknown, ...rest: unknown[]) => {
      const name = typeof config === 'string' ? namesBySql.get(config) : undefined;
      if (name === undefined) return query(config, ...rest);
      const [values, callback] = rest;
      const prepared = { name, text: config, values: values as unknown[] | undefined };
      return callback === undefined ? query(prepared) : query(prepared, callback);
    };
  });
  return pool;
}
