// Enrichment figures (issue 5), rerunnable:
//
//   npx tsx scripts/bench/enrichment-burst.ts [--companies=200] [--views=1000] [--seconds=30]
//       [--provider-delay-ms=150] [--kill-at=0.4] [--down-seconds=3] [--max-minutes=6]
//
// 1. Burst: --views profile views of --companies companies, in random order, spread over
//    --seconds, each a real GET /api/companies/:id/enrichment to the enrichment service
//    running as its own process. Counted: jobs BullMQ actually created per kind (its 'added'
//    events) against adds it ignored as duplicates, and calls each fake provider received.
// 2. Kill: the enrichment worker runs as a child process during the burst and is SIGKILLed
//    when --kill-at of the views have been sent (with lookups in flight: every provider
//    answers after --provider-delay-ms), then started again --down-seconds later. Counted:
//    companies × kinds whose answer never reached the cache (lost jobs), after the restarted
//    worker has taken over the dead one's jobs (their locks expire after 30 s).
//
// It runs against its own database (trusthive_enrich_bench), its own Redis logical database
// (/8) and its own queue prefix, and its providers are local fakes on loopback, so no real
// provider is called and no running stack sees its jobs. Its companies are deleted at the end.

import type { ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { Queue, QueueEvents } from 'bullmq';
import type { Kysely } from 'kysely';
import {
  ENRICHMENT_KINDS,
  ENRICHMENT_QUEUES,
  QUEUES,
  createDb,
  createRedis,
  ensureDatabase,
  migrateToLatest,
  type Database,
  type EnrichmentKind,
} from '@trusthive/platform';
import { requireLoopback, spawnProcess, waitForHealthy } from '../stack/processes';
import { summariseLatencies } from './percentiles';

const { values: args } = parseArgs({
  options: {
    companies: { type: 'string', default: '200' },
    views: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '30' },
    'provider-delay-ms': { type: 'string', default: '150' },
    'kill-at': { type: 'string', default: '0.4' },
    'down-seconds': { type: 'string', default: '3' },
    'max-minutes': { type: 'string', default: '6' },
    'database-url': {
      type: 'string',
      default: 'postgres://postgres@127.0.0.1:5432/trusthive_enrich_bench',
    },
    'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379/8' },
  },
});

const COMPANIES = Math.min(Number(args.companies), 5_000);
const VIEWS = Math.min(Number(args.views), 50_000);
const SECONDS = Math.min(Number(args.seconds), 60);
const PROVIDER_DELAY_MS = Number(args['provider-delay-ms']);
const KILL_AT = Number(args['kill-at']);
const DOWN_MS = Number(args['down-seconds']) * 1_000;
const DEADLINE = Date.now() + Number(args['max-minutes']) * 60_000;
const DATABASE_URL = args['database-url'];
const REDIS_URL = args['redis-url'];
const PREFIX = `enrich-bench-${process.pid}`;
const KEYS = {
  places: 'bench-places',
  logo: 'bench-logo',
  rating: 'bench-rating',
  email: 'bench-email',
};

requireLoopback([DATABASE_URL, REDIS_URL], 'bench');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** All four providers on one loopback server, each answering after the configured delay. */
async function startFakeProviders() {
  const calls: Record<EnrichmentKind, number> = { place: 0, logo: 0, rating: 0, email: 0 };
  const json = (response: ServerResponse, body: unknown) =>
    setTimeout(() => {
      if (!response.writableEnded) {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      }
    }, PROVIDER_DELAY_MS);
  const server = createServer((request, response) => {
    request.resume();
    const url = new URL(request.url ?? '/', 'http://fake');
    if (url.pathname.endsWith('/findplacefromtext/json')) {
      calls.place += 1;
      return json(response, {
        status: 'OK',
        candidates: [{ place_id: `p-${url.searchParams.get('input')}` }],
      });
    }
    if (url.pathname.endsWith('/details/json')) {
      const id = url.searchParams.get('place_id') ?? '';
      return json(response, {
        status: 'OK',
        result: {
          name: id.slice(2),
          rating: 4.3,
          user_ratings_total: 40,
          website: `https://${randomUUID().slice(0, 8)}.example.in/`,
          photos: [],
          reviews: [],
        },
      });
    }
    if (url.pathname.startsWith('/v2/search/')) {
      calls.logo += 1;
      return json(response, [
        { name: 'x', domain: 'x.example.in', icon: 'https://cdn.example.in/x.png' },
      ]);
    }
    if (url.pathname === '/v1/business-units/find') {
      calls.rating += 1;
      return json(response, {
        id: 'u',
        score: { trustScore: 4.1, stars: 4 },
        numberOfReviews: { total: 22 },
      });
    }
    if (url.pathname === '/scrape-cleartax') {
      calls.email += 1;
      return json(response, { email: 'info@firm.example.in', cached: false });
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startWorker(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // The worker announces itself at info level.
    const child = spawnProcess(
      'services/enrichment/src/worker-main.ts',
      { ...env, LOG_LEVEL: 'info' },
      (line) => {
        if (line.includes('enrichment worker ready')) {
          clearTimeout(timer);
          resolve(child);
        } else if (/"level":(50|60)/.test(line)) {
          console.log(`  [worker] ${line.slice(0, 200)}`);
        }
      },
    );
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('worker did not start in 60 s'));
    }, 60_000);
  });
}

async function kill(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

async function main() {
  await ensureDatabase(DATABASE_URL);
  const db: Kysely<Database> = createDb({
    url: DATABASE_URL,
    poolSize: 4,
    applicationName: 'enrich-bench',
  });
  await migrateToLatest(db);
  const redis = createRedis(REDIS_URL, 'worker', 'enrich-bench');
  const fakes = await startFakeProviders();
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL,
    REDIS_URL,
    QUEUE_PREFIX: PREFIX,
    ENRICHMENT_PORT: String(port),
    LOG_LEVEL: 'warn',
    LOG_PRETTY: 'false',
    GOOGLE_PLACES_API_KEY: KEYS.places,
    GOOGLE_PLACES_BASE_URL: fakes.url,
    LOGO_API_KEY: KEYS.logo,
    LOGO_API_BASE_URL: fakes.url,
    RATING_API_KEY: KEYS.rating,
    RATING_API_BASE_URL: fakes.url,
    EMAIL_LOOKUP_API_KEY: KEYS.email,
    EMAIL_LOOKUP_BASE_URL: fakes.url,
  };

  const runTag = randomUUID().slice(0, 8);
  const ids = (
    await db
      .insertInto('companies')
      .values(
        Array.from({ length: COMPANIES }, (_, index) => ({
          company_name: `Bench ${runTag} Company ${index + 1} Private Limited`,
          data_source: 'synthetic' as const,
        })),
      )
      .returning('id')
      .execute()
  ).map((row) => row.id);

  const queues = Object.fromEntries(
    ENRICHMENT_KINDS.map((kind) => [
      kind,
      new Queue(QUEUES[ENRICHMENT_QUEUES[kind]].name, { connection: redis, prefix: PREFIX }),
    ]),
  ) as Record<EnrichmentKind, Queue>;
  const added: Record<EnrichmentKind, number> = { place: 0, logo: 0, rating: 0, email: 0 };
  const duplicated: Record<EnrichmentKind, number> = { place: 0, logo: 0, rating: 0, email: 0 };
  const listeners = await Promise.all(
    ENRICHMENT_KINDS.map(async (kind) => {
      const events = new QueueEvents(QUEUES[ENRICHMENT_QUEUES[kind]].name, {
        connection: createRedis(REDIS_URL, 'worker', 'enrich-bench-events'),
        prefix: PREFIX,
        lastEventId: '0',
      });
      events.on('added', () => (added[kind] += 1));
      events.on('duplicated', () => (duplicated[kind] += 1));
      await events.waitUntilReady();
      return events;
    }),
  );

  const service = spawnProcess('services/enrichment/src/main.ts', env, () => undefined);
  let worker: ChildProcess | undefined;
  try {
    await waitForHealthy(`http://127.0.0.1:${port}/health`, 60_000);
    worker = await startWorker(env);

    // Every company viewed VIEWS / COMPANIES times (at least once), in random order.
    const plan = Array.from({ length: VIEWS }, (_, index) => ids[index % ids.length]!);
    for (let i = plan.length - 1; i > 0; i -= 1) {
      const j = randomInt(0, i + 1);
      [plan[i], plan[j]] = [plan[j]!, plan[i]!];
    }
    const statuses = new Map<number, number>();
    const latencies: number[] = [];
    const killAt = Math.floor(VIEWS * KILL_AT);
    let activeAtKill: Record<string, number> = {};
    let restarting: Promise<void> | undefined;
    const started = Date.now();
    const inFlight: Promise<void>[] = [];
    for (const [index, companyId] of plan.entries()) {
      const due = started + (index * SECONDS * 1_000) / VIEWS;
      if (due > Date.now()) await sleep(due - Date.now());
      if (index === killAt && worker) {
        const counts = await Promise.all(
          ENRICHMENT_KINDS.map((kind) => queues[kind].getActiveCount()),
        );
        activeAtKill = Object.fromEntries(ENRICHMENT_KINDS.map((kind, i) => [kind, counts[i]!]));
        await kill(worker, 'SIGKILL');
        console.log(
          `view ${index}: worker SIGKILLed with active jobs ${JSON.stringify(activeAtKill)}`,
        );
        restarting = sleep(DOWN_MS).then(async () => {
          worker = await startWorker(env);
          console.log(
            `worker restarted ${((Date.now() - started) / 1_000).toFixed(1)} s into the burst`,
          );
        });
      }
      const sent = performance.now();
      inFlight.push(
        fetch(`http://127.0.0.1:${port}/api/companies/${companyId}/enrichment`)
          .then(async (response) => {
            await response.arrayBuffer();
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          })
          .catch(() => {
            statuses.set(0, (statuses.get(0) ?? 0) + 1);
          })
          .finally(() => latencies.push(performance.now() - sent)),
      );
    }
    await Promise.all(inFlight);
    const burstSeconds = (Date.now() - started) / 1_000;
    await restarting;

    // Wait for every company × kind to reach the cache.
    const cacheKeys = ids.flatMap((id) =>
      ENRICHMENT_KINDS.map((kind) => `${PREFIX}:enrichment:${kind}:${id}`),
    );
    let cached = 0;
    while (Date.now() < DEADLINE) {
      cached = 0;
      for (let i = 0; i < cacheKeys.length; i += 500) {
        cached += await redis.exists(...cacheKeys.slice(i, i + 500));
      }
      if (cached === cacheKeys.length) break;
      await sleep(1_000);
    }
    const settledSeconds = (Date.now() - started) / 1_000;
    const ratings = await db
      .selectFrom('trustpilot_ratings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', 'in', ids)
      .executeTakeFirstOrThrow();
    const domains = await db
      .selectFrom('companies')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', 'in', ids)
      .where('domain_name', 'is not', null)
      .executeTakeFirstOrThrow();

    const latency = summariseLatencies(latencies);
    console.log('\nEnrichment burst');
    console.log(
      `  views: ${VIEWS} of ${COMPANIES} companies in ${burstSeconds.toFixed(1)} s; answers ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    console.log(
      `  answer latency: p50 ${latency.p50.toFixed(1)} ms, p95 ${latency.p95.toFixed(1)} ms, p99 ${latency.p99.toFixed(1)} ms`,
    );
    console.log('  kind     jobs created  adds ignored (duplicate id)  provider calls');
    for (const kind of ENRICHMENT_KINDS) {
      console.log(
        `  ${kind.padEnd(8)} ${String(added[kind]).padStart(12)}  ${String(duplicated[kind]).padStart(27)}  ${String(fakes.calls[kind]).padStart(14)}`,
      );
    }
    console.log('\nWorker killed mid-run');
    console.log(
      `  SIGKILL at view ${killAt}; active jobs then: ${JSON.stringify(activeAtKill)}; restarted after ${DOWN_MS / 1_000} s`,
    );
    console.log(
      `  answers cached: ${cached} of ${cacheKeys.length} (lost: ${cacheKeys.length - cached}), all settled ${settledSeconds.toFixed(1)} s after the first view`,
    );
    console.log(
      `  trustpilot_ratings rows: ${ratings.n} of ${COMPANIES}; companies with domain_name from the place website: ${domains.n} of ${COMPANIES}`,
    );
    process.exitCode = cached === cacheKeys.length ? 0 : 1;
  } finally {
    if (worker) await kill(worker, 'SIGTERM');
    await kill(service, 'SIGTERM');
    for (const events of listeners) await events.close();
    for (const queue of Object.values(queues)) {
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
    }
    for (const name of [QUEUES.scoreRecompute.name, QUEUES.searchIndex.name]) {
      const queue = new Queue(name, { connection: redis, prefix: PREFIX });
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
    }
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${PREFIX}:*`, 'COUNT', 1_000);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
    await db.deleteFrom('companies').where('id', 'in', ids).execute();
    await db.destroy();
    redis.disconnect();
    await fakes.close();
  }
}

await main();
