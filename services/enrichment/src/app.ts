import { createRedis, type BuildApp, type ServiceDeps } from '@trusthive/platform';
import { EnrichmentCache } from './cache/enrichment-cache';
import { PhotoCache } from './cache/photo-cache';
import { DirectorPageService } from './directors/director-page.service';
import { EnrichmentService } from './enrichment.service';
import { GstJobs } from './gst/gst-jobs';
import { GstLookupService } from './gst/gst-lookup.service';
import { scoringServiceScores } from './live-score';
import { createProviders, type Providers } from './providers';
import { EnrichmentJobs, type EnrichmentJobOptions } from './queue/enrichment-jobs';
import { RegistryJobs } from './registry/registry-jobs';
import { directorsRoutes } from './routes/directors.routes';
import { enrichmentRoutes } from './routes/enrichment.routes';
import { gstRoutes } from './routes/gst.routes';
import { photosRoutes } from './routes/photos.routes';

/**
 * The longest a held answer waits for the score a landed lookup moves: the scoring service
 * answers in milliseconds; a slower one leaves the page its stored score.
 */
const LIVE_SCORE_TIMEOUT_MS = 1_000;

export interface EnrichmentAppOptions {
  /** Tests pass their own queue prefix and a short backoff. */
  jobs?: EnrichmentJobOptions;
  providers?: Providers;
}

/**
 * The enrichment service: GET /api/companies/:id/enrichment, GET /api/photos/:reference,
 * GET /api/gstin/:gstin and GET /api/directors/:id.
 */
export function createEnrichmentApp(options: EnrichmentAppOptions = {}): BuildApp {
  return async (app, deps: ServiceDeps) => {
    const { config, db, redis } = deps;
    const settings = config.enrichment;
    const prefix = options.jobs?.prefix ?? config.queues.prefix;
    const providers = options.providers ?? createProviders(settings);
    const jobs = new EnrichmentJobs(redis, { ...options.jobs, prefix });
    const cache = new EnrichmentCache(redis, prefix, settings.cacheTtlSeconds);
    const photoCache = new PhotoCache(
      redis,
      prefix,
      settings.cacheTtlSeconds,
      settings.photoCacheMaxBytes,
    );
    // Registry lookups (issue 41); asks that wait for one (a director page) listen on the
    // queue's event stream, a blocking connection opened only with a provider configured.
    const registryEvents = providers.registry.enabled
      ? createRedis(config.redis.url, 'worker', 'enrichment-registry-events')
      : undefined;
    const registryJobs = new RegistryJobs({
      connection: redis,
      ...(registryEvents ? { eventsConnection: registryEvents } : {}),
      prefix,
      requestsPerMinute: settings.registryRequestsPerMinute,
    });
    app.addHook('onClose', async () => {
      await registryJobs.close();
      registryEvents?.disconnect();
    });
    if (registryEvents) await registryJobs.waitUntilReady();
    const service = new EnrichmentService({
      db,
      cache,
      jobs,
      providers: settings.providers,
      cacheTtlSeconds: settings.cacheTtlSeconds,
      registry: providers.registry.enabled
        ? { jobs: registryJobs, refreshDays: settings.registryRefreshDays }
        : null,
      scores: scoringServiceScores({
        baseUrl: config.services.scoring.url,
        timeoutMs: LIVE_SCORE_TIMEOUT_MS,
        onFailure: (companyId, reason) =>
          app.log.warn({ companyId, reason }, 'live score not read; the page keeps the stored one'),
      }),
    });
    app.addHook('onClose', async () => {
      await jobs.close();
      if (!options.providers) await providers.close();
    });
    await app.register(enrichmentRoutes, { service });
    // Asks for a GSTIN wait on the gst-lookup queue's event stream: a blocking connection of
    // its own, opened only when a provider is configured.
    const eventsConnection = providers.gst.enabled
      ? createRedis(config.redis.url, 'worker', 'enrichment-gst-events')
      : undefined;
    const gstJobs = new GstJobs({
      connection: redis,
      ...(eventsConnection ? { eventsConnection } : {}),
      prefix,
      requestsPerMinute: settings.gstRequestsPerMinute,
    });
    app.addHook('onClose', async () => {
      await gstJobs.close();
      eventsConnection?.disconnect();
    });
    if (eventsConnection) await gstJobs.waitUntilReady();
    const gst = new GstLookupService({
      db,
      redis,
      prefix,
      gst: providers.gst,
      jobs: gstJobs,
      refreshDays: settings.gstRefreshDays,
    });
    await app.register(gstRoutes, { service: gst });
    await app.register(directorsRoutes, {
      service: new DirectorPageService({
        db,
        registry: providers.registry,
        // The profile's producer: one queue connection and event stream for both asks.
        jobs: registryJobs,
        refreshDays: settings.registryRefreshDays,
        log: app.log,
      }),
    });
    await app.register(photosRoutes, {
      places: providers.places,
      cache: photoCache,
      cacheTtlSeconds: settings.cacheTtlSeconds,
    });
  };
}

export const buildApp: BuildApp = createEnrichmentApp();
