import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import {
  CompanyEventsOutbox,
  Outbox,
  OutboxRelay,
  createDb,
  createRedis,
  readConfigOrExit,
  serveWorkerHealthIfSet,
} from '@trusthive/platform';
import { EnrichmentCache } from './cache/enrichment-cache';
import { createProviders } from './providers';
import { createEnrichmentWorkers } from './workers/enrichment.worker';
import { createLookups } from './workers/lookups';

// The enrichment worker process (STACK_PROCESSES 'enrichment-worker'): place details, logo,
// third-party rating and e-mail lookups from their queues. On SIGTERM it finishes the jobs it
// holds; if it is killed instead, they go back to the queue when their locks expire.
const config = readConfigOrExit();
const logger = pino({ level: config.log.level, base: { service: 'enrichment-worker' } });
const db = createDb({
  url: config.database.url,
  poolSize: 4,
  applicationName: 'enrichment-worker',
  onConnectionLost: (err) => logger.warn({ err }, 'database connection lost; reconnecting'),
});
const connection = createRedis(config.redis.url, 'worker', 'enrichment-worker');
const producer = createRedis(config.redis.url, 'producer', 'enrichment-worker');
const prefix = config.queues.prefix;
const providers = createProviders(config.enrichment);
const events = new CompanyEventsOutbox(new Outbox(prefix));
// This process writes outbox rows (score events), so it runs a relay (see outbox/relay.ts).
const relay = new OutboxRelay({ db, connection: producer, prefix, logger });
const workers = createEnrichmentWorkers({
  db,
  connection,
  prefix,
  cache: new EnrichmentCache(producer, prefix, config.enrichment.cacheTtlSeconds),
  lookups: createLookups(db, providers),
  events,
  relay,
  logger,
});

const health = await serveWorkerHealthIfSet(config, 'enrichment-worker', { db, redis: connection });

closeWithGrace({ delay: 30_000 }, async ({ err }) => {
  if (err) logger.error({ err }, 'stopping after an error');
  await health?.close();
  await workers.close();
  await relay.close();
  await providers.close();
  await db.destroy();
  connection.disconnect();
  producer.disconnect();
});

relay.start();
await workers.waitUntilReady();
const off = Object.entries(config.enrichment.providers)
  .filter(([, provider]) => !provider.enabled)
  .map(([name]) => name);
logger.info({ off }, 'enrichment worker ready');
