import { CompanyEventsOutbox, Outbox, OutboxRelay, runWorker } from '@trusthive/platform';
import { EnrichmentCache } from './cache/enrichment-cache';
import { createProviders } from './providers';
import { createEnrichmentWorkers } from './workers/enrichment.worker';
import { createLookups } from './workers/lookups';

// The enrichment worker process (STACK_PROCESSES 'enrichment-worker'): place details, logo,
// third-party rating and e-mail lookups from their queues. On SIGTERM it finishes the jobs it
// holds; if it is killed instead, they go back to the queue when their locks expire.
await runWorker(
  { name: 'enrichment-worker', poolSize: 4 },
  ({ db, connection, producer, logger, config }) => {
    const prefix = config.queues.prefix;
    const providers = createProviders(config.enrichment);
    // This process writes outbox rows (score events), so it runs a relay (outbox/relay.ts).
    const relay = new OutboxRelay({ db, connection: producer(), prefix, logger });
    const workers = createEnrichmentWorkers({
      db,
      connection,
      prefix,
      cache: new EnrichmentCache(producer(), prefix, config.enrichment.cacheTtlSeconds),
      lookups: createLookups(db, providers),
      events: new CompanyEventsOutbox(new Outbox(prefix)),
      relay,
      logger,
    });
    const off = Object.entries(config.enrichment.providers)
      .filter(([, provider]) => !provider.enabled)
      .map(([name]) => name);
    return {
      waitUntilReady: () => workers.waitUntilReady(),
      close: async () => {
        await workers.close();
        await providers.close();
      },
      relay,
      ready: { message: 'enrichment worker ready', fields: { off } },
    };
  },
);
