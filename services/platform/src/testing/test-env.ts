// Where tests find PostgreSQL and Redis: the env URLs when set (CI, a developer's own
// servers), else the local defaults. The globalSetup gives each run its own database on the
// local server and puts its URL in DATABASE_URL, so a developer's `trusthive` is never touched.
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/trusthive_test';
export const DEFAULT_TEST_REDIS_URL = 'redis://127.0.0.1:6379';

export function testDatabaseUrl(): string {
  return process.env.DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
}

export function testRedisUrl(): string {
  return process.env.REDIS_URL || DEFAULT_TEST_REDIS_URL;
}
