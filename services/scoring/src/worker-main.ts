import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import {
  OutboxRelay,
  createDb,
  createRedis,
  readConfigOrExit,
  serveWorkerHealthIfSet,
} from '@trusthive/platform';
import { applyRulesIfNew, scoreEvents } from './trust-score.service';
import { createRecomputeWorker } from './workers/recompute-score.worker';

// The scoring worker process (STACK_PROCESSES 'scoring-worker'): recomputes stored trust
// scores from company events, and stops cleanly on SIGTERM.
const config = readConfigOrExit();
const logger = pino({ level: config.log.level, base: { service: 'scoring-worker' } });
const db = createDb({
  url: config.database.url,
  poolSize: 3,
  applicationName: 'scoring-worker',
  // A lost connection costs only itself; the job that used it fails and is retried.
  onConnectionLost: (err) => logger.warn({ err }, 'database connection lost; reconnecting'),
});
const connection = createRedis(config.redis.url, 'worker', 'scoring-worker');
const producer = createRedis(config.redis.url, 'producer', 'scoring-worker');
const prefix = config.queues.prefix;
const events = scoreEvents(prefix);
// This process writes outbox rows (a changed score tells the search index), so it runs a
// relay (see outbox/relay.ts); it also delivers the rows the recompute CLI leaves behind.
const relay = new OutboxRelay({ db, connection: producer, prefix, logger });
const worker = createRecomputeWorker({ db, connection, logger, prefix, events });

const health = await serveWorkerHealthIfSet(config, 'scoring-worker', { db, redis: connection });

closeWithGrace({ delay: 30_000 }, async ({ err }) => {
  if (err) logger.error({ err }, 'stopping after an error');
  await health?.close();
  await worker.close();
  await relay.close();
  await db.destroy();
  connection.disconnect();
  producer.disconnect();
});

relay.start();
await worker.waitUntilReady();
logger.info('scoring worker ready');

// New scoring rules (RULE_VERSION raised) re-score every company once, recorded in each
// moved score's history as 'rules v{N}'. In the background: events keep being handled.
applyRulesIfNew(db, { events }).then(
  (progress) => {
    if (progress) logger.info({ ...progress }, 'every company re-scored under the new rules');
  },
  (err: unknown) =>
    logger.error({ err }, 're-scoring under the new rules failed; next start retries'),
);
