import type { Kysely } from 'kysely';
import {
  createDb,
  databaseUser,
  ensureDatabase,
  migrateToLatest,
  provisionAppRole,
  type Database,
} from '@trusthive/platform';

/**
 * Creates the database if needed and applies every pending migration as the owning role, then
 * gives the services' role (`appUrl`'s user, when it is another) its row rights and nothing
 * more (issue 37). `alsoAsOwner` runs on the same connection before it closes: the Run command
 * imports its sample there. Answers whether the database had to be created.
 */
export async function migrateAsOwner(
  ownerUrl: string,
  appUrl: string,
  {
    applicationName,
    poolSize,
    alsoAsOwner,
  }: {
    applicationName: string;
    poolSize: number;
    alsoAsOwner?: (db: Kysely<Database>) => Promise<void>;
  },
): Promise<'created' | 'exists'> {
  const created = await ensureDatabase(ownerUrl);
  const db = createDb({ url: ownerUrl, poolSize, applicationName });
  try {
    await migrateToLatest(db);
    if (databaseUser(appUrl) !== databaseUser(ownerUrl)) await provisionAppRole(db, appUrl);
    await alsoAsOwner?.(db);
  } finally {
    await db.destroy();
  }
  return created;
}
