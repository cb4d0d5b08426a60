import { parseArgs } from 'node:util';
import setupDatabase from '../../services/platform/src/testing/global-setup';
import { testDatabaseUrl, testRedisUrl } from '@trusthive/platform/testing';
import { rowsOfRefusedRequests } from './rows';
import { coverageReport, findingsReport, runFuzz, summaryLine } from './run';
import { startFuzzSession } from './session';

// `npm run fuzz -- --runs 30000 --seed 42`: the nightly-sized fuzz run, on a database of its
// own (made from the migrations and dropped afterwards, as the test tier's). Prints the status
// counts, every finding with an example, and exits 1 when there is one.

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.FUZZ_RUNS ?? '30000' },
    seed: { type: 'string', default: process.env.FUZZ_SEED },
  },
});
const runs = Number(values.runs);
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
if (!Number.isSafeInteger(runs) || runs < 1 || !Number.isSafeInteger(seed)) {
  console.error('usage: npm run fuzz -- [--runs N] [--seed N]');
  process.exit(2);
}

const stopDatabase = await setupDatabase();
const session = await startFuzzSession({
  databaseUrl: testDatabaseUrl(),
  redisUrl: testRedisUrl(),
});
let failed: boolean;
try {
  console.info(`fuzz: ${runs} requests, seed ${seed}, against ${session.stack.baseUrl}`);
  const started = Date.now();
  const result = await runFuzz({
    baseUrl: session.stack.baseUrl,
    document: session.document,
    context: session.context,
    runs,
    seed,
    onProgress: (done) => console.info(`  ${done} / ${runs}`),
  });
  const rows = await rowsOfRefusedRequests(
    testDatabaseUrl(),
    session.stack.storageDir,
    session.context.marker,
    result,
  );
  if (result.findings.length > 0) console.info(findingsReport(result.findings));
  for (const problem of rows)
    console.info(`[row written] ${problem.table}: ${problem.rows} ${problem.detail}`);
  console.info(summaryLine(result));
  console.info(`fuzz: coverage per operation\n${coverageReport(result)}`);
  console.info(
    `fuzz: ${((Date.now() - started) / 1000).toFixed(1)} s; rows of refused requests: ${rows.length === 0 ? 0 : rows.map((row) => `${row.table} ${row.rows}`).join(', ')}`,
  );
  failed = result.findings.length > 0 || rows.length > 0;
} finally {
  await session.stack.stop();
  await stopDatabase();
}
process.exit(failed ? 1 : 0);
