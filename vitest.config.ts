import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { messagesPlugin } from './web/vite/messages-plugin.js';

// Tiers named for what they need (STYLE practice 24):
// - `unit`: no PostgreSQL or Redis at all. Its workers get unreachable PostgreSQL and Redis
//   URLs, so a test that starts to need either fails here instead of quietly passing on a
//   machine that has them;
// - `medium`: real PostgreSQL and Redis (each service's and the gateway's test/ folder, and the
//   scripts' tests that run what they test against the database), migrated once by globalSetup;
// - `web-unit` (SPA units in jsdom), `e2e` (real Chromium against the real gateway serving the
//   built SPA), `fuzz` (generated requests against the real stack of processes) and `scale`
//   (two of every process side by side, sharing one database, Redis and bucket).
const NODE_TESTS = [
  'services/*/src/**/*.test.ts',
  'services/*/test/**/*.test.ts',
  'gateway/**/*.test.ts',
  'scripts/**/*.test.ts',
];
const OTHER_TIERS = [
  '**/node_modules/**',
  '**/*.e2e.test.ts',
  '**/*.fuzz.test.ts',
  'scripts/scale/**',
];
const MEDIUM_TESTS = [
  'services/*/test/**/*.test.ts',
  'gateway/test/**/*.test.ts',
  'scripts/bench/background-work.test.ts',
  'scripts/bench/scenarios/sample-draws.test.ts',
  'scripts/build/server-build.test.ts',
  'scripts/faults/**/*.test.ts',
  'scripts/generate/generate.test.ts',
  'scripts/import/announce.test.ts',
  'scripts/import/bulk-load.test.ts',
  'scripts/import/import-companies.test.ts',
];
/** Compiles the product's processes once a run for the tiers that start stacks of them. */
const COMPILED_STACK = 'scripts/stack/compiled-stack.ts';
/** Port 1 answers nobody: a unit test that opens a connection fails at once. */
const UNREACHABLE = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:1/unit_tests_have_no_database',
  PGHOST: '127.0.0.1',
  PGPORT: '1',
  REDIS_URL: 'redis://127.0.0.1:1',
};

/**
 * Groups run one after the other (sequence.groupOrder). First the tiers that start whole
 * stacks of processes or a browser, one file at a time and alone on the machine, e2e before
 * the rest: its stack's workers share the run's database with the other tiers, and files
 * before it left them work to catch up on (a profile that waits 1.5 s for a place lookup then
 * rendered without it). Then the tiers that are many small files, two at a time: on two cores
 * one file at a time left a core idle while a file waited on PostgreSQL or was imported.
 * Browser files two at a time were tried (issue 38) and gained nothing on two cores: each file
 * took 1.5-2 times as long beside another (the e2e tier 368 s against 355-379 s), the browser
 * and the stack being bound by the CPU, and a file beside another saw that file's rows.
 */
// Not 0: vitest runs a one-worker project of groupOrder 0 after every numbered group.
const BROWSER_FIRST = { sequence: { groupOrder: 1 }, maxWorkers: 1 };
const WHOLE_STACKS = { sequence: { groupOrder: 2 }, maxWorkers: 1 };
const MANY_FILES = { sequence: { groupOrder: 3 }, maxWorkers: 2 };

const webMessages = messagesPlugin(fileURLToPath(new URL('web', import.meta.url)));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...MANY_FILES,
          name: 'unit',
          include: NODE_TESTS,
          exclude: [...OTHER_TIERS, ...MEDIUM_TESTS],
          env: UNREACHABLE,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          ...MANY_FILES,
          name: 'medium',
          include: MEDIUM_TESTS,
          exclude: OTHER_TIERS,
          globalSetup: ['services/platform/src/testing/global-setup.ts', COMPILED_STACK],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The SPA's message catalogs are virtual modules (web/vite/messages-plugin.ts).
        plugins: [webMessages],
        test: {
          ...MANY_FILES,
          name: 'web-unit',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/testing/setup-i18n.ts', 'web/src/testing/setup-dom.ts'],
          environment: 'jsdom',
          testTimeout: 15_000,
        },
      },
      {
        test: {
          ...WHOLE_STACKS,
          name: 'fuzz',
          include: ['scripts/fuzz/**/*.fuzz.test.ts'],
          globalSetup: ['services/platform/src/testing/global-setup.ts', COMPILED_STACK],
          testTimeout: 60_000,
          hookTimeout: 600_000,
        },
      },
      {
        test: {
          // Two of everything (issue 22): two gateways and two replicas of every service and
          // worker on one database, one Redis and one S3 stand-in; see scripts/scale/.
          ...WHOLE_STACKS,
          name: 'scale',
          include: ['scripts/scale/**/*.test.ts'],
          globalSetup: ['services/platform/src/testing/global-setup.ts', COMPILED_STACK],
          testTimeout: 180_000,
          hookTimeout: 240_000,
        },
      },
      {
        // Some browser tests word what they expect with the SPA's own modules (in English).
        plugins: [webMessages],
        test: {
          ...BROWSER_FIRST,
          name: 'e2e',
          include: ['web/e2e/**/*.e2e.test.ts'],
          setupFiles: ['web/src/testing/setup-i18n.ts'],
          globalSetup: [COMPILED_STACK, 'scripts/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
