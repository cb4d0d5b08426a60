// npm run migrate: creates the database if needed and applies every pending migration as the
// owning role (DATABASE_MIGRATION_URL), then gives the services' role (DATABASE_URL's user,
// when it is another) its row rights and nothing more (issue 37).
import {
  createDb,
  databaseUser,
  ensureDatabase,
  migrateToLatest,
  provisionAppRole,
  readConfigOrExit,
} from '@trusthive/platform';

const config = readConfigOrExit();
const ownerUrl = config.database.migrationUrl ?? config.database.url;
const created = await ensureDatabase(ownerUrl);
if (created === 'created') console.info(`database created: ${new URL(ownerUrl).pathname.slice(1)}`);
const db = createDb({ url: ownerUrl, poolSize: 1, applicationName: 'migrate' });
try {
  await migrateToLatest(db);
  if (databaseUser(config.database.url) !== databaseUser(ownerUrl)) {
    await provisionAppRole(db, config.database.url);
    console.info(`role ${databaseUser(config.database.url)}: row rights granted`);
  }
} catch (error) {
  console.error('migration failed:', error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
