import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createDb } from '../db/client';
import { ensureDatabase } from '../db/ensure-database';
import { migrateToLatest } from '../db/migrator';
import type { Database } from '../db/schema';
import { dropOwnDatabase } from './drop-database';
import { testDatabaseUrl } from './test-env';

/**
 * A migrated database of the test file's own, for a test that acts on every row (a retention
 * pass with the clock moved years ahead would otherwise remove other files' rows mid-run).
 */
export async function ownMigratedDatabase(
  label: string,
): Promise<{ db: Kysely<Database>; close(): Promise<void> }> {
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${url.pathname.slice(1)}_${label}_${randomUUID().slice(0, 8)}`;
  await ensureDatabase(url.toString());
  const db = createDb({ url: url.toString(), poolSize: 2, applicationName: `${label}-test` });
  await migrateToLatest(db, { info: () => undefined });
  return {
    db,
    close: async () => {
      await db.destroy();
      await dropOwnDatabase(url.toString());
    },
  };
}
