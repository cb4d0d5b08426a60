import { CompiledQuery, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/client';
import { registerPreparedStatement } from '../src/db/prepared-statements';
import { testDatabaseUrl } from '../src/testing/test-env';

// One connection, so the statements run and the catalogue read share a session.
const db = createDb({ url: testDatabaseUrl(), poolSize: 1, applicationName: 'prepared-test' });

afterAll(() => db.destroy());

async function preparedNames(): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(db);
  return rows.map((row) => row.name);
}

describe('prepared statements', () => {
  it('should run a registered statement prepared, with its parameters, and others unprepared', async () => {
    registerPreparedStatement('test_double', 'select $1::int * 2 as doubled');

    const first = await db.executeQuery<{ doubled: number }>(
      CompiledQuery.raw('select $1::int * 2 as doubled', [21]),
    );
    const second = await db.executeQuery<{ doubled: number }>(
      CompiledQuery.raw('select $1::int * 2 as doubled', [5]),
    );
    await db.executeQuery(CompiledQuery.raw('select $1::int + 1 as next', [1]));

    expect(first.rows).toEqual([{ doubled: 42 }]);
    expect(second.rows).toEqual([{ doubled: 10 }]);
    expect(await preparedNames()).toEqual(['test_double']);
  });

  it('should refuse one name for two statements, and accept the same pair again', () => {
    registerPreparedStatement('test_pair', 'select 1 as one');
    expect(() => registerPreparedStatement('test_pair', 'select 1 as one')).not.toThrow();
    expect(() => registerPreparedStatement('test_pair', 'select 2 as two')).toThrow(/test_pair/);
  });

  it('should leave JIT and parallel workers off and plan unnamed statements with their values', async () => {
    // force_generic_plan is per session, so it would reach the unnamed search statements too,
    // whose plans depend on the pattern (a two-letter search went from 0.1 s to 2 s).
    const { rows } = await sql<{ jit: string; workers: string; mode: string }>`
      select current_setting('jit') as jit,
             current_setting('max_parallel_workers_per_gather') as workers,
             current_setting('plan_cache_mode') as mode`.execute(db);
    expect(rows).toEqual([{ jit: 'off', workers: '0', mode: 'auto' }]);
  });
});
