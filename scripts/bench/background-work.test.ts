import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '@trusthive/platform/testing';
import { watchBackgroundWork } from './background-work';

// Medium tier: real PostgreSQL's pg_stat_activity.

const pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
afterAll(() => pool.end());

describe('watchBackgroundWork', () => {
  it('should name a worker busy in the database during the watch, and not an idle one', async () => {
    const busy = new pg.Client({
      connectionString: testDatabaseUrl(),
      application_name: 'scoring-worker',
    });
    const idle = new pg.Client({
      connectionString: testDatabaseUrl(),
      application_name: 'analytics-worker',
    });
    await Promise.all([busy.connect(), idle.connect()]);
    try {
      const working = busy.query('select pg_sleep(1.5)');
      await new Promise((resolve) => setTimeout(resolve, 200));
      const watch = watchBackgroundWork(pool, 100);
      await new Promise((resolve) => setTimeout(resolve, 600));
      const seen = await watch.stop();
      await working;
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatch(/^scoring-worker in \d+ of \d+ samples$/);
    } finally {
      await Promise.all([busy.end(), idle.end()]);
    }
  });
});
