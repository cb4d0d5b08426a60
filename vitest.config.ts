import { defineConfig } from 'vitest/config';

// Five tiers: `node` (unit tests beside the code and medium tests against real PostgreSQL and
// Redis), `web-unit` (SPA units in jsdom), `e2e` (real Chromium against the real gateway
// serving the built SPA), `fuzz` (generated requests against the real stack of processes) and
// `scale` (two of every process side by side, sharing one database, Redis and bucket).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: [
            'services/*/src/**/*.test.ts',
            'services/*/test/**/*.test.ts',
            'gateway/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [
            '**/node_modules/**',
            '**/*.e2e.test.ts',
            '**/*.fuzz.test.ts',
            'scripts/scale/**',
          ],
          globalSetup: ['services/platform/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web-unit',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'fuzz',
          include: ['scripts/fuzz/**/*.fuzz.test.ts'],
          globalSetup: ['services/platform/src/testing/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          // Two of everything (issue 22): two gateways and two replicas of every service and
          // worker on one database, one Redis and one S3 stand-in; see scripts/scale/.
          name: 'scale',
          include: ['scripts/scale/**/*.test.ts'],
          globalSetup: ['services/platform/src/testing/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.e2e.test.ts'],
          globalSetup: ['scripts/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
