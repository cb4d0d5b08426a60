import net from 'node:net';
import { createDb } from '../db/client';
import { ensureDatabase } from '../db/ensure-database';
import { migrateToLatest } from '../db/migrator';
import { DEFAULT_TEST_DATABASE_URL, DEFAULT_TEST_REDIS_URL } from './test-env';

type Stop = () => Promise<void>;

/**
 * Vitest globalSetup: finds PostgreSQL and Redis (env URLs, else the local servers, else
 * testcontainers when a Docker engine answers), then migrates the test database once.
 * Tests isolate by data (unique keys per test), not by resetting the database.
 */
export default async function setup(): Promise<Stop> {
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
  process.env.DATABASE_URL ||= DEFAULT_TEST_DATABASE_URL;
  process.env.REDIS_URL ||= DEFAULT_TEST_REDIS_URL;

  await ensureDatabase(process.env.DATABASE_URL);
  const db = createDb({
    url: process.env.DATABASE_URL,
    poolSize: 1,
    applicationName: 'test-migrate',
  });
  try {
    await migrateToLatest(db, { info: () => undefined });
  } finally {
    await db.destroy();
  }
  return async () => {
    for (const stop of stops) await stop();
  };
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
