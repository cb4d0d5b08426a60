import { CompanyEventsOutbox, Outbox, OutboxRelay, runWorker } from '@trusthive/platform';
import { EnrichmentCache } from './cache/enrichment-cache';
import { GstJobs } from './gst/gst-jobs';
import { createProviders } from './providers';
import { RegistryJobs } from './registry/registry-jobs';
import { createEnrichmentWorkers } from './workers/enrichment.worker';
import { createGstWorkers } from './workers/gst.worker';
import { createLookups } from './workers/lookups';
import { createRegistryWorker } from './workers/registry.worker';

// The enrichment worker process (STACK_PROCESSES 'enrichment-worker'): place details, logo,
// third-party rating and e-mail lookups from their queues, and GSTN lookups and their refresh
// sweep (workers/gst.worker.ts) when a GST provider is configured, and registry lookups
// (workers/registry.worker.ts) when a registry provider is. On SIGTERM it finishes the
// jobs it holds; if it is killed instead, they go back to the queue when their locks expire.
await runWorker(
  { name: 'enrichment-worker', poolSize: 4 },
  ({ db, connection, producer, logger, config }) => {
    const prefix = config.queues.prefix;
    const providers = createProviders(config.enrichment);
    // This process writes outbox rows (score events), so it runs a relay (outbox/relay.ts).
    const relay = new OutboxRelay({ db, connection: producer(), prefix, logger });
    const events = new CompanyEventsOutbox(new Outbox(prefix));
    const cache = new EnrichmentCache(producer(), prefix, config.enrichment.cacheTtlSeconds);
    const workers = createEnrichmentWorkers({
      db,
      connection,
      prefix,
      cache,
      lookups: createLookups(db, providers),
      events,
      relay,
      logger,
    });
    const settings = config.enrichment;
    // GST lookups and their refresh sweep, only with a GST provider configured.
    const gstJobs = providers.gst.enabled
      ? new GstJobs({
          connection: producer(),
          prefix,
          requestsPerMinute: settings.gstRequestsPerMinute,
        })
      : null;
    const gst = gstJobs
      ? createGstWorkers({
          db,
          connection,
          redis: producer(),
          jobs: gstJobs,
          gst: providers.gst,
          prefix,
          requestsPerMinute: settings.gstRequestsPerMinute,
          refreshDays: settings.gstRefreshDays,
          notFoundTtlSeconds: settings.cacheTtlSeconds,
          events,
          relay,
          logger,
        })
      : null;
    // Registry lookups (issue 41), only with a registry provider configured.
    const registryJobs = providers.registry.enabled
      ? new RegistryJobs({
          connection: producer(),
          prefix,
          requestsPerMinute: settings.registryRequestsPerMinute,
        })
      : null;
    const registry = registryJobs
      ? createRegistryWorker({
          db,
          connection,
          redis: producer(),
          jobs: registryJobs,
          registry: providers.registry,
          cache,
          prefix,
          requestsPerMinute: settings.registryRequestsPerMinute,
          refreshDays: settings.registryRefreshDays,
          events,
          relay,
          logger,
        })
      : null;
    const off = Object.entries(config.enrichment.providers)
      .filter(([, provider]) => !provider.enabled)
      .map(([name]) => name);
    return {
      waitUntilReady: async () => {
        await Promise.all([
          workers.waitUntilReady(),
          gst?.waitUntilReady(),
          gst?.schedule(),
          registry?.waitUntilReady(),
        ]);
      },
      close: async () => {
        await Promise.all([workers.close(), gst?.close(), registry?.close()]);
        await Promise.all([gstJobs?.close(), registryJobs?.close()]);
        await providers.close();
      },
      relay,
      ready: { message: 'enrichment worker ready', fields: { off } },
    };
  },
);
