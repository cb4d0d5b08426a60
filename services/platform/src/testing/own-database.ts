import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { appRoleUrl, databaseUser, provisionAppRole } from '../db/app-role';
import { createDb } from '../db/client';
import type { Database } from '../db/schema';
import { dropOwnDatabase } from './drop-database';
import { createMigratedDatabase } from './migrated-database';
import { testDatabaseUrl, testOwnerDatabaseUrl } from './test-env';

/** `url` pointing at the database `name` instead. */
function onDatabase(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * A migrated database of the test file's own, for a test that acts on every row (a retention
 * pass with the clock moved years ahead would otherwise remove other files' rows mid-run).
 * Made and migrated as the owning role, then used as the services' role (issue 37): the test
 * exercises exactly the rights the services have.
 */
export async function ownMigratedDatabase(
  label: string,
): Promise<{ db: Kysely<Database>; url: string; ownerUrl: string; close(): Promise<void> }> {
  const ownerBase = testOwnerDatabaseUrl();
  const name = `${new URL(ownerBase).pathname.slice(1)}_${label}_${randomUUID().slice(0, 8)}`;
  const ownerUrl = onDatabase(ownerBase, name);
  const appBase = testDatabaseUrl();
  const appUrl = onDatabase(
    databaseUser(appBase) === databaseUser(ownerBase) ? appRoleUrl(ownerBase) : appBase,
    name,
  );
  await createMigratedDatabase(ownerUrl);
  const owner = createDb({ url: ownerUrl, poolSize: 1, applicationName: `${label}-migrate` });
  try {
    await provisionAppRole(owner, appUrl);
  } finally {
    await owner.destroy();
  }
  const db = createDb({ url: appUrl, poolSize: 2, applicationName: `${label}-test` });
  return {
    db,
    /** The services' role's URL of this database (DATABASE_URL for a stack on it). */
    url: appUrl,
    /** The owning role's URL of this database, for what the services may not do. */
    ownerUrl,
    close: async () => {
      await db.destroy();
      await dropOwnDatabase(ownerUrl);
    },
  };
}
