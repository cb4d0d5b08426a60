import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUN_REPORT_FILE, type RunReport } from './run-report';

// Issue 38: `retry` must never hide a test that fails by chance. A real vitest run, with one
// retry allowed, of a file whose first test passes only on its second try: the run report
// counts that pass as a failure and names it, and the summary says so and exits 1.

const ROOT = path.resolve(import.meta.dirname, '../..');
// Inside the repository, so the fixture's `vitest` import resolves from its node_modules.
const FIXTURE_DIR = path.join(ROOT, '.cache', `run-report-fixture-${process.pid}`);
const VITEST = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');

const FLAKY_FILE = `
import { expect, it } from 'vitest';
let tries = 0;
it('passes on its second try', () => {
  tries += 1;
  expect(tries).toBe(2);
});
it('passes at once', () => expect(1).toBe(1));
`;

let vitest: ReturnType<typeof spawnSync>;
let report: RunReport;

beforeAll(() => {
  mkdirSync(FIXTURE_DIR, { recursive: true });
  writeFileSync(path.join(FIXTURE_DIR, 'flaky.test.ts'), FLAKY_FILE);
  vitest = spawnSync(
    process.execPath,
    [
      VITEST,
      'run',
      '--retry=1',
      '--reporter=default',
      `--reporter=${path.join(ROOT, 'scripts/test/run-report.ts')}`,
    ],
    // The fixture's folder is the run's root: no config of the repository's applies.
    { cwd: FIXTURE_DIR, encoding: 'utf8', env: { ...process.env, CI: 'true' } },
  );
  report = JSON.parse(readFileSync(path.join(FIXTURE_DIR, RUN_REPORT_FILE), 'utf8')) as RunReport;
}, 60_000);

afterAll(() => rmSync(FIXTURE_DIR, { recursive: true, force: true }));

describe('the run report, on a test that passes only when retried', () => {
  it('should count the retried pass as a failure and name it, where vitest counts a pass', () => {
    // Vitest's own verdict: everything passed.
    expect(vitest.status, String(vitest.stderr)).toBe(0);
    expect(report).toMatchObject({ passed: 1, failed: 1, skipped: 0 });
    expect(report.retried).toEqual(['flaky.test.ts > passes on its second try']);
  });

  it('should make the summary say so and exit 1', () => {
    const summary = spawnSync(process.execPath, [TSX, path.join(ROOT, 'scripts/test/summary.ts')], {
      cwd: FIXTURE_DIR,
      encoding: 'utf8',
    });
    expect(summary.stdout).toContain(
      'Passed only on a retry, so counted as failed (a test that fails by chance):\n  flaky.test.ts > passes on its second try',
    );
    expect(summary.stdout.trim().split('\n').at(-1)).toBe('1 passed, 1 failed, 0 skipped');
    expect(summary.status).toBe(1);
  });
});
