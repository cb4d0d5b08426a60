import type { EventEmitter } from 'node:events';
import type { Kysely } from 'kysely';
import {
  CompanyEventsOutbox,
  Outbox,
  OutboxRelay,
  createRedis,
  jobIds,
  type Config,
  type Database,
} from '@trusthive/platform';
import { GstJobs, type GstOutcome } from '../gst/gst-jobs';
import { createProviders } from '../providers';
import {
  countStaleGstRegistrations,
  staleGstRegistrations,
} from '../repositories/gst-registrations.repository';
import { createGstWorkers } from '../workers/gst.worker';

// `npm run gst:refresh`: the refresh sweep by hand. Every stored GST record older than
// GST_REFRESH_DAYS is queued on gst-lookup, oldest first, and this process runs GST lookups as
// well (a running enrichment worker takes its share): all of them within the one limiter,
// GST_REQUESTS_PER_MINUTE, so a hand-run refresh spends the provider's quota no faster than
// the hourly sweep. It waits until every one has landed, counting what GSTN said. A changed
// match or status writes a company.changed outbox row, which this process's relay delivers
// before it exits.

const DAY_MS = 86_400_000;
/** Lookups queued per Redis call. */
const QUEUE_BATCH = 1_000;

export interface RefreshProgress {
  start(total: number): void;
  update(done: number): void;
  stop(): void;
}

export interface RefreshIo {
  out(line: string): void;
  err(line: string): void;
  progress: RefreshProgress;
}

export type RefreshCounts = Record<GstOutcome | 'failed', number>;

/** The exit code: 0 every stale record refreshed (or none stale), 1 otherwise, with why. */
export async function runGstRefresh(
  config: Config,
  db: Kysely<Database>,
  io: RefreshIo,
): Promise<number> {
  const settings = config.enrichment;
  if (!settings.providers.gst.enabled) {
    io.err(
      'gst:refresh: no GST provider is configured, so there is nothing to refresh from. ' +
        'Set GST_API_BASE_URL and GST_API_KEY (or start with DEMO_STAND_INS=gst for the stand-in).',
    );
    return 1;
  }
  const before = new Date(Date.now() - settings.gstRefreshDays * DAY_MS);
  const total = await countStaleGstRegistrations(db, before);
  if (total === 0) {
    io.out(`gst:refresh: no stored GST record is older than ${settings.gstRefreshDays} days`);
    return 0;
  }

  const prefix = config.queues.prefix;
  const producer = createRedis(config.redis.url, 'producer', 'gst-refresh');
  const eventsConnection = createRedis(config.redis.url, 'worker', 'gst-refresh-events');
  const workerConnection = createRedis(config.redis.url, 'worker', 'gst-refresh');
  const providers = createProviders(settings);
  const jobs = new GstJobs({
    connection: producer,
    eventsConnection,
    prefix,
    requestsPerMinute: settings.gstRequestsPerMinute,
  });
  const relay = new OutboxRelay({ db, connection: producer, prefix });
  const workers = createGstWorkers({
    db,
    connection: workerConnection,
    redis: producer,
    jobs,
    gst: providers.gst,
    prefix,
    requestsPerMinute: settings.gstRequestsPerMinute,
    refreshDays: settings.gstRefreshDays,
    notFoundTtlSeconds: settings.cacheTtlSeconds,
    events: new CompanyEventsOutbox(new Outbox(prefix)),
    relay,
  });
  const counts: RefreshCounts = { found: 0, not_found: 0, unavailable: 0, failed: 0 };
  try {
    relay.start();
    await Promise.all([jobs.waitUntilReady(), workers.waitUntilReady()]);
    io.out(
      `gst:refresh: ${total.toLocaleString('en-IN')} GST records older than ` +
        `${settings.gstRefreshDays} days, at most ${settings.gstRequestsPerMinute} GSTN calls a minute`,
    );
    const gstins = await staleGstRegistrations(db, before, total);
    const waiting = new Set(gstins.map((gstin) => jobIds.gstLookup(gstin)));
    const events = jobs.events as unknown as EventEmitter;
    const allLanded = new Promise<void>((resolve) => {
      const land = (jobId: string, outcome: keyof RefreshCounts) => {
        if (!waiting.delete(jobId)) return;
        counts[outcome] += 1;
        io.progress.update(gstins.length - waiting.size);
        if (waiting.size === 0) resolve();
      };
      events.on('completed', ({ jobId, returnvalue }: { jobId: string; returnvalue: unknown }) =>
        land(jobId, isOutcome(returnvalue) ? returnvalue : 'unavailable'),
      );
      events.on('failed', ({ jobId }: { jobId: string }) => land(jobId, 'failed'));
    });
    // Listening before queueing: no landing passes unheard.
    io.progress.start(gstins.length);
    for (let start = 0; start < gstins.length; start += QUEUE_BATCH) {
      await jobs.request(gstins.slice(start, start + QUEUE_BATCH), { refresh: true });
    }
    await allLanded;
    await relay.deliverPending();
  } finally {
    io.progress.stop();
    await workers.close();
    await relay.close();
    await jobs.close();
    await providers.close();
    producer.disconnect();
    eventsConnection.disconnect();
    workerConnection.disconnect();
  }

  io.out(
    `gst:refresh: ${counts.found} refreshed, ${counts.not_found} no longer found by GSTN, ` +
      `${counts.unavailable + counts.failed} not refreshed`,
  );
  if (counts.unavailable + counts.failed === 0) return 0;
  io.err(
    'gst:refresh: GSTN could not be reached (down, or over quota) for ' +
      `${counts.unavailable + counts.failed} records; they stay as stored, with their date. Run it again later.`,
  );
  return 1;
}

function isOutcome(value: unknown): value is GstOutcome {
  return value === 'found' || value === 'not_found' || value === 'unavailable';
}
