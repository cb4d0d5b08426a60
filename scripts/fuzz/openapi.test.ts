import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVICE_NAMES,
  buildServiceServer,
  createRedis,
  createServiceDeps,
  loadConfig,
  type BuildApp,
  type Config,
  type ServiceDeps,
  type ServiceName,
} from '@trusthive/platform';
import { testDatabaseUrl, testRedisUrl } from '@trusthive/platform/testing';
import type { Redis } from 'ioredis';
import { buildGateway, PROXY_ROUTES } from '@trusthive/gateway';
import {
  buildOpenApiDocument,
  DOCS_PATH,
  OPENAPI_PATH,
  openApiPath,
} from '@trusthive/gateway/openapi';
import { buildApp as analytics } from '@trusthive/analytics';
import { buildApp as company } from '@trusthive/company';
import { buildApp as enrichment } from '@trusthive/enrichment';
import { buildApp as scoring } from '@trusthive/scoring';
import { buildApp as search } from '@trusthive/search';
import { buildApp as submissions } from '@trusthive/submissions';
import { checkOpenApiStructure } from './openapi-structure';

// The OpenAPI document against the routes the code really registers: every route a service
// answers under a public prefix, every prefix the gateway proxies and the gateway's own API
// routes must be in it, and the document must hold together as OpenAPI 3.1.

const BUILD_APPS: Record<ServiceName, BuildApp> = {
  search,
  company,
  scoring,
  enrichment,
  submissions,
  analytics,
};

/** Scalar's own files behind the reference page: part of the page, not of the API. */
const DOCS_PAGE_FILES = [`${DOCS_PATH}/`, `${DOCS_PATH}/js/scalar.js`];

const document = buildOpenApiDocument();
const documented = new Set(
  Object.entries(document.paths ?? {}).flatMap(([route, item]) =>
    Object.keys(item ?? {})
      .filter((key) => ['get', 'post', 'put', 'patch', 'delete'].includes(key))
      .map((method) => `${method.toUpperCase()} ${route}`),
  ),
);

interface Registered {
  method: string;
  url: string;
}

/** Every route an app registers, HEAD (Fastify's automatic twin of GET) left out. */
function collectRoutes(app: FastifyInstance, into: Registered[]): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') into.push({ method, url: route.url });
    }
  });
}

const isPublic = (url: string) =>
  PROXY_ROUTES.some(({ prefix }) => {
    const pattern = new RegExp(`^${prefix.replace(/:[^/]+/g, ':[^/]+')}(?:/|$)`);
    return pattern.test(url);
  });

let deps: ServiceDeps;
let redis: Redis;
const serviceRoutes: Array<Registered & { service: ServiceName }> = [];
const gatewayRoutes: Registered[] = [];
let gateway: FastifyInstance;

beforeAll(async () => {
  const base = loadConfig({
    LOG_LEVEL: 'silent',
    // Its own queues and page cache: tests running at once never share either.
    QUEUE_PREFIX: `test-${randomUUID().slice(0, 18)}`,
  });
  const config: Config = {
    ...base,
    database: { url: testDatabaseUrl(), poolSize: 2 },
    redis: { url: testRedisUrl() },
  };
  deps = createServiceDeps(config, 'openapi-test');
  for (const name of SERVICE_NAMES) {
    const routes: Registered[] = [];
    const app = await buildServiceServer(name, deps, async (app, deps) => {
      collectRoutes(app, routes);
      await BUILD_APPS[name](app, deps);
    });
    await app.ready();
    await app.close();
    serviceRoutes.push(...routes.map((route) => ({ ...route, service: name })));
  }

  const distDir = mkdtempSync(path.join(tmpdir(), 'trusthive-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>TrustHive</title>');
  redis = createRedis(testRedisUrl(), 'producer', 'openapi-test');
  gateway = await buildGateway({
    config: { ...config, gateway: { ...config.gateway, webDistDir: distDir } },
    redis,
  });
  await gateway.ready();
  gatewayRoutes.push(...parsePrintedRoutes(gateway.printRoutes({ commonPrefix: false })));
});

afterAll(async () => {
  await gateway?.close();
  redis?.disconnect();
  await deps?.db.destroy();
  deps?.redis.disconnect();
});

/**
 * The gateway makes its own server inside buildGateway, so its routes are read back from
 * printRoutes: one line per path segment, indented by depth, methods in brackets.
 */
function parsePrintedRoutes(printed: string): Registered[] {
  const routes: Registered[] = [];
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, url: stack.join('') });
    }
  }
  return routes;
}

describe('the OpenAPI document', () => {
  it('should hold together as OpenAPI 3.1: every $ref resolves, every operation answers', () => {
    expect(document.openapi).toBe('3.1.0');
    // The health report is the body of its own 503 (which service is down).
    expect(checkOpenApiStructure(document, ['GET /api/health 503'])).toEqual([]);
  });

  it('should describe every route a service registers under a public prefix', () => {
    const publicRoutes = serviceRoutes.filter((route) => isPublic(route.url));
    expect(publicRoutes.length).toBeGreaterThan(20);
    const missing = publicRoutes
      .map((route) => `${route.method} ${openApiPath(route.url)}`)
      .filter((operation) => !documented.has(operation));
    expect(missing).toEqual([]);
  });

  it('should have a service route behind every operation it names for a service', () => {
    const registered = new Set(
      serviceRoutes.map((route) => `${route.method} ${openApiPath(route.url)}`),
    );
    const gatewayOwn = new Set(
      gatewayRoutes.map((route) => `${route.method} ${openApiPath(route.url)}`),
    );
    const orphans = [...documented].filter(
      (operation) => !registered.has(operation) && !gatewayOwn.has(operation),
    );
    expect(orphans).toEqual([]);
  });

  it('should cover every prefix the gateway proxies', () => {
    const paths = Object.keys(document.paths ?? {});
    const uncovered = PROXY_ROUTES.map((route) => openApiPath(route.prefix)).filter(
      (prefix) => !paths.some((documentedPath) => documentedPath.startsWith(prefix)),
    );
    expect(uncovered).toEqual([]);
  });

  it('should name the staff session on every staff route but sign-in, and its token on writes', () => {
    // The claims and reports queues once left both out: a client generated from the document
    // would have sent their decisions without the CSRF token and been refused.
    const operations = Object.entries(document.paths ?? {})
      .filter(([route]) => route.startsWith('/api/staff'))
      .flatMap(([route, item]) =>
        Object.entries(item ?? {})
          .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
          .map(([method, operation]) => ({
            name: `${method.toUpperCase()} ${route}`,
            write: method !== 'get',
            operation: operation as {
              security?: unknown[];
              parameters?: Array<{ name?: string }>;
            },
          })),
      );
    expect(operations.length).toBeGreaterThan(20);
    const unguarded = operations
      .filter(({ name }) => name !== 'POST /api/staff/session')
      .filter(
        ({ write, operation }) =>
          !operation.security?.length ||
          (write && !operation.parameters?.some((parameter) => parameter.name === 'x-csrf-token')),
      )
      .map(({ name }) => name);
    expect(unguarded).toEqual([]);
  });

  it("should describe the gateway's own API routes", () => {
    const own = gatewayRoutes
      .filter((route) => route.url.startsWith('/api/') && !DOCS_PAGE_FILES.includes(route.url))
      .filter((route) => !PROXY_ROUTES.some(({ prefix }) => route.url.startsWith(prefix)))
      .map((route) => `${route.method} ${openApiPath(route.url)}`);
    expect(own).toEqual(expect.arrayContaining(['GET /api/health', `GET ${OPENAPI_PATH}`]));
    expect(own.filter((operation) => !documented.has(operation))).toEqual([]);
  });
});
