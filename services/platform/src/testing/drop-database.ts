import pg from 'pg';

/**
 * Drops a database a test file made for itself, once its pools have let go.
 * pool.end() and db.destroy() resolve while their connections are still closing. A forced drop
 * would terminate those backends, and the FATAL it sends reaches a client that has no error
 * listener left: an uncaught error in the test file (seen once in CI). So it waits up to 5 s
 * for them to leave first; `force` is for a database left behind by a crashed earlier run.
 */
export async function dropOwnDatabase(databaseUrl: string): Promise<void> {
  const admin = new URL(databaseUrl);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    for (let waited = 0; waited < 5_000; waited += 50) {
      const { rows } = await client.query<{ open: number }>(
        'select count(*)::int as open from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.open === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  } finally {
    await client.end();
  }
}
