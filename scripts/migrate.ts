// npm run migrate: creates the database if needed and applies every pending migration.
import { createDb, ensureDatabase, migrateToLatest, readConfigOrExit } from '@trusthive/platform';

const config = readConfigOrExit();
const created = await ensureDatabase(config.database.url);
if (created === 'created')
  console.info(`database created: ${new URL(config.database.url).pathname.slice(1)}`);
const db = createDb({ url: config.database.url, poolSize: 1, applicationName: 'migrate' });
try {
  await migrateToLatest(db);
} catch (error) {
  console.error('migration failed:', error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
