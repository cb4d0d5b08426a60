import net from 'node:net';
import pg from 'pg';
import { createDb } from '../db/client';
import { ensureDatabase } from '../db/ensure-database';
import { appRoleUrl, databaseUser, provisionAppRole } from '../db/app-role';
import { migrateToLatest } from '../db/migrator';
import { DEFAULT_TEST_DATABASE_URL, DEFAULT_TEST_REDIS_URL, notATestDatabase } from './test-env';
import { TEMPLATE_DATABASE_ENV, makeTemplateDatabase } from './migrated-database';

type Stop = () => Promise<void>;

/**
 * Vitest globalSetup: finds PostgreSQL and Redis (env URLs, else the local servers, else
 * testcontainers when a Docker engine answers), then migrates the test database once.
 * Tests isolate by data (unique keys per test), not by resetting the database.
 *
 * Without DATABASE_URL every run gets a database of its own, made from the migrations of the
 * code under test and dropped at the end: a migration edited or removed on another branch can
 * never leave a stale schema behind, and two runs on one machine never meet.
 */
export default async function setup(): Promise<Stop> {
  const refusal = process.env.DATABASE_URL ? notATestDatabase(process.env.DATABASE_URL) : null;
  if (refusal) throw new Error(refusal);
  const stops: Stop[] = [];
  if (!process.env.DATABASE_URL && !(await reachable(DEFAULT_TEST_DATABASE_URL))) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:16.4-alpine').start();
    process.env.DATABASE_URL = container.getConnectionUri();
    stops.push(async () => void (await container.stop()));
  }
  if (!process.env.REDIS_URL && !(await reachable(DEFAULT_TEST_REDIS_URL))) {
    const { RedisContainer } = await import('@testcontainers/redis');
    const container = await new RedisContainer('redis:7.4-alpine').start();
    process.env.REDIS_URL = container.getConnectionUrl();
    stops.push(async () => void (await container.stop()));
  }
  let runDatabase: string | null = null;
  if (!process.env.DATABASE_URL) {
    const url = await createRunDatabase(DEFAULT_TEST_DATABASE_URL);
    process.env.DATABASE_URL = url;
    runDatabase = url;
    stops.push(() => dropDatabase(url));
  }
  process.env.REDIS_URL ||= DEFAULT_TEST_REDIS_URL;

  // Migrated as the owner; every test, service and stack then connects as the services' role
  // (issue 37), as they do in production: DATABASE_URL becomes that role's URL, and
  // DATABASE_MIGRATION_URL (testOwnerDatabaseUrl) is the owner's, for tests that need DDL.
  const ownerUrl = process.env.DATABASE_MIGRATION_URL || process.env.DATABASE_URL;
  const appUrl =
    databaseUser(process.env.DATABASE_URL) === databaseUser(ownerUrl)
      ? appRoleUrl(ownerUrl)
      : process.env.DATABASE_URL;
  await ensureDatabase(ownerUrl);
  const db = createDb({ url: ownerUrl, poolSize: 1, applicationName: 'test-migrate' });
  try {
    await migrateToLatest(db, { info: () => undefined });
    await provisionAppRole(db, appUrl);
  } finally {
    await db.destroy();
  }
  // The run's own database, just migrated, is copied once into a template that the files
  // needing a database of their own copy in turn (migrated-database.ts).
  if (runDatabase && !process.env[TEMPLATE_DATABASE_ENV]) {
    const template = withDatabase(runDatabase, `${new URL(runDatabase).pathname.slice(1)}_tpl`);
    if (await makeTemplateDatabase(runDatabase, new URL(template).pathname.slice(1))) {
      process.env[TEMPLATE_DATABASE_ENV] = new URL(template).pathname.slice(1);
      stops.push(() => dropDatabase(template));
    }
  }
  process.env.DATABASE_MIGRATION_URL = ownerUrl;
  process.env.DATABASE_URL = appUrl;
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}

const RUN_DATABASE_PREFIX = 'trusthive_test_run_';
const STALE_AFTER_MS = 3 * 60 * 60 * 1000;

/** The start time a run database's name carries (base-36 milliseconds); 0 if unreadable. */
function startedAt(name: string): number {
  const stamp = name.slice(RUN_DATABASE_PREFIX.length).split('_')[0] ?? '';
  const value = parseInt(stamp, 36);
  return Number.isFinite(value) ? value : 0;
}

/** A fresh database for this run, after dropping those that earlier, killed runs left behind. */
async function createRunDatabase(baseUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: withDatabase(baseUrl, 'postgres') });
  await admin.connect();
  try {
    const stale = await admin.query<{ datname: string }>(
      `select datname from pg_database d
        where datname like $1
          and not exists (select 1 from pg_stat_activity a where a.datname = d.datname)`,
      [`${RUN_DATABASE_PREFIX}%`],
    );
    // Only databases of runs started hours ago: a parallel run that has created its database
    // but not yet connected to it must not lose it.
    const cutoff = Date.now() - STALE_AFTER_MS;
    for (const { datname } of stale.rows.filter((row) => startedAt(row.datname) < cutoff)) {
      await admin
        .query(`drop database if exists ${pg.escapeIdentifier(datname)}`)
        .catch(() => undefined);
    }
    const name = `${RUN_DATABASE_PREFIX}${Date.now().toString(36)}_${process.pid}`;
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
    return withDatabase(baseUrl, name);
  } finally {
    await admin.end();
  }
}

async function dropDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await admin.connect();
  try {
    // Pools of the test files may still hold idle connections; they are done with them.
    await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  } finally {
    await admin.end();
  }
}

function withDatabase(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.setTimeout(1_000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(false));
  });
}
