import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import {
  createDb,
  createRedis,
  readConfigOrExit,
  serveWorkerHealthIfSet,
} from '@trusthive/platform';
import { createInsertEventsWorker } from './workers/insert-events.worker';

// The analytics worker process (STACK_PROCESSES 'analytics-worker'): stores queued analytics
// events in batches. On SIGTERM it stops taking jobs and writes what it holds before exiting;
// if it is killed instead, the jobs it held go back to the queue when their locks expire.
const config = readConfigOrExit();
const logger = pino({ level: config.log.level, base: { service: 'analytics-worker' } });
const db = createDb({
  url: config.database.url,
  poolSize: 4,
  applicationName: 'analytics-worker',
  // A lost connection costs only itself; the job that used it fails and is retried.
  onConnectionLost: (err) => logger.warn({ err }, 'database connection lost; reconnecting'),
});
const connection = createRedis(config.redis.url, 'worker', 'analytics-worker');
const { worker, close } = createInsertEventsWorker({
  db,
  connection,
  logger,
  prefix: config.queues.prefix,
});

const health = await serveWorkerHealthIfSet(config, 'analytics-worker', { db, redis: connection });

closeWithGrace({ delay: 30_000 }, async ({ err }) => {
  if (err) logger.error({ err }, 'stopping after an error');
  await health?.close();
  await close();
  await db.destroy();
  connection.disconnect();
});

await worker.waitUntilReady();
logger.info('analytics worker ready');
