// npm run migrate: creates the database if needed and applies every pending migration as the
// owning role (DATABASE_MIGRATION_URL), then gives the services' role (DATABASE_URL's user,
// when it is another) its row rights and nothing more (issue 37).
import { databaseUser, readConfigOrExit } from '@trusthive/platform';
import { migrateAsOwner } from './stack/migrate-database';

const config = readConfigOrExit();
const ownerUrl = config.database.migrationUrl ?? config.database.url;
const appUrl = config.database.url;
try {
  const created = await migrateAsOwner(ownerUrl, appUrl, {
    applicationName: 'migrate',
    poolSize: 1,
  });
  if (created === 'created')
    console.info(`database created: ${new URL(ownerUrl).pathname.slice(1)}`);
  if (databaseUser(appUrl) !== databaseUser(ownerUrl)) {
    console.info(`role ${databaseUser(appUrl)}: row rights granted`);
  }
} catch (error) {
  console.error('migration failed:', error);
  process.exitCode = 1;
}
