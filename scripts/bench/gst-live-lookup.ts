// What a live GST lookup adds to the provider's own time (issue 40: at most 50 ms), rerunnable:
//
//   npx tsx scripts/bench/gst-live-lookup.ts [--lookups=40] [--provider-delay-ms=300]
//
// The enrichment service and the enrichment worker run as their own processes, as deployed;
// the GST stand-in answers every number after --provider-delay-ms. Each lookup is a GET
// /api/gstin/:gstin of a number never asked before, one at a time: the service queues a
// gst-lookup job, the worker asks the stand-in, stores and matches the record, the job's
// completion wakes the held ask, which reads the stored record back. Its added time is the
// request's time at the client less the provider's own time for that number (from the
// stand-in's receiving the call to its answer's last byte).
//
// It runs against its own database (trusthive_gst_bench: the stand-in's records it stores stay
// there, each a fresh number), its own Redis logical database (/8) and its own queue prefix;
// the stand-in is on loopback.

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import type { ChildProcess } from 'node:child_process';
import {
  createDb,
  createRedis,
  ensureDatabase,
  migrateToLatest,
  type Database,
} from '@trusthive/platform';
import type { Kysely } from 'kysely';
import { STAND_IN_GST_KEY, answerGstSearch, freshStandInGstin } from '../e2e/gst-stand-in';
import {
  freePorts,
  requireLoopback,
  spawnProcess,
  spawnUntilLogged,
  stopProcesses,
  waitForHealthy,
} from '../stack/processes';
import { summariseLatencies } from './percentiles';

const { values: args } = parseArgs({
  options: {
    lookups: { type: 'string', default: '40' },
    warmup: { type: 'string', default: '5' },
    'provider-delay-ms': { type: 'string', default: '300' },
    'database-url': {
      type: 'string',
      default: 'postgres://postgres@127.0.0.1:5432/trusthive_gst_bench',
    },
    'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379/8' },
  },
});

const LOOKUPS = Math.min(Number(args.lookups), 1_000);
const WARMUP = Math.min(Number(args.warmup), 50);
const PROVIDER_DELAY_MS = Number(args['provider-delay-ms']);
const DATABASE_URL = args['database-url'];
const REDIS_URL = args['redis-url'];
const PREFIX = `gst-bench-${process.pid}`;
/** The bound on what a live lookup adds. */
const ADDED_MS_BOUND = 50;

requireLoopback([DATABASE_URL, REDIS_URL], 'bench');

/** The stand-in, answering after the delay; the provider's own time of each number. */
async function startSlowStandIn() {
  const providerMs = new Map<string, number>();
  const server = createServer((request, response) => {
    const received = performance.now();
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const gstin = url.searchParams.get('gstin') ?? '';
    response.once('finish', () => providerMs.set(gstin, performance.now() - received));
    setTimeout(() => {
      if (!answerGstSearch(request, response, url)) response.writeHead(404).end();
    }, PROVIDER_DELAY_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    providerMs,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function main() {
  await ensureDatabase(DATABASE_URL);
  const db: Kysely<Database> = createDb({
    url: DATABASE_URL,
    poolSize: 2,
    applicationName: 'gst-bench',
  });
  await migrateToLatest(db);
  const standIn = await startSlowStandIn();
  const [port] = await freePorts(1);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL,
    REDIS_URL,
    QUEUE_PREFIX: PREFIX,
    ENRICHMENT_PORT: String(port),
    LOG_LEVEL: 'info',
    LOG_PRETTY: 'false',
    GST_API_KEY: STAND_IN_GST_KEY,
    GST_API_BASE_URL: standIn.url,
    // The limiter is checked on every job; a quota this large never holds one back here.
    GST_REQUESTS_PER_MINUTE: '100000',
    PROVIDER_TIMEOUT_MS: String(PROVIDER_DELAY_MS + 5_000),
  };
  const children: ChildProcess[] = [];
  try {
    children.push(
      await spawnUntilLogged(
        'services/enrichment/src/worker-main.ts',
        env,
        /enrichment worker ready/,
      ),
    );
    children.push(spawnProcess('services/enrichment/src/main.ts', env, () => undefined));
    const base = `http://127.0.0.1:${port}`;
    await waitForHealthy(`${base}/health`, 60_000);

    const added: number[] = [];
    const totals: number[] = [];
    for (let index = 0; index < WARMUP + LOOKUPS; index += 1) {
      const gstin = freshStandInGstin('active');
      const started = performance.now();
      const response = await fetch(`${base}/api/gstin/${gstin}`);
      const body = (await response.json()) as { state?: string };
      const total = performance.now() - started;
      if (body.state !== 'found') throw new Error(`lookup ${index}: ${JSON.stringify(body)}`);
      const provider = standIn.providerMs.get(gstin);
      if (provider === undefined) throw new Error(`lookup ${index}: the stand-in was not asked`);
      if (index < WARMUP) continue;
      totals.push(total);
      added.push(total - provider);
    }
    const round = (value: number) => Math.round(value * 10) / 10;
    const summary = summariseLatencies(added);
    const whole = summariseLatencies(totals);
    console.info(
      `GST live lookup, ${LOOKUPS} lookups one at a time, the stand-in answering in ${PROVIDER_DELAY_MS} ms:\n` +
        `  time added to the provider's: p50 ${round(summary.p50)} ms, p95 ${round(summary.p95)} ms, ` +
        `max ${round(Math.max(...added))} ms (bound ${ADDED_MS_BOUND} ms)\n` +
        `  whole request: p50 ${round(whole.p50)} ms, p95 ${round(whole.p95)} ms`,
    );
    process.exitCode = summary.p95 <= ADDED_MS_BOUND ? 0 : 1;
  } finally {
    await stopProcesses(children);
    await standIn.close();
    await db.destroy();
    const redis = createRedis(REDIS_URL, 'worker', 'gst-bench');
    const keys = await redis.keys(`${PREFIX}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
}

await main();
