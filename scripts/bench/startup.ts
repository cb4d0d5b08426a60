// `npm run bench:startup [-- --runs N] [--built]`: how long a search process takes to be ready
// (its typeahead loaded, GET /health 200) on the database DATABASE_URL names, started alone,
// and the most memory it held: N times with no snapshot file (it reads every name from
// PostgreSQL and writes the file), each followed by a start from that file. Medians, with the
// floor of each way in the same run: COPY of the rows the load reads, discarded (what
// PostgreSQL alone takes to hand them over), and reading the file's bytes (what the disk alone
// takes). `--built` runs the search service as the container image does (compiled by
// build:server, plain `node --enable-source-maps`) instead of through the tsx loader.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { currentMachine, describeMachine } from './machine';
import { buildServer } from '../build/server-build';
import {
  freePorts,
  spawnProcess,
  stopProcess,
  waitForHealthy,
  NO_THIRD_PARTIES,
} from '../stack/processes';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '1' }, built: { type: 'boolean', default: false } },
});
const runs = Number(values.runs);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: DATABASE_URL=postgres://… npm run bench:startup [-- --runs N] [--built]');
  process.exit(2);
}
const say = (line: string) => console.error(`· ${line}`);
const directory = mkdtempSync(path.join(tmpdir(), 'bench-startup-'));
const snapshotFile = path.join(directory, 'typeahead.snapshot');
/** Compiled inside the repository (node_modules must resolve from it), removed at the end. */
const builtDirectory = path.join('.cache', `bench-startup-${process.pid}`);

/** The search service's entry: its source through tsx, or the image's compiled file. */
async function searchEntry(): Promise<string> {
  if (!values.built) return 'services/search/src/main.ts';
  say('compiling the search service as build:server does');
  await buildServer({ outdir: builtDirectory, only: ['search'] });
  return path.join(builtDirectory, 'search.js');
}

interface Start {
  readyS: number;
  loadMs: number;
  from: string;
  /** VmHWM: the most resident memory the process held, up to ready. */
  peakMib: number;
  /** The file's write after a read of every name (in the background, after ready). */
  writeMs?: number;
}

/** Starts the search service alone; resolves once it is ready and its file is written. */
async function startSearch(entry: string): Promise<Start> {
  const [port] = await freePorts(1);
  const lines: string[] = [];
  const started = performance.now();
  const child = spawnProcess(
    entry,
    {
      ...process.env,
      ...NO_THIRD_PARTIES,
      SEARCH_PORT: String(port),
      SEARCH_TYPEAHEAD_SNAPSHOT_DIR: directory,
      LOG_PRETTY: 'false',
      // Search events go nowhere: no worker of this run reads this queue prefix.
      QUEUE_PREFIX: 'bench-startup',
    },
    (line) => lines.push(line),
  );
  try {
    await waitForHealthy(`http://127.0.0.1:${port}/health`, 30 * 60_000);
    const readyS = (performance.now() - started) / 1000;
    const peakKb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
    // Info lines are written in batches (up to 100 ms after): ready can come first.
    const loadedLine = () => lines.map(parsed).find((line) => line.msg === 'typeahead loaded');
    for (let waited = 0; !loadedLine() && waited < 5_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const loaded = loadedLine();
    if (loaded?.from === 'database') {
      // The file is written after the load; the next start needs it whole.
      while (!lines.some((line) => line.includes('typeahead snapshot written'))) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const written = lines.map(parsed).find((line) => line.msg === 'typeahead snapshot written');
    return {
      ...(written ? { writeMs: Number(written.ms) } : {}),
      readyS,
      loadMs: Number(loaded?.ms ?? NaN),
      from: String(loaded?.from ?? 'unknown'),
      peakMib: Number(peakKb?.[1] ?? NaN) / 1024,
    };
  } finally {
    await stopProcess(child, { killAfterMs: 30_000 });
  }
}

function parsed(line: string): Record<string, unknown> {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return {};
  }
}

// The four reads of readTypeaheadLists (typeahead.repository.ts), as its COPY runs them.
const LOAD_QUERIES = [
  `select id, lower(company_name), company_name, cin from companies
   where review_status = 'live' order by lower(company_name) collate "C", id`,
  `select company_id, word_start from company_name_words order by word_start, company_id`,
  `select b.id, lower(b.brand_name), b.brand_name, b.company_id from brands b
   join companies c on c.id = b.company_id where c.review_status = 'live'
   order by lower(b.brand_name) collate "C", b.id`,
  `select brand_id, word_start from brand_name_words order by word_start, brand_id`,
];

/** Seconds PostgreSQL takes to stream the load's rows to a client that drops them. */
async function copyFloor(): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl, options: '-c jit=off' });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('begin isolation level repeatable read read only');
    for (const query of LOAD_QUERIES) {
      for await (const chunk of client.query(copyTo(`copy (${query}) to stdout`))) void chunk;
    }
    await client.query('commit');
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
}

/** Seconds to read the snapshot file's bytes into memory, in the load's 64 MB pieces. */
async function fileFloor(): Promise<number> {
  const file = await open(snapshotFile, 'r');
  try {
    const started = performance.now();
    const piece = Buffer.allocUnsafe(64 << 20);
    for (let position = 0; ;) {
      const { bytesRead } = await file.read(piece, 0, piece.length, position);
      if (bytesRead === 0) break;
      position += bytesRead;
    }
    return (performance.now() - started) / 1000;
  } finally {
    await file.close();
  }
}

/** Both units: the aims are in GB, the kernel counts KiB. */
const peakOf = (mib: number) =>
  `${Math.round(mib).toLocaleString('en-US')} MiB (${((mib * 2 ** 20) / 1e9).toFixed(2)} GB)`;

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

try {
  const entry = await searchEntry();
  const machine = currentMachine();
  const fromDatabase: Start[] = [];
  const fromFile: Start[] = [];
  const floors = { copy: [] as number[], file: [] as number[] };
  for (let run = 1; run <= runs; run++) {
    rmSync(snapshotFile, { force: true });
    say(`run ${run}/${runs}: COPY floor`);
    floors.copy.push(await copyFloor());
    say(`run ${run}/${runs}: start without a file`);
    fromDatabase.push(await startSearch(entry));
    say(`run ${run}/${runs}: file floor`);
    floors.file.push(await fileFloor());
    say(`run ${run}/${runs}: start from the file`);
    fromFile.push(await startSearch(entry));
  }
  const wrong = [
    ...fromDatabase.map((start) => [start, 'database'] as const),
    ...fromFile.map((start) => [start, 'snapshot'] as const),
  ].filter(([start, expected]) => start.from !== expected);
  const row = (name: string, starts: Start[], floor: number[]) =>
    `${name.padEnd(22)} ready ${median(starts.map((s) => s.readyS)).toFixed(1)} s` +
    `  typeahead ${(median(starts.map((s) => s.loadMs)) / 1000).toFixed(1)} s` +
    `  floor ${median(floor).toFixed(1)} s (${(median(starts.map((s) => s.loadMs)) / 1000 / median(floor)).toFixed(1)}×)` +
    `  peak ${peakOf(median(starts.map((s) => s.peakMib)))}` +
    `  runs ${starts.map((s) => s.readyS.toFixed(1)).join(', ')}`;
  console.log(
    [
      '',
      `search start-up: ${databaseUrl.replace(/\/\/[^@]*@/, '//')}, medians of ${runs}, ` +
        (values.built ? 'compiled as the image runs it' : 'through the tsx loader'),
      `machine: ${describeMachine(machine)}`,
      `snapshot file: ${Math.round(statSync(snapshotFile).size / 1e6)} MB`,
      row('reading every name', fromDatabase, floors.copy),
      `${''.padEnd(22)} then wrote the file in ${(median(fromDatabase.map((s) => s.writeMs ?? NaN)) / 1000).toFixed(2)} s`,
      row('from the snapshot file', fromFile, floors.file),
      "(floors: COPY of the same rows, discarded; reading the file's bytes)",
      ...wrong.map(([start]) => `UNEXPECTED: a start loaded from ${start.from}`),
    ].join('\n'),
  );
  process.exitCode = wrong.length > 0 ? 1 : 0;
} finally {
  rmSync(directory, { recursive: true, force: true });
  rmSync(builtDirectory, { recursive: true, force: true });
}
