import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import pg from 'pg';
import {
  LocalStorage,
  createDb,
  createServer,
  provisionAppRole,
  createServiceDeps,
  loadConfig,
  type Server,
  type ServiceDeps,
} from '@trusthive/platform';
import {
  testDatabaseUrl,
  testOwnerDatabaseUrl,
  testRedisUrl,
  createMigratedDatabase,
} from '@trusthive/platform/testing';
import { createSubmissionsApp } from '../../src/app';
import { useServiceClock } from './staff-session';

// The submissions service with a clock the test moves (session expiry, lockouts) and the
// route table as it was registered (the staff security test walks it).

export interface StaffTestService {
  app: Server;
  deps: ServiceDeps;
  routes: RouteOptions[];
  clock: { now: number; advance(ms: number): void };
  close(): Promise<void>;
}

export async function startStaffService(
  name: string,
  env: Record<string, string> = {},
  databaseUrl = testDatabaseUrl(),
): Promise<StaffTestService> {
  const storageDir = await mkdtemp(path.join(tmpdir(), 'trusthive-staff-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const deps = createServiceDeps(
    {
      ...config,
      database: { url: databaseUrl, poolSize: 4 },
      redis: { url: testRedisUrl() },
      queues: { prefix: `test-${randomUUID().replaceAll('-', '').slice(0, 24)}` },
      storage: { dir: storageDir },
    },
    name,
  );
  const clock = {
    now: Date.now(),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const app = createServer({ name: 'submissions', log: deps.config.log });
  useServiceClock(app, clock);
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await createSubmissionsApp({ storage: new LocalStorage(storageDir), now: () => clock.now })(
    app,
    deps,
  );
  await app.ready();
  return {
    app,
    deps,
    routes,
    clock,
    close: async () => {
      await app.close();
      await deps.db.destroy();
      deps.redis.disconnect();
    },
  };
}

/**
 * A migrated database of its own, for a test of a rule over every row of a table (the last
 * active admin) that other test files, running at the same time, must not disturb.
 */
export async function ownDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const url = new URL(testOwnerDatabaseUrl());
  const name = `trusthive_test_staff_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = url.toString();
  url.pathname = `/${name}`;
  await createMigratedDatabase(url.toString());
  const db = createDb({ url: url.toString(), poolSize: 1, applicationName: 'staff-test-migrate' });
  // The service connects as the services' role there too, as on the run's database.
  const appUrl = new URL(testDatabaseUrl());
  appUrl.pathname = `/${name}`;
  try {
    await provisionAppRole(db, appUrl.toString());
  } finally {
    await db.destroy();
  }
  return {
    url: appUrl.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
