import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../config/env';
import type { Database } from '../db/schema';
import { runCheck, type HealthCheck } from './health';

export interface WorkerHealthServer {
  port: number;
  close(): Promise<void>;
}

/**
 * GET /health for a worker process, which has no HTTP server of its own: 200 when every
 * dependency answers, 503 naming the one that did not (the services' /health shape). Plain
 * node:http, not Fastify: a probe port needs nothing more, and a worker stays small.
 */
export async function serveWorkerHealth({
  service,
  port,
  host,
  checks,
}: {
  service: string;
  port: number;
  host: string;
  checks: Record<string, HealthCheck>;
}): Promise<WorkerHealthServer> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/health') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { title: 'Not found', message: 'Only GET /health.' } }));
      return;
    }
    void Promise.all(
      Object.entries(checks).map(async ([name, check]) => [name, await runCheck(check)] as const),
    ).then((results) => {
      const ok = results.every(([, result]) => result === 'ok');
      response.writeHead(ok ? 200 : 503, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
      });
      response.end(
        JSON.stringify({
          status: ok ? 'ok' : 'degraded',
          service,
          checks: Object.fromEntries(results),
        }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * A worker's probe port when WORKER_HEALTH_PORT is set (null otherwise): ready while its
 * PostgreSQL pool and its Redis connection (the queue's) answer.
 */
export function serveWorkerHealthIfSet(
  config: Config,
  service: string,
  { db, redis }: { db: Kysely<Database>; redis: Redis },
): Promise<WorkerHealthServer | null> {
  if (config.workers.healthPort === null) return Promise.resolve(null);
  return serveWorkerHealth({
    service,
    port: config.workers.healthPort,
    host: config.host,
    checks: { postgres: () => sql`select 1`.execute(db), redis: () => redis.ping() },
  });
}
