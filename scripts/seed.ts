// Loads the real MCA sample into an empty database (docker compose's one-shot migrate step
// runs this after the migrations; `npm start` does the same inside scripts/dev.ts).
import { createDb, readConfigOrExit } from '@trusthive/platform';
import { importSampleIfEmpty } from './stack/sample-data';

const config = readConfigOrExit();
const db = createDb({ url: config.database.url, poolSize: 1, applicationName: 'seed' });
try {
  await importSampleIfEmpty(db, { databaseUrl: config.database.url, redisUrl: config.redis.url });
} finally {
  await db.destroy();
}
