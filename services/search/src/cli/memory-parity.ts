// npm run bench -- search --print-requests | npx tsx services/search/src/cli/memory-parity.ts
//
// Replays results-page requests (paths of GET /api/search on stdin, one a line) on the
// PostgreSQL engine twice, with the in-memory typeahead and with the SQL alone, and prints
// every answer that differs, how many pages memory answered, the time each way took and what
// the typeahead holds; and the suggestions of each distinct term both ways (the shown names
// and CINs of a suggestion come from the typeahead, a results page's cards from SQL). Exit 1
// when any answer differs. Run it on a database the size of
// production after a change to the typeahead (the unit and medium tests hold small tables).
import { readFile } from 'node:fs/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { SEARCH_PAGE_SIZE, searchQuerySchema } from '@trusthive/contracts';
import { createDb, readConfigOrExit } from '@trusthive/platform';
import {
  createPostgresEngine,
  MEMORY_PAGE_MAX_SCAN,
  orderedWalkUrl,
  POSTGRES_TOTAL_CAP,
} from '../engine/postgres-engine';
import { toSearchTerm } from '../engine/search-terms';
import { LiveTypeahead } from '../typeahead/live-typeahead';

const config = readConfigOrExit();
const db = createDb({ url: config.database.url, poolSize: 2, applicationName: 'memory-parity' });
const walkDb = createDb({ url: orderedWalkUrl(config.database.url), poolSize: 2 });
const log = { info() {}, warn() {}, error: (details: object) => console.error(details) };
const live = new LiveTypeahead({ db, databaseUrl: config.database.url, log });

const heapBefore = process.memoryUsage();
const loadStarted = performance.now();
// How long the load holds the event loop at a time: a service answers nothing meanwhile.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
await live.start();
await live.whenLoaded();
loopDelay.disable();
const loadMs = performance.now() - loadStarted;
const typeahead = live.current()!;
const afterLoad = process.memoryUsage();
// The most resident memory so far: the load's peak (Linux only; nothing else has run yet).
const peakDuringLoad = /VmHWM:\s+(\d+) kB/.exec(
  await readFile('/proc/self/status', 'utf8').catch(() => ''),
);

const memoryEngine = createPostgresEngine({ db, walkDb, typeahead: live });
const sqlEngine = createPostgresEngine({ db, walkDb });

const lines: string[] = [];
for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim()) lines.push(line.trim());
}

const times = { memory: [] as number[], sql: [] as number[], walk: [] as number[] };
/** Terms walked already: a repeat is answered from the recent matches, not by a walk. */
const walked = new Set<string>();
let answeredFromMemory = 0;
let differing = 0;
let suggestionsDiffering = 0;
const suggested = new Set<string>();
for (const line of lines) {
  const query = searchQuerySchema.parse(
    Object.fromEntries(new URL(line, 'http://bench').searchParams),
  );
  const request = { term: query.q, type: query.type, page: query.page };
  const term = toSearchTerm(query.q);
  const pageRequest = {
    cap: POSTGRES_TOTAL_CAP,
    offset: (query.page - 1) * SEARCH_PAGE_SIZE,
    limit: SEARCH_PAGE_SIZE,
    maxScan: MEMORY_PAGE_MAX_SCAN,
  };
  const walkStarted = performance.now();
  const fromMemory =
    query.type === 'brand'
      ? typeahead.brandPage(term, pageRequest)
      : typeahead.companyPage(term, pageRequest);
  const walkMs = performance.now() - walkStarted;
  const walkKey = `${query.type === 'brand' ? 'b' : 'c'}:${query.q.toLowerCase()}`;
  if (fromMemory !== null && !walked.has(walkKey)) times.walk.push(walkMs);
  walked.add(walkKey);
  if (fromMemory !== null) answeredFromMemory += 1;

  let started = performance.now();
  const bySql = await sqlEngine.search(request);
  times.sql.push(performance.now() - started);
  started = performance.now();
  const byMemory = await memoryEngine.search(request);
  times.memory.push(performance.now() - started);
  const suggestKey = `${query.type}:${query.q}`;
  if (!suggested.has(suggestKey)) {
    suggested.add(suggestKey);
    const suggestion = { term: query.q, type: query.type };
    const [sqlList, memoryList] = [
      await sqlEngine.suggest(suggestion),
      await memoryEngine.suggest(suggestion),
    ];
    if (JSON.stringify(sqlList) !== JSON.stringify(memoryList)) {
      suggestionsDiffering += 1;
      console.log(`SUGGESTIONS DIFFER ${suggestKey}`);
      console.log(`  sql:    ${JSON.stringify(sqlList)}`);
      console.log(`  memory: ${JSON.stringify(memoryList)}`);
    }
  }
  if (JSON.stringify(bySql) !== JSON.stringify(byMemory)) {
    differing += 1;
    console.log(`DIFFERS ${line}`);
    console.log(`  sql:    ${bySql.total} ${bySql.results.map((result) => result.id).join(',')}`);
    console.log(
      `  memory: ${byMemory.total} ${byMemory.results.map((result) => result.id).join(',')}`,
    );
  }
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;
const heapAfter = process.memoryUsage();
console.log(
  [
    `requests: ${lines.length}; answers that differ: ${differing}`,
    `suggestion lists: ${suggested.size}; lists that differ: ${suggestionsDiffering}`,
    `answered from memory: ${answeredFromMemory} (${((100 * answeredFromMemory) / Math.max(1, lines.length)).toFixed(1)}%)`,
    `page with memory: p50 ${ms(percentile(times.memory, 0.5))}, p95 ${ms(percentile(times.memory, 0.95))}, p99 ${ms(percentile(times.memory, 0.99))}`,
    `walk in memory (each term's first): p50 ${ms(percentile(times.walk, 0.5))}, p95 ${ms(percentile(times.walk, 0.95))}, p99 ${ms(percentile(times.walk, 0.99))}, mean ${ms(times.walk.reduce((sum, value) => sum + value, 0) / Math.max(1, times.walk.length))}`,
    `page with SQL:    p50 ${ms(percentile(times.sql, 0.5))}, p95 ${ms(percentile(times.sql, 0.95))}, p99 ${ms(percentile(times.sql, 0.99))}`,
    `typeahead: ${JSON.stringify(typeahead.size)}, ${Math.round(typeahead.byteLength / 1e6)} MB in lists, loaded in ${Math.round(loadMs)} ms`,
    `bytes by part: ${JSON.stringify(typeahead.bytesByPart)}`,
    `event loop during load: longest delay ${ms(loopDelay.max / 1e6)}, p99 ${ms(loopDelay.percentile(99) / 1e6)}`,
    `process after load: rss ${Math.round(afterLoad.rss / 1e6)} MB, heap used ${Math.round(afterLoad.heapUsed / 1e6)} MB, array buffers ${Math.round(afterLoad.arrayBuffers / 1e6)} MB; peak rss during load ${peakDuringLoad ? `${Math.round((Number(peakDuringLoad[1]) * 1024) / 1e6)} MB` : 'unknown'}`,
    `process: rss ${Math.round(heapAfter.rss / 1e6)} MB (${Math.round(heapBefore.rss / 1e6)} MB before loading), heap used ${Math.round(heapAfter.heapUsed / 1e6)} MB`,
  ].join('\n'),
);

await live.close();
await Promise.all([db.destroy(), walkDb.destroy()]);
process.exitCode = differing + suggestionsDiffering === 0 ? 0 : 1;
