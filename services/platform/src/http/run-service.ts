import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import { ConfigError, loadConfig, type Config, type ServiceName } from '../config/env';
import { createDb } from '../db/client';
import { connectionLossForLog } from '../db/connection-loss';
import type { Database } from '../db/schema';
import { createRedis } from '../redis/client';
import { createServer, type Server } from './create-server';
import { healthRoute, type HealthCheck } from './health';

/** What every service is handed; tests build the same object around real Postgres and Redis. */
export interface ServiceDeps {
  config: Config;
  db: Kysely<Database>;
  redis: Redis;
}

/**
 * Registers a service's plugins and routes. It may return health checks of its own, beside
 * PostgreSQL and Redis: the search service's says whether its in-memory names are loaded, so a
 * new instance takes no traffic (readiness is GET /health) until it answers at full speed.
 */
export type BuildApp = (
  app: Server,
  deps: ServiceDeps,
) => Promise<void | { checks?: Record<string, HealthCheck> }>;

export function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export function createServiceDeps(
  config: Config,
  name: string,
  onDatabaseConnectionLost?: (error: Error) => void,
): ServiceDeps {
  return {
    config,
    db: createDb({
      url: config.database.url,
      poolSize: config.database.poolSize,
      applicationName: name,
      ...(onDatabaseConnectionLost ? { onConnectionLost: onDatabaseConnectionLost } : {}),
    }),
    redis: createRedis(config.redis.url, 'producer', name),
  };
}

/** Builds a service's server around its deps: health checks, the app's routes, cleanup. */
export async function buildServiceServer(
  name: ServiceName,
  deps: ServiceDeps,
  buildApp: BuildApp,
): Promise<Server> {
  const app = createServer({
    name,
    log: deps.config.log,
    forwardingSecret: deps.config.forwarding?.secret ?? null,
  });
  const own = await buildApp(app, deps);
  await app.register(healthRoute, {
    service: name,
    checks: {
      postgres: () => sql`select 1`.execute(deps.db),
      redis: () => deps.redis.ping(),
      ...own?.checks,
    },
  });
  return app;
}

/** The thin shell of a service's main.ts: config, deps, listen, and a graceful stop. */
export async function runService(name: ServiceName, buildApp: BuildApp): Promise<void> {
  const config = readConfigOrExit();
  let app: Server | undefined = undefined;
  const deps = createServiceDeps(config, name, (err) =>
    app?.log.warn(
      { connectionLoss: connectionLossForLog(err) },
      'database connection lost; the pool opens a new one when needed',
    ),
  );
  app = await buildServiceServer(name, deps, buildApp);
  app.addHook('onClose', async () => {
    await deps.db.destroy();
    deps.redis.disconnect();
  });
  await listenUntilStopped(app, { port: config.services[name].port, host: config.host });
}

/**
 * Listens, and on SIGTERM or SIGINT closes the server within 10 s: requests in flight finish
 * and the app's onClose hooks release what it holds. Every HTTP process (the services and the
 * gateway) starts and stops this one way.
 */
export async function listenUntilStopped(
  app: FastifyInstance,
  { port, host }: { port: number; host: string },
): Promise<void> {
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'stopping after an error');
    await app.close();
  });
  await app.listen({ port, host });
}
