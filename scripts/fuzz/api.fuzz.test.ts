import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl, testRedisUrl } from '@trusthive/platform/testing';
import { rowsOfRefusedRequests, type RowProblem } from './rows';
import { findingsReport, runFuzz, summaryLine, type FuzzResult } from './run';
import { startFuzzSession, type FuzzSession } from './session';

// The contract-driven fuzz tier: requests generated from the OpenAPI document the gateway
// serves, plausible and hostile, against the real stack (every service, worker and the gateway
// as processes). FUZZ_SEED reproduces a run (the seed is printed), FUZZ_RUNS sizes it; the
// nightly-sized run is `npm run fuzz -- --runs 30000`.

// 5,000 by default: the requests take seconds; starting the stack is most of the tier's time.
const runs = Number(process.env.FUZZ_RUNS ?? 5_000);
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

let session: FuzzSession | undefined;
let result: FuzzResult;
let rowProblems: RowProblem[];

beforeAll(async () => {
  session = await startFuzzSession({ databaseUrl: testDatabaseUrl(), redisUrl: testRedisUrl() });
  result = await runFuzz({
    baseUrl: session.stack.baseUrl,
    document: session.document,
    context: session.context,
    runs,
    seed,
  });
  rowProblems = await rowsOfRefusedRequests(
    testDatabaseUrl(),
    session.stack.storageDir,
    session.context.marker,
    result,
  );
  console.info(summaryLine(result));
  if (result.findings.length > 0) console.info(findingsReport(result.findings));
}, 600_000);

afterAll(async () => {
  await session?.stack.stop();
});

describe('the public API under fuzzing', () => {
  it(`should send at least 3,000 requests per run`, () => {
    expect(result.requests).toBeGreaterThanOrEqual(Math.min(runs, 3_000));
  });

  it('should answer no request with a 5xx, and every 4xx in the error shape', () => {
    expect(
      result.findings.map(
        (finding) => `${finding.rule} ${finding.status} ${finding.operation}: ${finding.kind}`,
      ),
      `seed ${seed}; see the report above`,
    ).toEqual([]);
  });

  it('should write no row and keep no file for a refused request', () => {
    expect(rowProblems, `seed ${seed}`).toEqual([]);
  });
});
