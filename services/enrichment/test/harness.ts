import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import {
  CompanyEventsOutbox,
  Outbox,
  OutboxRelay,
  QUEUES,
  buildServiceServer,
  createDb,
  createRedis,
  pendingCompanyChange,
  loadConfig,
  type Config,
  type Database,
  type EnrichmentKind,
  type Server,
} from '@trusthive/platform';
import { testDatabaseUrl, testRedisUrl } from '@trusthive/platform/testing';
import type { Enrichment } from '@trusthive/contracts';
import { createEnrichmentApp } from '../src/app';
import { EnrichmentCache } from '../src/cache/enrichment-cache';
import { createProviders, type Providers } from '../src/providers';
import { GstJobs } from '../src/gst/gst-jobs';
import { EnrichmentJobs } from '../src/queue/enrichment-jobs';
import {
  createEnrichmentWorkers,
  type EnrichmentWorkers,
  type JobOutcome,
} from '../src/workers/enrichment.worker';
import { createGstWorkers, type GstWorkers } from '../src/workers/gst.worker';
import { createLookups } from '../src/workers/lookups';
import { EMAIL_KEY, startFakeEmailLookup } from './fakes/email-lookup';
import type { FakeServer } from './fakes/fake-server';
import { PLACES_KEY, startFakePlaces } from './fakes/google-places';
import { LOGO_KEY, startFakeLogoApi } from './fakes/logo-api';
import { RATING_KEY, startFakeRatingApi } from './fakes/rating-api';

// One enrichment stack per test file: the service (built exactly as main.ts builds it, called
// through inject), its workers, real PostgreSQL and Redis, and the four providers as local
// HTTP fakes. The file's own BullMQ prefix (also the cache namespace) keeps its jobs and
// cache entries apart from every other run.

export const ATTEMPTS = 3;
export const TIMEOUT_MS = 400;

export interface Fakes {
  places: FakeServer;
  logo: FakeServer;
  rating: FakeServer;
  email: FakeServer;
}

export interface Harness {
  db: Kysely<Database>;
  /** The service's producer connection. */
  redis: Redis;
  config: Config;
  prefix: string;
  app: Server;
  fakes: Fakes;
  cache: EnrichmentCache;
  jobs: EnrichmentJobs;
  /** The gst-lookup queue of this harness's prefix. */
  gstJobs: GstJobs;
  outcomes: { kind: EnrichmentKind; companyId: number; outcome: JobOutcome }[];
  startWorkers(): Promise<EnrichmentWorkers>;
  /** The GST lookup and refresh workers, as the enrichment worker process runs them. */
  startGstWorkers(options?: { concurrency?: number }): Promise<GstWorkers>;
  enrichment(companyId: number | string): Promise<{ status: number; body: Enrichment }>;
  /** Polls the API until nothing is pending (the SPA's loop), and returns the last answer. */
  settled(companyId: number, timeoutMs?: number): Promise<Enrichment>;
  /** The score-recompute event queued for the company, if any. */
  scoreEvent(companyId: number): Promise<{ companyId: number; reason: string } | undefined>;
  close(): Promise<void>;
}

export async function startFakes(): Promise<Fakes> {
  const [places, logo, rating, email] = await Promise.all([
    startFakePlaces(),
    startFakeLogoApi(),
    startFakeRatingApi(),
    startFakeEmailLookup(),
  ]);
  return { places, logo, rating, email };
}

/** Config as the env would give it, every provider pointed at its fake. */
export function configFor(fakes: Fakes, prefix: string, env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    DATABASE_URL: testDatabaseUrl(),
    REDIS_URL: testRedisUrl(),
    QUEUE_PREFIX: prefix,
    GOOGLE_PLACES_API_KEY: PLACES_KEY,
    GOOGLE_PLACES_BASE_URL: fakes.places.url,
    LOGO_API_KEY: LOGO_KEY,
    LOGO_API_BASE_URL: fakes.logo.url,
    RATING_API_KEY: RATING_KEY,
    RATING_API_BASE_URL: fakes.rating.url,
    EMAIL_LOOKUP_API_KEY: EMAIL_KEY,
    EMAIL_LOOKUP_BASE_URL: fakes.email.url,
    PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS),
    LOG_LEVEL: 'silent',
    ...env,
  });
}

export async function startHarness(env: NodeJS.ProcessEnv = {}): Promise<Harness> {
  const prefix = `te-${randomUUID().slice(0, 18)}`;
  const fakes = await startFakes();
  const config = configFor(fakes, prefix, env);
  const db = createDb({
    url: config.database.url,
    poolSize: 6,
    applicationName: 'enrichment-test',
  });
  const redis = createRedis(config.redis.url, 'producer', 'enrichment-test');
  const workerConnection = createRedis(config.redis.url, 'worker', 'enrichment-test');
  const providers: Providers = createProviders(config.enrichment);
  const jobOptions = { prefix, attempts: ATTEMPTS, backoffMs: 20 };
  const app = await buildServiceServer(
    'enrichment',
    { config, db, redis },
    createEnrichmentApp({ jobs: jobOptions, providers }),
  );
  await app.ready();
  const cache = new EnrichmentCache(redis, prefix, config.enrichment.cacheTtlSeconds);
  const jobs = new EnrichmentJobs(redis, jobOptions);
  const gstJobs = new GstJobs({
    connection: redis,
    prefix,
    requestsPerMinute: config.enrichment.gstRequestsPerMinute,
  });
  const gstRunning: GstWorkers[] = [];
  const events = new CompanyEventsOutbox(new Outbox(prefix));
  const relay = new OutboxRelay({ db, connection: redis, prefix });
  const scoreQueue = new Queue(QUEUES.scoreRecompute.name, { connection: redis, prefix });
  const outcomes: Harness['outcomes'] = [];
  const running: EnrichmentWorkers[] = [];

  const enrichment = async (companyId: number | string) => {
    const response = await app.inject({ url: `/api/companies/${companyId}/enrichment` });
    return { status: response.statusCode, body: response.json() as Enrichment };
  };

  return {
    db,
    redis,
    config,
    prefix,
    app,
    fakes,
    cache,
    jobs,
    gstJobs,
    outcomes,
    enrichment,
    async startWorkers() {
      const workers = createEnrichmentWorkers({
        db,
        connection: workerConnection,
        prefix,
        cache,
        lookups: createLookups(db, providers),
        events,
        relay,
        onOutcome: (kind, companyId, outcome) => outcomes.push({ kind, companyId, outcome }),
      });
      await workers.waitUntilReady();
      running.push(workers);
      return workers;
    },
    async startGstWorkers({ concurrency }: { concurrency?: number } = {}) {
      const settings = config.enrichment;
      const workers = createGstWorkers({
        db,
        connection: workerConnection,
        redis,
        jobs: gstJobs,
        gst: providers.gst,
        prefix,
        requestsPerMinute: settings.gstRequestsPerMinute,
        refreshDays: settings.gstRefreshDays,
        notFoundTtlSeconds: settings.cacheTtlSeconds,
        events,
        relay,
        ...(concurrency ? { concurrency } : {}),
      });
      await workers.waitUntilReady();
      gstRunning.push(workers);
      return workers;
    },
    async settled(companyId, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { body } = await enrichment(companyId);
        if (body.pending.length === 0) return body;
        if (Date.now() > deadline) throw new Error(`still pending: ${body.pending.join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async scoreEvent(companyId) {
      // What the outbox holds is queued first (the relay of the worker process does this).
      await relay.deliverPending();
      const job = await pendingCompanyChange(scoreQueue, companyId);
      return job?.data as { companyId: number; reason: string } | undefined;
    },
    async close() {
      for (const workers of running) await workers.close();
      for (const workers of gstRunning) await workers.close();
      const gstRefreshQueue = new Queue(QUEUES.gstRefresh.name, { connection: redis, prefix });
      const searchQueue = new Queue(QUEUES.searchIndex.name, { connection: redis, prefix });
      const queues = [
        scoreQueue,
        searchQueue,
        ...(['place', 'logo', 'rating', 'email'] as const).map((kind) => jobs.queue(kind)),
        gstJobs.queue,
        gstRefreshQueue,
      ];
      for (const queue of queues) await queue.obliterate({ force: true }).catch(() => undefined);
      await app.close();
      await jobs.close();
      await gstJobs.close();
      await gstRefreshQueue.close();
      await relay.close();
      await scoreQueue.close();
      await searchQueue.close();
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await providers.close();
      redis.disconnect();
      workerConnection.disconnect();
      await db.destroy();
      await Promise.all(Object.values(fakes).map((fake) => fake.close()));
    },
  };
}
