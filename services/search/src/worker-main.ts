import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import {
  createDb,
  createRedis,
  readConfigOrExit,
  serveWorkerHealthIfSet,
} from '@trusthive/platform';
import { createSearch } from './engine/create-engine';
import { createIndexSyncWorker } from './sync/index-sync.worker';

// The search index worker process (STACK_PROCESSES 'search-worker'): follows company events
// into the configured engine's index, and stops cleanly on SIGTERM.
const config = readConfigOrExit();
const logger = pino({ level: config.log.level, base: { service: 'search-worker' } });
const db = createDb({
  url: config.database.url,
  poolSize: 3,
  applicationName: 'search-worker',
  // A lost connection costs only itself; the job that used it fails and is retried.
  onConnectionLost: (err) => logger.warn({ err }, 'database connection lost; reconnecting'),
});
const connection = createRedis(config.redis.url, 'worker', 'search-worker');
const search = createSearch(
  { ...config.search, typeahead: false },
  {
    db,
    database: config.database,
    applicationName: 'search-worker',
  },
);
const { indexer } = search;
await indexer.prepare();
const worker = createIndexSyncWorker({
  indexer,
  connection,
  logger,
  prefix: config.queues.prefix,
});

const health = await serveWorkerHealthIfSet(config, 'search-worker', { db, redis: connection });

closeWithGrace({ delay: 30_000 }, async ({ err }) => {
  if (err) logger.error({ err }, 'stopping after an error');
  await health?.close();
  await worker.close();
  await search.close();
  await db.destroy();
  connection.disconnect();
});

await worker.waitUntilReady();
logger.info({ engine: config.search.engine }, 'search index worker ready');
