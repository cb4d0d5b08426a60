import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { createDb } from '../src/db/client';
import { warnOnConnectionLost } from '../src/db/connection-loss';
import { createServer } from '../src/http/create-server';
import { createRedis } from '../src/redis/client';
import { testDatabaseUrl } from '../src/testing/test-env';

// Issue 24 #16: PostgreSQL ending this process's connections (a restart, a failover, a
// pooler's idle timeout; here pg_terminate_backend) must cost only the requests in flight,
// which answer 503 in the uniform shape, never the process.

const applicationName = `lost-connections-${process.pid}`;
const lost: Error[] = [];
const db = createDb({
  url: testDatabaseUrl(),
  poolSize: 4,
  applicationName,
  onConnectionLost: (error) => lost.push(error),
});
const admin = createDb({ url: testDatabaseUrl(), poolSize: 1, applicationName: 'test-admin' });
// A Redis nobody listens on: port 1 refuses every connection.
const deadRedis = createRedis('redis://127.0.0.1:1', 'producer', 'lost-connections-test');

const app = createServer({ name: 'test', log: { level: 'silent', pretty: false } });
app.get('/now', async () => {
  const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
  return { one: rows[0]?.one };
});
app.get('/slow', async () => {
  await sql`select pg_sleep(10)`.execute(db);
  return { slept: true };
});
app.get('/queue', async () => ({ pong: await deadRedis.ping() }));

afterAll(async () => {
  await app.close();
  await db.destroy();
  await admin.destroy();
  deadRedis.disconnect();
});

async function terminateOurConnections(): Promise<number> {
  const { rows } = await sql<{ ended: boolean }>`
    select pg_terminate_backend(pid) as ended from pg_stat_activity
    where application_name = ${applicationName}`.execute(admin);
  return rows.length;
}

async function sleeping(): Promise<boolean> {
  const { rows } = await sql`
    select 1 from pg_stat_activity
    where application_name = ${applicationName} and query like '%pg_sleep(10)%'
      and state = 'active'`.execute(admin);
  return rows.length > 0;
}

async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('lost database connections', () => {
  it('should keep serving after its idle connections are terminated', async () => {
    // Open several pooled connections, leave them idle, then have PostgreSQL end them.
    await Promise.all(Array.from({ length: 4 }, () => sql`select pg_sleep(0.05)`.execute(db)));
    const terminated = await terminateOurConnections();
    expect(terminated).toBeGreaterThan(0);
    await until(() => lost.length >= terminated);
    expect((lost[0] as Error & { code?: string }).code).toBe('57P01');

    const response = await app.inject({ method: 'GET', url: '/now' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ one: 1 });
  });

  it('should answer a query cut off in flight with a 503 in the uniform shape', async () => {
    const inFlight = app.inject({ method: 'GET', url: '/slow' });
    await until(sleeping);
    await terminateOurConnections();
    const response = await inFlight;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: {
        title: 'Service Unavailable',
        message: 'The database is unavailable. Please try again shortly.',
      },
    });
    expect((await app.inject({ method: 'GET', url: '/now' })).statusCode).toBe(200);
  });

  it('should answer an unreachable Redis with a 503 in the uniform shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/queue' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toBe(
      'The service is unavailable. Please try again shortly.',
    );
  });

  // Issue 37 #10: the worker logged a lost connection's error with its pg client attached,
  // the backend's cancel key (processID, secretKey) and connection parameters included.
  it('should log a lost connection as its type, message and code, never the pg client', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          lines.push(chunk.toString());
          callback();
        },
      }),
    );
    const name = `lost-connection-log-${process.pid}`;
    const logged = createDb({
      url: testDatabaseUrl(),
      poolSize: 1,
      applicationName: name,
      onConnectionLost: warnOnConnectionLost(logger, 'database connection lost; reconnecting'),
    });
    try {
      await sql`select 1`.execute(logged);
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${name}`.execute(admin);
      await until(() => lines.length > 0);
      const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
      expect(entry).toMatchObject({
        msg: 'database connection lost; reconnecting',
        connectionLoss: { code: '57P01', type: expect.any(String), message: expect.any(String) },
      });
      expect(Object.keys(entry.connectionLoss as object).sort()).toEqual([
        'code',
        'message',
        'type',
      ]);
      expect(entry.err).toBeUndefined();
      for (const secret of [
        'secretKey',
        'processID',
        'client',
        'password',
        'connectionParameters',
      ]) {
        expect(lines[0]).not.toContain(secret);
      }
    } finally {
      await logged.destroy();
    }
  });
});
