import pg from 'pg';

/**
 * Creates the database named in `url` when it does not exist yet, so a fresh machine needs
 * no manual createdb. Connects to the server's `postgres` database to do it.
 */
export async function ensureDatabase(url: string): Promise<'created' | 'exists'> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!name) throw new Error(`DATABASE_URL names no database: ${url}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return 'exists';
    await client.query(`create database ${pg.escapeIdentifier(name)}`);
    return 'created';
  } catch (error) {
    // Two processes may race to create it; the loser finds it there.
    if ((error as { code?: string }).code === '42P04') return 'exists';
    throw error;
  } finally {
    await client.end();
  }
}
