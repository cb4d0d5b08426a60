import closeWithGrace from 'close-with-grace';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import { pino, type Logger } from 'pino';
import type { Config } from '../config/env';
import { createDb } from '../db/client';
import { warnOnConnectionLost } from '../db/connection-loss';
import type { Database } from '../db/schema';
import { readConfigOrExit } from '../http/run-service';
import { serveWorkerHealthIfSet } from '../http/worker-health';
import type { OutboxRelay } from '../outbox/relay';
import { createRedis } from '../redis/client';

/** What a worker process builds its workers on: opened, watched and closed by runWorker. */
export interface WorkerDeps {
  config: Config;
  logger: Logger;
  db: Kysely<Database>;
  /** The connection BullMQ workers block on; the probe port asks it too. */
  connection: Redis;
  /** A second connection for what the process produces (queues, a relay, caches), opened on first use. */
  producer: () => Redis;
}

/** What a worker process hands back to runWorker to start, wait for and stop. */
export interface WorkerParts {
  /** Resolves once the process takes jobs. */
  waitUntilReady: () => Promise<void>;
  /** Stops taking jobs and finishes the held ones; runs before the shared connections close. */
  close: () => Promise<void>;
  /**
   * The outbox relay of a process that writes outbox rows (see outbox/relay.ts): started
   * before the workers are awaited, closed after them, so what they write is still delivered.
   */
  relay?: OutboxRelay;
  /** The 'ready' log line: scripts that start the stack wait for it. */
  ready: { message: string; fields?: Record<string, unknown> };
}

export interface RunWorkerOptions {
  /** Also the log's `service` and PostgreSQL's application_name (STACK_PROCESSES names). */
  name: string;
  poolSize: number;
}

/**
 * The shell of every worker process's worker-main.ts, as runService is of every service's
 * main.ts: config, logger, the database pool and Redis connections, the probe port when
 * WORKER_HEALTH_PORT is set, and a graceful stop on SIGTERM that lets held jobs finish (30 s)
 * before the connections close. If the process is killed instead, BullMQ hands its jobs to
 * another worker when their locks expire. Resolves, once the workers take jobs, with what the
 * process may still start in the background.
 */
export async function runWorker(
  { name, poolSize }: RunWorkerOptions,
  build: (deps: WorkerDeps) => Promise<WorkerParts> | WorkerParts,
): Promise<WorkerDeps> {
  const config = readConfigOrExit();
  const logger = pino({ level: config.log.level, base: { service: name } });
  const db = createDb({
    url: config.database.url,
    poolSize,
    applicationName: name,
    // A lost connection costs only itself; the job that used it fails and is retried.
    onConnectionLost: warnOnConnectionLost(logger, 'database connection lost; reconnecting'),
  });
  const connection = createRedis(config.redis.url, 'worker', name);
  let producer: Redis | undefined;
  const deps: WorkerDeps = {
    config,
    logger,
    db,
    connection,
    producer: () => (producer ??= createRedis(config.redis.url, 'producer', name)),
  };
  const parts = await build(deps);
  const health = await serveWorkerHealthIfSet(config, name, { db, redis: connection });

  closeWithGrace({ delay: 30_000 }, async ({ err }) => {
    if (err) logger.error({ err }, 'stopping after an error');
    await health?.close();
    await parts.close();
    await parts.relay?.close();
    await db.destroy();
    connection.disconnect();
    producer?.disconnect();
  });

  parts.relay?.start();
  await parts.waitUntilReady();
  logger.info(parts.ready.fields ?? {}, parts.ready.message);
  return deps;
}
