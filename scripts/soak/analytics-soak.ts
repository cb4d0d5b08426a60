// Analytics soak (issue 8): events through the gateway at a fixed rate, rows counted in
// PostgreSQL afterwards.
//
//   npx tsx scripts/soak/analytics-soak.ts [--rate=5000] [--seconds=60] [--scenario=both]
//       [--outage-at=20] [--outage-seconds=20] [--kill=SIGKILL] [--max-minutes=12]
//       [--warmup-seconds=10]
//
// Scenarios: `steady` (the worker runs throughout), `outage` (the worker is killed at
// --outage-at seconds and started again --outage-seconds later), `both` (one after the
// other). The script starts its own analytics service, gateway and worker processes on free
// loopback ports against its own database (trusthive_soak) and its own Redis logical database
// (/7), so neither a running stack nor a test run sees its events. It is bounded: at most
// rate × seconds events per scenario and --max-minutes in all, after which it stops everything.
//
// It reports: events sent and accepted (202/204), rows stored (lost = accepted − rows), intake
// latency through the gateway (p50/p95/p99/max, from the moment each request was issued and
// from the moment it was due), end-to-end lag (stored_at − created_at per row), the time the
// worker took to catch up, CPU seconds per process and the load average. The scenarios follow
// a warm-up at the full rate that is not recorded (see WARMUP_SECONDS).

import type { ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { Queue } from 'bullmq';
import { sql, type Kysely } from 'kysely';
import { Pool } from 'undici';
import {
  QUEUES,
  createDb,
  createRedis,
  ensureDatabase,
  migrateToLatest,
  type Database,
} from '@trusthive/platform';
import { percentile } from '../bench/percentiles';
import {
  freePorts,
  requireLoopback,
  spawnProcess,
  stopProcess,
  waitForHealthy,
} from '../stack/processes';

const { values: args } = parseArgs({
  options: {
    rate: { type: 'string', default: '5000' },
    seconds: { type: 'string', default: '60' },
    scenario: { type: 'string', default: 'both' },
    'outage-at': { type: 'string', default: '20' },
    'outage-seconds': { type: 'string', default: '20' },
    kill: { type: 'string', default: 'SIGKILL' },
    companies: { type: 'string', default: '1000' },
    connections: { type: 'string', default: '64' },
    /** Requests in flight at most; when the stack cannot keep up, further events are shed. */
    'max-outstanding': { type: 'string', default: '2048' },
    'max-minutes': { type: 'string', default: '12' },
    /** Seconds at the full rate before the scenarios, off the record (JIT, pools, caches). */
    'warmup-seconds': { type: 'string', default: '10' },
    'database-url': {
      type: 'string',
      default: 'postgres://postgres@127.0.0.1:5432/trusthive_soak',
    },
    'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379/7' },
    /** Send to the analytics service itself, skipping the gateway (to see the gateway's share). */
    direct: { type: 'boolean', default: false },
  },
});

const RATE = Math.min(Number(args.rate), 20_000);
const SECONDS = Math.min(Number(args.seconds), 600);
const WARMUP_SECONDS = Math.min(Number(args['warmup-seconds']), 60);
/** The intake p95 is also reported per window of this many seconds, to show a trend. */
const WINDOW_SECONDS = 10;
const OUTAGE_AT = Number(args['outage-at']);
const OUTAGE_SECONDS = Number(args['outage-seconds']);
const KILL_SIGNAL = args.kill as NodeJS.Signals;
const COMPANIES = Math.min(Number(args.companies), 100_000);
const CONNECTIONS = Number(args.connections);
const MAX_OUTSTANDING = Number(args['max-outstanding']);
const MAX_MS = Number(args['max-minutes']) * 60_000;
const DATABASE_URL = args['database-url'];
const REDIS_URL = args['redis-url'];
const SCENARIOS =
  args.scenario === 'both' ? (['steady', 'outage'] as const) : [args.scenario as Scenario];
type Scenario = 'steady' | 'outage';

requireLoopback([DATABASE_URL, REDIS_URL], 'soak');
if (!['steady', 'outage', 'both'].includes(args.scenario)) {
  throw new Error('--scenario must be steady, outage or both');
}

// ---------------------------------------------------------------------------------------------
// Processes

const children = new Map<string, ChildProcess>();
const cpuSeconds = new Map<string, number>();
const logTail: string[] = [];

/** The worker's batch reports (it runs at debug level and logs one line per transaction). */
const batches = { count: 0, jobs: 0, events: 0, ms: 0, split: 0 };

function log(line: string): void {
  if (line.includes('analytics batch stored')) {
    try {
      const report = JSON.parse(line.slice(line.indexOf('{'))) as {
        jobs: number;
        events: number;
        ms: number;
        split: boolean;
      };
      batches.count += 1;
      batches.jobs += report.jobs;
      batches.events += report.events;
      batches.ms += report.ms;
      if (report.split) batches.split += 1;
      return;
    } catch {
      // not JSON: keep it as an ordinary line
    }
  }
  logTail.push(line);
  if (logTail.length > 200) logTail.shift();
}

function start(name: string, entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawnProcess(entry, env, (line) => log(`[${name}] ${line}`));
  children.set(name, child);
  child.once('exit', () => {
    if (children.get(name) === child) children.delete(name);
  });
  return child;
}

/** utime + stime of a live process, in seconds (Linux /proc). */
function processCpu(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat (utime, stime) in clock ticks; Linux's USER_HZ is 100.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

function sampleCpu(): void {
  for (const [name, child] of children) cpuSeconds.set(name, processCpu(child.pid));
}

// The soak gives a graceful stop 10 s: a worker may be finishing a batch of 500 rows.
const stop = (child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') =>
  stopProcess(child, { signal, killAfterMs: 10_000 });

async function stopAll(): Promise<void> {
  await Promise.all([...children.values()].map((child) => stop(child)));
}

// ---------------------------------------------------------------------------------------------
// Load

interface LoadResult {
  /** Events the schedule called for but the generator did not send: too many in flight. */
  shed: number;
  sent: number;
  accepted: number;
  statuses: Record<string, number>;
  errors: number;
  /** From issuing the request to the end of its answer (ms). */
  latencies: Float64Array;
  /** From the moment the request was due by the schedule to the end of its answer (ms). */
  scheduledLatencies: Float64Array;
  seconds: number;
  outage?: { killedAt: number; restartedAt: number };
}

function randomIp(): string {
  if (randomInt(10) === 0) {
    const group = () => randomInt(0x10000).toString(16);
    return `2001:db8:${group()}:${group()}:${group()}:${group()}:${group()}:${group()}`;
  }
  return `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

function nextRequest(companyIds: number[], tag: string, index: number) {
  const companyId = companyIds[randomInt(companyIds.length)]!;
  const referrer = `https://soak.example/${index}`;
  const headers = { 'user-agent': tag, 'x-forwarded-for': randomIp() };
  const kind = index % 10;
  if (kind < 5) {
    return {
      path: '/api/events/profile-views',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ companyId, referrer }),
    };
  }
  if (kind < 7) {
    return {
      path: '/api/events/website-clicks',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ companyId, websiteUrl: `https://company-${companyId}.example/` }),
    };
  }
  if (kind < 9) {
    // What navigator.sendBeacon sends: JSON in a text/plain body.
    return {
      path: '/api/track-view-duration',
      headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({
        companyId,
        viewDuration: randomInt(1, 600),
        userAgent: tag,
        referrer,
      }),
    };
  }
  return {
    path: '/api/events/search',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ searchTerm: `soak ${index}`, searchType: 'name', resultsCount: 3 }),
  };
}

async function runLoad(
  pool: Pool,
  companyIds: number[],
  tag: string,
  scenario: Scenario,
  onOutage: { kill: () => Promise<void>; restart: () => void },
  seconds = SECONDS,
): Promise<LoadResult> {
  const total = RATE * seconds;
  let shed = 0;
  let scheduled = 0;
  const latencies = new Float64Array(total);
  const scheduledLatencies = new Float64Array(total);
  const statuses: Record<string, number> = {};
  let sent = 0;
  let done = 0;
  let accepted = 0;
  let errors = 0;
  let outage: LoadResult['outage'];
  const began = performance.now();
  const intervalMs = 1000 / RATE;

  const issue = (index: number, slot: number) => {
    const due = began + slot * intervalMs;
    const issued = performance.now();
    const request = nextRequest(companyIds, tag, index);
    pool
      .request({ method: 'POST', path: request.path, headers: request.headers, body: request.body })
      .then(async (response) => {
        await response.body.dump();
        const ended = performance.now();
        latencies[index] = ended - issued;
        scheduledLatencies[index] = ended - due;
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        if (response.statusCode === 202 || response.statusCode === 204) accepted += 1;
      })
      .catch(() => {
        const ended = performance.now();
        latencies[index] = ended - issued;
        scheduledLatencies[index] = ended - due;
        errors += 1;
      })
      .finally(() => {
        done += 1;
      });
  };

  let killed = false;
  let restarted = false;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - began;
      const due = Math.min(total, Math.floor(elapsed / intervalMs) + 1);
      for (; scheduled < due; scheduled += 1) {
        if (sent - done >= MAX_OUTSTANDING) shed += 1;
        else issue(sent++, scheduled);
      }
      if (scenario === 'outage') {
        if (!killed && elapsed >= OUTAGE_AT * 1000) {
          killed = true;
          outage = { killedAt: elapsed / 1000, restartedAt: Number.NaN };
          void onOutage.kill();
        }
        if (killed && !restarted && elapsed >= (OUTAGE_AT + OUTAGE_SECONDS) * 1000) {
          restarted = true;
          outage!.restartedAt = elapsed / 1000;
          onOutage.restart();
        }
      }
      if (scheduled >= total) return resolve();
      // A 1 ms timer, not setImmediate: a busy loop would take a core from the processes measured.
      setTimeout(tick, 1);
    };
    tick();
  });
  while (done < sent) await new Promise((resolve) => setTimeout(resolve, 20));
  return {
    shed,
    sent,
    accepted,
    statuses,
    errors,
    latencies: latencies.subarray(0, sent),
    scheduledLatencies: scheduledLatencies.subarray(0, sent),
    seconds: (performance.now() - began) / 1000,
    ...(outage ? { outage } : {}),
  };
}

/** The intake p95 of each WINDOW_SECONDS of the run (requests are issued in schedule order). */
function windowP95s(latencies: Float64Array): Array<{ fromSecond: number; p95: number }> {
  const perWindow = RATE * WINDOW_SECONDS;
  const windows: Array<{ fromSecond: number; p95: number }> = [];
  for (let from = 0; from < latencies.length; from += perWindow) {
    const part = Array.from(latencies.subarray(from, from + perWindow)).sort((a, b) => a - b);
    windows.push({ fromSecond: from / RATE, p95: percentile(part, 95) });
  }
  return windows;
}

// ---------------------------------------------------------------------------------------------
// Database

async function seedCompanies(db: Kysely<Database>, count: number): Promise<number[]> {
  const existing = await db
    .selectFrom('companies')
    .select('id')
    .where('company_name', 'like', 'Soak Company %')
    .orderBy('id')
    .limit(count)
    .execute();
  if (existing.length < count) {
    await sql`
      insert into companies (company_name, company_status, company_state_code, data_source)
      select 'Soak Company ' || n, 'Active', 'Karnataka', 'synthetic'
      from generate_series(${existing.length + 1}::int, ${count}::int) as n
    `.execute(db);
    return seedCompanies(db, count);
  }
  return existing.map((row) => row.id);
}

const TABLES = ['profile_views', 'website_clicks', 'search_analytics'] as const;

async function countRows(db: Kysely<Database>, tag: string): Promise<number> {
  let rows = 0;
  for (const table of TABLES) {
    const result = await sql<{ count: number }>`
      select count(*)::int as count from ${sql.table(table)} where user_agent = ${tag}
    `.execute(db);
    rows += result.rows[0]?.count ?? 0;
  }
  return rows;
}

interface LagFigures {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  transactions: number;
  rowsPerTransaction: number;
}

async function lagFigures(db: Kysely<Database>, tag: string, since?: number): Promise<LagFigures> {
  const result = await sql<LagFigures>`
    with rows as (
      select stored_at, created_at, xmin::text as tx from profile_views where user_agent = ${tag}
      union all
      select stored_at, created_at, xmin::text from website_clicks where user_agent = ${tag}
      union all
      select stored_at, created_at, xmin::text from search_analytics where user_agent = ${tag}
    ), filtered as (
      select * from rows
      where ${since === undefined ? sql`true` : sql`created_at < to_timestamp(${since / 1000})`}
    )
    select
      percentile_disc(0.5) within group (order by extract(epoch from stored_at - created_at)) * 1000 as p50,
      percentile_disc(0.95) within group (order by extract(epoch from stored_at - created_at)) * 1000 as p95,
      percentile_disc(0.99) within group (order by extract(epoch from stored_at - created_at)) * 1000 as p99,
      max(extract(epoch from stored_at - created_at)) * 1000 as max,
      count(distinct tx)::int as transactions,
      count(*)::float / greatest(count(distinct tx), 1) as "rowsPerTransaction"
    from filtered
  `.execute(db);
  const row = result.rows[0]!;
  return {
    p50: Number(row.p50),
    p95: Number(row.p95),
    p99: Number(row.p99),
    max: Number(row.max),
    transactions: row.transactions,
    rowsPerTransaction: Number(row.rowsPerTransaction),
  };
}

// ---------------------------------------------------------------------------------------------
// Main

const deadline = setTimeout(() => {
  console.error(`the soak exceeded --max-minutes=${args['max-minutes']}; stopping everything`);
  void stopAll().finally(() => process.exit(2));
}, MAX_MS);

const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function main(): Promise<number> {
  console.log(
    `analytics soak: ${RATE} events/s for ${SECONDS} s, scenarios ${SCENARIOS.join(', ')}; ` +
      `${os.cpus().length} CPUs, load average ${load()}`,
  );
  await ensureDatabase(DATABASE_URL);
  const db = createDb({ url: DATABASE_URL, poolSize: 2, applicationName: 'analytics-soak' });
  await migrateToLatest(db, { info: () => undefined });
  for (const table of TABLES) await sql`truncate ${sql.table(table)}`.execute(db);
  const companyIds = await seedCompanies(db, COMPANIES);

  const redis = createRedis(REDIS_URL, 'producer', 'analytics-soak');
  const queue = new Queue(QUEUES.analyticsEvents.name, { connection: redis });
  await queue.obliterate({ force: true });

  const [gatewayPort, analyticsPort, ...otherPorts] = await freePorts(7);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL,
    REDIS_URL,
    LOG_LEVEL: 'warn',
    LOG_PRETTY: 'false',
    GATEWAY_PORT: String(gatewayPort),
    ANALYTICS_PORT: String(analyticsPort),
    // The other services are not started; their ports only have to be valid.
    SEARCH_PORT: String(otherPorts[0]),
    COMPANY_PORT: String(otherPorts[1]),
    SCORING_PORT: String(otherPorts[2]),
    ENRICHMENT_PORT: String(otherPorts[3]),
    SUBMISSIONS_PORT: String(otherPorts[4]),
    // Visitors come from many addresses (X-Forwarded-For from one trusted proxy hop), and the
    // per-IP limit would otherwise throttle the generator.
    TRUST_PROXY_HOPS: '1',
    RATE_LIMIT_PER_MINUTE: '1000000000',
  };
  start('analytics', 'services/analytics/src/main.ts', env);
  start('gateway', 'gateway/src/main.ts', env);
  let workers = 0;
  const startWorker = () => {
    workers += 1;
    return start(`worker#${workers}`, 'services/analytics/src/worker-main.ts', {
      ...env,
      LOG_LEVEL: 'debug',
    });
  };
  startWorker();
  await waitForHealthy(`http://127.0.0.1:${analyticsPort}/health`, 60_000);
  const base = `http://127.0.0.1:${args.direct ? analyticsPort : gatewayPort}`;
  const pool = new Pool(base, { connections: CONNECTIONS, pipelining: 1 });
  // The gateway is up when it proxies: an empty search event is refused by the service.
  const gatewayDeadline = Date.now() + 60_000;
  for (;;) {
    const status = await pool
      .request({
        method: 'POST',
        path: '/api/events/search',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      .then(async (response) => (await response.body.dump(), response.statusCode))
      .catch(() => 0);
    if (status === 400) break;
    if (Date.now() > gatewayDeadline) throw new Error(`the gateway did not come up (${status})`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  // Warm the paths and the service's company cache, off the record.
  const warmTag = `soak-warm/${randomUUID()}`;
  await Promise.all(
    companyIds.map((id, index) =>
      pool
        .request({
          method: 'POST',
          path: '/api/events/profile-views',
          headers: { 'content-type': 'application/json', 'user-agent': warmTag },
          body: JSON.stringify({ companyId: id, referrer: `warm-${index}` }),
        })
        .then((response) => response.body.dump()),
    ),
  );

  // A service just started answers its first seconds of load from cold code and cold pools
  // (measured: p50 440 ms for the first 2 s at 3,000/s, 3-5 ms after 4 s). A warm-up at the
  // full rate, drained by the worker before the scenarios start, keeps that out of the record.
  if (WARMUP_SECONDS > 0) {
    console.log(`\n[warm-up] ${RATE} events/s for ${WARMUP_SECONDS} s, off the record ...`);
    const warmLoadTag = `soak-warm-load/${randomUUID()}`;
    const noOutage = { kill: async () => {}, restart: () => {} };
    const warm = await runLoad(pool, companyIds, warmLoadTag, 'steady', noOutage, WARMUP_SECONDS);
    const drainDeadline = Date.now() + 60_000;
    while (Date.now() < drainDeadline && (await countRows(db, warmLoadTag)) < warm.accepted) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  let failed = false;
  const reports: unknown[] = [];
  for (const scenario of SCENARIOS) {
    const tag = `soak/${scenario}/${randomUUID()}`;
    sampleCpu();
    const cpuBefore = new Map(cpuSeconds);
    const loadBefore = load();
    const loadSamples: number[] = [];
    const sampler = setInterval(() => {
      loadSamples.push(os.loadavg()[0]!);
      sampleCpu();
    }, 5_000);
    const soakCpuBefore = process.cpuUsage();
    Object.assign(batches, { count: 0, jobs: 0, events: 0, ms: 0, split: 0 });

    console.log(`\n[${scenario}] ${RATE} events/s for ${SECONDS} s ...`);
    let killedAtWall: number | undefined;
    const result = await runLoad(pool, companyIds, tag, scenario, {
      kill: async () => {
        sampleCpu();
        killedAtWall = Date.now();
        console.log(`[${scenario}] worker: ${KILL_SIGNAL}`);
        await stop(children.get(`worker#${workers}`), KILL_SIGNAL);
      },
      restart: () => {
        console.log(`[${scenario}] worker: started again`);
        startWorker();
      },
    });
    const loadEnded = performance.now();
    clearInterval(sampler);
    sampleCpu();
    const soakCpu = process.cpuUsage(soakCpuBefore);

    // Wait for the worker to store every accepted event (bounded).
    const drainDeadline = Date.now() + 180_000;
    while (Date.now() < drainDeadline && (await countRows(db, tag)) < result.accepted) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const caughtUpAfter = (performance.now() - loadEnded) / 1000;
    // A moment more, so a late duplicate or a late row would show.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const rows = await countRows(db, tag);
    sampleCpu();

    const lag = await lagFigures(db, tag);
    const lagBeforeOutage =
      killedAtWall === undefined ? undefined : await lagFigures(db, tag, killedAtWall);
    const sorted = Float64Array.from(result.latencies).sort();
    const sortedScheduled = Float64Array.from(result.scheduledLatencies).sort();
    const q = (values: Float64Array, p: number) => percentile(values as unknown as number[], p);
    const cpu = Object.fromEntries(
      [...cpuSeconds].map(([name, after]) => [name, after - (cpuBefore.get(name) ?? 0)]),
    );
    const lost = result.accepted - rows;
    const report = {
      scenario,
      rate: RATE,
      seconds: SECONDS,
      sent: result.sent,
      shed: result.shed,
      achievedRate: result.sent / result.seconds,
      accepted: result.accepted,
      statuses: result.statuses,
      errors: result.errors,
      rows,
      lost,
      intakeMs: {
        p50: q(sorted, 50),
        p95: q(sorted, 95),
        p99: q(sorted, 99),
        max: sorted[sorted.length - 1],
      },
      intakeFromScheduleMs: {
        p50: q(sortedScheduled, 50),
        p95: q(sortedScheduled, 95),
        p99: q(sortedScheduled, 99),
      },
      intakeP95ByWindowMs: windowP95s(result.latencies),
      lagMs: lag,
      ...(lagBeforeOutage ? { lagMsOfEventsBeforeOutage: lagBeforeOutage } : {}),
      caughtUpSecondsAfterLoad: caughtUpAfter,
      worker: {
        transactions: batches.count,
        jobs: batches.jobs,
        eventsPerJob: batches.events / Math.max(batches.jobs, 1),
        eventsPerTransaction: batches.events / Math.max(batches.count, 1),
        msPerTransaction: batches.ms / Math.max(batches.count, 1),
        splitBatches: batches.split,
      },
      outage: result.outage,
      cpuSeconds: { ...cpu, soak: (soakCpu.user + soakCpu.system) / 1e6 },
      loadAverage: {
        before: loadBefore,
        duringMax1m: Math.max(...loadSamples, 0),
        after: load(),
      },
    };
    reports.push(report);
    if (lost !== 0) failed = true;

    console.log(
      [
        `[${scenario}] sent ${result.sent} in ${fmt(result.seconds)} s (${fmt(report.achievedRate, 0)}/s; ` +
          `${result.shed} more shed by the generator with ${MAX_OUTSTANDING} in flight), ` +
          `accepted ${result.accepted}, statuses ${JSON.stringify(result.statuses)}, errors ${result.errors}`,
        `[${scenario}] rows ${rows}, lost ${lost} (${lost === 0 ? 'zero lost' : 'ROWS MISSING'})`,
        `[${scenario}] intake latency (${args.direct ? 'analytics service directly' : 'through the gateway'}): p50 ${fmt(report.intakeMs.p50, 2)} ms, ` +
          `p95 ${fmt(report.intakeMs.p95, 2)} ms, p99 ${fmt(report.intakeMs.p99, 2)} ms, max ${fmt(report.intakeMs.max ?? NaN, 0)} ms ` +
          `(from schedule: p95 ${fmt(report.intakeFromScheduleMs.p95, 2)} ms; p95 by ${WINDOW_SECONDS} s: ` +
          `${report.intakeP95ByWindowMs.map(({ p95 }) => fmt(p95, 1)).join(' / ')} ms)`,
        `[${scenario}] end-to-end lag: p50 ${fmt(lag.p50 / 1000, 2)} s, p95 ${fmt(lag.p95 / 1000, 2)} s, ` +
          `p99 ${fmt(lag.p99 / 1000, 2)} s, max ${fmt(lag.max / 1000, 2)} s; ` +
          `${lag.transactions} transactions, ${fmt(lag.rowsPerTransaction, 0)} rows each`,
        ...(lagBeforeOutage
          ? [
              `[${scenario}] lag of events accepted before the kill: p95 ${fmt(lagBeforeOutage.p95 / 1000, 2)} s`,
            ]
          : []),
        `[${scenario}] caught up ${fmt(caughtUpAfter, 1)} s after the load ended`,
        `[${scenario}] worker: ${report.worker.jobs} jobs (${fmt(report.worker.eventsPerJob, 1)} events each), ` +
          `${report.worker.transactions} transactions (${fmt(report.worker.eventsPerTransaction, 0)} events, ` +
          `${fmt(report.worker.msPerTransaction, 0)} ms each)`,
        `[${scenario}] CPU seconds: ${Object.entries(report.cpuSeconds)
          .map(([name, value]) => `${name} ${fmt(value, 1)}`)
          .join(', ')}`,
        `[${scenario}] load average: before ${loadBefore}, highest 1-min during ${fmt(report.loadAverage.duringMax1m, 2)}, after ${report.loadAverage.after}`,
      ].join('\n'),
    );
  }

  console.log(`\n${JSON.stringify(reports, null, 2)}`);
  await pool.close();
  await queue.close();
  redis.disconnect();
  await db.destroy();
  return failed ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error('soak failed:', error);
  console.error(logTail.slice(-40).join('\n'));
} finally {
  await stopAll();
  clearTimeout(deadline);
}
process.exit(code);
