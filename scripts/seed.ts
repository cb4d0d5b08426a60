// Loads the real MCA sample into an empty database (docker compose's one-shot migrate step
// runs this after the migrations; `npm start` does the same inside scripts/dev.ts).
import { createDb, readConfigOrExit } from '@trusthive/platform';
import { importSampleIfEmpty } from './stack/sample-data';

const config = readConfigOrExit();
// As the owning role, like the migrations (issue 37): a bulk import may do what the services'
// role may not.
const url = config.database.migrationUrl ?? config.database.url;
const db = createDb({ url, poolSize: 1, applicationName: 'seed' });
try {
  await importSampleIfEmpty(db, { databaseUrl: url, redisUrl: config.redis.url });
} finally {
  await db.destroy();
}
