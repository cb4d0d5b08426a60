import { sql, type Kysely } from 'kysely';
import { createDb } from '../db/client';
import type { Database } from '../db/schema';
import { testDatabaseUrl } from './test-env';

/**
 * Hints ("Did you mean", a reviewer's similar names) give up after a short statement timeout.
 * To see that timeout fire without loading the machine or locking a table that other files
 * read at the same time, this opens one connection on which reading `table` first sleeps for
 * `seconds`: a temporary view of that name shadows the table for this session only (pg_temp
 * comes first in the search path). Every other connection reads the table as it is.
 */
export async function slowToRead(table: string, seconds: number): Promise<Kysely<Database>> {
  const db = createDb({ url: testDatabaseUrl(), poolSize: 1, applicationName: 'slow-read-test' });
  await sql`create temp view ${sql.id(table)} as
    select t.* from public.${sql.id(table)} t
     where (select pg_sleep(${sql.lit(seconds)})) is not null`.execute(db);
  return db;
}
