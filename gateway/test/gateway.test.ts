import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVICE_NAMES,
  buildServiceServer,
  createRedis,
  createServiceDeps,
  loadConfig,
  type Config,
  type ServiceDeps,
  type ServiceName,
} from '@trusthive/platform';
import type { Redis } from 'ioredis';
import { testDatabaseUrl, testRedisUrl } from '@trusthive/platform/testing';
import { buildGateway } from '../src/app';

// The gateway in front of real service shells (real PostgreSQL and Redis health checks),
// each on its own ephemeral port. One service is left down to see the gateway say so.
const DOWN: ServiceName = 'analytics';

let gateway: FastifyInstance;
let deps: ServiceDeps;
let gatewayRedis: Redis | undefined;
const services: FastifyInstance[] = [];
let companyHealthProbes = 0;

beforeAll(async () => {
  const base = loadConfig({ LOG_LEVEL: 'silent' });
  deps = createServiceDeps(
    {
      ...base,
      database: { url: testDatabaseUrl(), poolSize: 6 },
      redis: { url: testRedisUrl() },
    },
    'gateway-test',
  );
  const endpoints = {} as Config['services'];
  for (const name of SERVICE_NAMES) {
    if (name === DOWN) {
      endpoints[name] = { port: 1, url: 'http://127.0.0.1:1' };
      continue;
    }
    const service = await buildServiceServer(name, deps, async (app) => {
      if (name === 'company') {
        app.addHook('onRequest', async (request) => {
          if (request.url === '/health') companyHealthProbes += 1;
        });
      }
      app.get('/api/companies/:id', async (request) => ({
        service: name,
        params: request.params,
        requestId: request.id,
        ip: request.ip,
      }));
      app.get('/api/companies/:id/trust-score', async () => ({ service: name }));
    });
    const address = await service.listen({ port: 0, host: '127.0.0.1' });
    services.push(service);
    endpoints[name] = { port: Number(new URL(address).port), url: address };
  }
  const distDir = mkdtempSync(path.join(tmpdir(), 'trusthive-dist-'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><title>TrustHive</title><div id="root"></div>',
  );
  const config: Config = {
    ...base,
    services: endpoints,
    gateway: {
      ...base.gateway,
      webDistDir: distDir,
      trustProxyHops: 1,
      rateLimitPerMinute: 5,
      writeRateLimitPerMinute: 2,
    },
  };
  gateway = await buildGateway({
    config,
    redis: (gatewayRedis = createRedis(testRedisUrl(), 'producer', 'gateway-test')),
  });
});

afterAll(async () => {
  await gateway?.close();
  gatewayRedis?.disconnect();
  await Promise.all(services.map((service) => service.close()));
  await deps?.db.destroy();
  deps?.redis.disconnect();
});

/** Each test speaks from its own address so the shared Redis rate-limit counts don't mix. */
const from = () => ({
  'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
});

describe('gateway', () => {
  it('should aggregate health and answer 503 naming the service that is down', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    const body = response.json();
    expect(body.status).toBe('degraded');
    expect(body.services[DOWN]).toBe('unreachable');
    for (const name of SERVICE_NAMES.filter((name) => name !== DOWN))
      expect(body.services[name]).toBe('ok');
  });

  it('should let callers within a second share one round of probes', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const before = companyHealthProbes;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => gateway.inject({ method: 'GET', url: '/api/health' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([503, 503, 503, 503, 503]);
    expect(companyHealthProbes - before).toBe(1);
  });

  it('should route a company path to the company service and trust-score to scoring', async () => {
    const profile = await gateway.inject({
      method: 'GET',
      url: '/api/companies/42',
      headers: from(),
    });
    expect(profile.json()).toMatchObject({ service: 'company', params: { id: '42' } });
    const score = await gateway.inject({
      method: 'GET',
      url: '/api/companies/42/trust-score',
      headers: from(),
    });
    expect(score.json()).toEqual({ service: 'scoring' });
  });

  it('should pass its request id and the caller address to the service', async () => {
    const headers = { ...from(), 'x-request-id': `trace-${randomUUID()}` };
    const response = await gateway.inject({ method: 'GET', url: '/api/companies/7', headers });
    expect(response.headers['x-request-id']).toBe(headers['x-request-id']);
    expect(response.json()).toMatchObject({
      requestId: headers['x-request-id'],
      ip: headers['x-forwarded-for'],
    });
  });

  it('should answer 503 in the uniform shape when a service is down', async () => {
    const response = await gateway.inject({
      method: 'POST',
      url: '/api/events/search',
      headers: from(),
      payload: {},
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.title).toBe('Service Unavailable');
  });

  it('should answer an unknown API path with a JSON 404', async () => {
    const response = await gateway.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: from(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.title).toBe('Not Found');
  });

  it('should serve index.html for any page path so the SPA can route it', async () => {
    const response = await gateway.inject({
      method: 'GET',
      url: '/company/123?tab=gst',
      headers: from(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('should send security headers', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/', headers: from() });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });

  it('should give API answers the headers that keep JSON from being sniffed or framed', async () => {
    const response = await gateway.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: from(),
    });
    expect(response.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });

  it('should redirect plain http on a public host to https, and not on localhost', async () => {
    const redirected = await gateway.inject({
      method: 'GET',
      url: '/faq',
      headers: { host: 'trusthive.in', 'x-forwarded-proto': 'http' },
    });
    expect(redirected.statusCode).toBe(301);
    expect(redirected.headers.location).toBe('https://trusthive.in/faq');
    const local = await gateway.inject({
      method: 'GET',
      url: '/faq',
      headers: { host: 'localhost:8080', ...from() },
    });
    expect(local.statusCode).toBe(200);
    const secure = await gateway.inject({
      method: 'GET',
      url: '/faq',
      headers: { host: 'trusthive.in', 'x-forwarded-proto': 'https', ...from() },
    });
    expect(secure.statusCode).toBe(200);
  });

  it('should limit each address and answer 429 in the uniform shape', async () => {
    const headers = from();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await gateway.inject({ method: 'GET', url: '/about', headers })).statusCode);
    expect(statuses.slice(0, 5).every((status) => status === 200)).toBe(true);
    const limited = await gateway.inject({ method: 'GET', url: '/about', headers });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.title).toBe('Too Many Requests');
    const other = await gateway.inject({ method: 'GET', url: '/about', headers: from() });
    expect(other.statusCode).toBe(200);
  });

  it('should give writes a tighter budget than reads', async () => {
    const headers = from();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await gateway.inject({ method: 'POST', url: '/api/reports', headers, payload: {} }))
          .statusCode,
      );
    }
    expect(statuses[2]).toBe(429);
    expect((await gateway.inject({ method: 'GET', url: '/about', headers })).statusCode).toBe(200);
  });
});
