import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INTERNAL_CALLER_HEADER,
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
import { PUBLIC_CACHE_CONTROL } from '../src/plugins/http-caching';

// The gateway in front of real service shells (real PostgreSQL and Redis health checks),
// each on its own ephemeral port. One service is left down to see the gateway say so.
const DOWN: ServiceName = 'analytics';

let gateway: FastifyInstance;
let secureGateway: FastifyInstance;
let deps: ServiceDeps;
let gatewayRedis: Redis | undefined;
const services: FastifyInstance[] = [];
let companyHealthProbes = 0;
let config: Config;
/** The gateway on a port of its own, for what only a raw socket can send. */
let gatewayPort: number;

beforeAll(async () => {
  const base = loadConfig({
    LOG_LEVEL: 'silent',
    // Its own queues and page cache: tests running at once never share either.
    QUEUE_PREFIX: `test-${randomUUID().slice(0, 18)}`,
  });
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
        host: request.host,
        forwardedHost: request.headers['x-forwarded-host'] ?? null,
        internalCaller: request.headers[INTERNAL_CALLER_HEADER] ?? null,
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
  // A build that left its source maps behind: the gateway must still not serve them.
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'assets', 'app.js'), 'console.log(1);');
  writeFileSync(path.join(distDir, 'assets', 'app.js.map'), '{"version":3,"sources":[]}');
  writeFileSync(path.join(distDir, 'stats.map'), '{}');
  config = {
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
  gatewayRedis = createRedis(testRedisUrl(), 'producer', 'gateway-test');
  gateway = await buildGateway({ config, redis: gatewayRedis });
  gatewayPort = Number(new URL(await gateway.listen({ port: 0, host: '127.0.0.1' })).port);
  // The same gateway for a site whose public origin is https (TLS ends at a proxy in front).
  secureGateway = await buildGateway({
    config: { ...config, publicBaseUrl: 'https://trusthive.in' },
    redis: gatewayRedis,
  });
});

afterAll(async () => {
  await gateway?.close();
  await secureGateway?.close();
  gatewayRedis?.disconnect();
  await Promise.all(services.map((service) => service.close()));
  await deps?.db.destroy();
  deps?.redis.disconnect();
});

/** Sends raw bytes to the listening gateway and gives back its answer's status line and text. */
function rawExchange(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(gatewayPort, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(5_000, () =>
      socket.destroy(new Error(`no answer to ${JSON.stringify(text)}`)),
    );
  });
}

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
    // Browsers revalidate every time (max-age=0); a CDN may keep it a minute (http-caching.ts).
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
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

  it('should redirect plain http to the configured https origin, whatever Host the caller sends', async () => {
    for (const host of ['trusthive.in', 'evil.example', 'localhost:8080']) {
      const redirected = await secureGateway.inject({
        method: 'GET',
        url: '/faq?tab=1',
        headers: { host, 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example' },
      });
      expect(redirected.statusCode).toBe(301);
      expect(redirected.headers.location).toBe('https://trusthive.in/faq?tab=1');
    }
    const secure = await secureGateway.inject({
      method: 'GET',
      url: '/faq',
      headers: { host: 'evil.example', 'x-forwarded-proto': 'https', ...from() },
    });
    expect(secure.statusCode).toBe(200);
  });

  it('should never redirect when the public origin is plain http', async () => {
    const response = await gateway.inject({
      method: 'GET',
      url: '/faq',
      headers: { host: 'evil.example', 'x-forwarded-proto': 'http', ...from() },
    });
    expect(response.statusCode).toBe(200);
  });

  // Issue 43: the mark that keeps TrustHive's own searches out of the analytics is its own
  // processes' to send; a visitor's comes no further than the gateway.
  it("should not pass the internal caller's mark on from outside", async () => {
    const response = await gateway.inject({
      method: 'GET',
      url: '/api/companies/9',
      headers: { ...from(), [INTERNAL_CALLER_HEADER]: 'bulk-check' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().internalCaller).toBeNull();
  });

  it('should not pass a host the caller chose on to the services', async () => {
    const response = await gateway.inject({
      method: 'GET',
      url: '/api/companies/9',
      headers: {
        ...from(),
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        forwarded: 'host=evil.example',
      },
    });
    const seen = response.json();
    expect(seen.forwardedHost).toBeNull();
    expect(seen.host).not.toContain('evil.example');
  });

  // Issue 37, finding 5: 'Expect: 100-continue' answered 503 with a stack trace in the log per
  // request (undici refuses to send the header on). The gateway's own server answers the
  // expectation; the hop to the service goes without it.
  it('should answer a request that expects 100-continue as any other, through the proxy', async () => {
    const response = await gateway.inject({
      method: 'GET',
      url: '/api/companies/9',
      headers: { ...from(), expect: '100-continue' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ service: 'company', params: { id: '9' } });
  });

  // Issue 37 #10: `/\evil.example/` answered `Location: /\evil.example`, which a browser
  // reads as the protocol-relative `//evil.example`.
  it('should never answer a trailing-slash redirect with a Location that leaves the site', async () => {
    for (const target of ['/\\evil.example/', '//evil.example/', '/\\/evil.example/', '/about/']) {
      const answer = await rawExchange(
        `GET ${target} HTTP/1.1\r\nHost: trusthive.test\r\nX-Forwarded-For: ${from()['x-forwarded-for']}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.split('\r\n')[0], target).toBe('HTTP/1.1 301 Moved Permanently');
      const location = /\r\nlocation: ([^\r]*)/i.exec(answer)?.[1];
      expect(location, target).toMatch(/^\/(?![/\\])/);
    }
  });

  // Issue 37 #10: both were answered as if they were ordinary requests.
  it('should refuse two Host headers and an HTTP/0.9 request line with 400 in the uniform shape', async () => {
    const forwarded = `X-Forwarded-For: ${from()['x-forwarded-for']}`;
    const cases = [
      `GET /api/companies/9 HTTP/1.1\r\nHost: trusthive.test\r\nHost: evil.example\r\n${forwarded}\r\nConnection: close\r\n\r\n`,
      `GET /api/companies/9\r\n\r\n`,
      `GET /api/companies/9 HTTP/0.9\r\n\r\n`,
    ];
    for (const request of cases) {
      const answer = await rawExchange(request);
      expect(answer.split('\r\n')[0], JSON.stringify(request)).toBe('HTTP/1.1 400 Bad Request');
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;
      expect(body).toEqual({ error: { title: 'Bad Request', message: expect.any(String) } });
      expect(answer).not.toContain('"service"');
    }
  });

  it('should limit each address and answer 429 in the uniform shape', async () => {
    // Read windows are the clock's minutes, shared by every replica: not across one's end.
    if (Date.now() % 60_000 > 58_000) await new Promise((r) => setTimeout(r, 2_100));
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

  it('should count a write to a percent-encoded path against the write budget', async () => {
    const headers = from();
    const statuses: number[] = [];
    for (const url of ['/api/%72eports', '/%61pi/reports', '/api/r%65ports', '/api/%63ontact']) {
      statuses.push(
        (await gateway.inject({ method: 'POST', url, headers, payload: {} })).statusCode,
      );
    }
    // The budget is two writes a minute in this test; the encoded spellings are the same routes.
    expect(statuses.slice(2)).toEqual([429, 429]);
  });

  it('should not count an encoded write against the read budget instead', async () => {
    const headers = from();
    for (let i = 0; i < 5; i++) await gateway.inject({ method: 'GET', url: '/about', headers });
    const write = await gateway.inject({
      method: 'POST',
      url: '/api/%72eports',
      headers,
      payload: {},
    });
    expect(write.statusCode).not.toBe(429);
  });

  it('should give an encoded API path the API headers and a JSON 404', async () => {
    const response = await gateway.inject({
      method: 'GET',
      url: '/%61pi/nothing-here',
      headers: from(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.title).toBe('Not Found');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('should refuse JSON nested thousands deep with 400 before it reaches a service', async () => {
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    // Reports are served by the fake service; analytics is down: neither is reached.
    for (const url of ['/api/reports', '/api/events/search']) {
      const response = await gateway.inject({
        method: 'POST',
        url,
        headers: { ...from(), 'content-type': 'application/json' },
        payload: `{"message":${deep}}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        title: 'Invalid Request',
        message: 'The JSON body nests deeper than 32 levels.',
      });
    }
  });

  it('should answer a URL it cannot decode with 400 in the uniform shape and the security headers', async () => {
    for (const url of ['/%', '/api/%', '/api/companies/%E0%A4%A']) {
      const response = await gateway.inject({ method: 'GET', url, headers: from() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { title: 'Invalid Request', message: 'The request URL is not valid.' },
      });
      expect(response.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
      });
      expect(response.headers['strict-transport-security']).toContain('max-age=');
    }
  });

  it('should serve the built assets but never a source map', async () => {
    const script = await gateway.inject({ method: 'GET', url: '/assets/app.js', headers: from() });
    expect(script.statusCode).toBe(200);
    for (const url of [
      '/assets/app.js.map',
      '/assets/app.js%2Emap',
      '/stats.map',
      '/missing.js.map',
    ]) {
      const response = await gateway.inject({ method: 'GET', url, headers: from() });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.title).toBe('Not Found');
    }
  });
});
