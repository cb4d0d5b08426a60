// Where tests find PostgreSQL and Redis: the env URLs when set (CI, a developer's own
// servers), else the local defaults. The globalSetup gives each run its own database on the
// local server and puts its URL in DATABASE_URL, so a developer's `trusthive` is never touched.
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/trusthive_test';
export const DEFAULT_TEST_REDIS_URL = 'redis://127.0.0.1:6379';

export function testDatabaseUrl(): string {
  return process.env.DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
}

/**
 * The owning role's URL for the same database (issue 37: the globalSetup migrates as it and
 * points DATABASE_URL at the services' role): for a test that needs DDL, such as a trigger
 * that makes an insert fail, or a database of its own to migrate.
 */
export function testOwnerDatabaseUrl(): string {
  return process.env.DATABASE_MIGRATION_URL || testDatabaseUrl();
}

export function testRedisUrl(): string {
  return process.env.REDIS_URL || DEFAULT_TEST_REDIS_URL;
}

/**
 * Why tests must not run on `url`, or null. Tests write rows (and migrate) wherever
 * DATABASE_URL points, and a shell that exported it for `npm start` or a bench points at the
 * developer's own database or a crore of generated companies: only a database whose name says
 * it is for tests is taken.
 */
export function notATestDatabase(url: string): string | null {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (/test/i.test(name)) return null;
  return (
    `DATABASE_URL names the database "${name}", which tests would write rows into. ` +
    'Unset DATABASE_URL (each run then makes a database of its own) or name a database with ' +
    '"test" in its name.'
  );
}

/**
 * The hint budget (config.hints, HINT_TIMEOUT_MS) of tests of what a hint finds: far past any
 * stall of a busy machine, so that their answer never depends on its speed. That a hint gives
 * up when its budget runs out is tested apart, on a read made slow on purpose (slowToRead).
 */
export const TEST_HINT_TIMEOUT_MS = 30_000;
