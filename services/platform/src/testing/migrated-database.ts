import pg from 'pg';
import { createDb } from '../db/client';
import { ensureDatabase } from '../db/ensure-database';
import { migrateToLatest } from '../db/migrator';

/**
 * The run's migrated template (set by the test setup, global-setup.ts): a database no one
 * connects to, copied by CREATE DATABASE … TEMPLATE for each test that needs a database of its
 * own. A copy takes about 0.2 s; migrating a new database from scratch took 1.4 s on a quiet
 * machine and several on a busy one, and about twenty files make one.
 */
export const TEMPLATE_DATABASE_ENV = 'TEST_TEMPLATE_DATABASE';

function adminUrl(url: string): string {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.toString();
}

/** CREATE DATABASE `name` as a copy of `template`, through the server's admin database. */
function copyDatabase(admin: pg.Client, name: string, template: string) {
  return admin.query(
    `create database ${pg.escapeIdentifier(name)} template ${pg.escapeIdentifier(template)}`,
  );
}

/**
 * Makes the database `ownerUrl` names, at the latest migration, owned by that URL's user: a
 * copy of the run's template when there is one, else created and migrated here (a test run
 * outside the test setup, or a setup that could not make the template).
 */
export async function createMigratedDatabase(ownerUrl: string): Promise<void> {
  const template = process.env[TEMPLATE_DATABASE_ENV];
  if (template) {
    const name = decodeURIComponent(new URL(ownerUrl).pathname.slice(1));
    const admin = new pg.Client({ connectionString: adminUrl(ownerUrl) });
    await admin.connect();
    try {
      await copyDatabase(admin, name, template);
      return;
    } finally {
      await admin.end();
    }
  }
  await ensureDatabase(ownerUrl);
  const db = createDb({ url: ownerUrl, poolSize: 1, applicationName: 'test-migrate' });
  try {
    await migrateToLatest(db, { info: () => undefined });
  } finally {
    await db.destroy();
  }
}

/**
 * Copies the migrated database `sourceUrl` names into the template `name`, once every
 * connection to it has closed (CREATE DATABASE … TEMPLATE refuses a source in use). Returns
 * false when that does not happen within 5 s: the tests then migrate their own databases.
 */
export async function makeTemplateDatabase(sourceUrl: string, name: string): Promise<boolean> {
  const source = decodeURIComponent(new URL(sourceUrl).pathname.slice(1));
  const admin = new pg.Client({ connectionString: adminUrl(sourceUrl) });
  await admin.connect();
  try {
    for (let waited = 0; waited < 5_000; waited += 50) {
      try {
        await copyDatabase(admin, name, source);
        return true;
      } catch (error) {
        // 55006: the source is being accessed by other users (a pool still closing).
        if ((error as { code?: string }).code !== '55006') throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    return false;
  } finally {
    await admin.end();
  }
}
