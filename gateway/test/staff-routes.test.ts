import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServiceServer,
  createRedis,
  createServiceDeps,
  loadConfig,
  type Config,
  type ServiceDeps,
} from '@trusthive/platform';
import { testDatabaseUrl, testRedisUrl } from '@trusthive/platform/testing';
import { buildApp as buildSubmissions } from '@trusthive/submissions';
import { createStaffAccount } from '../../services/submissions/test/support/staff-session';
import { buildGateway } from '../src/app';

// The staff console's API through the gateway (issue 18): the public entrance must not reach a
// staff route without a staff session, whatever the path's spelling, and a signed-in browser's
// cookie and token pass through both ways.

let gateway: FastifyInstance;
let submissions: FastifyInstance;
let deps: ServiceDeps;
let gatewayRedis: Redis | undefined;
let baseUrl: string;
const staffRoutes: Array<{ method: string; url: string }> = [];

beforeAll(async () => {
  const base = loadConfig({
    LOG_LEVEL: 'silent',
    // Its own queues and page cache: tests running at once never share either.
    QUEUE_PREFIX: `test-${randomUUID().slice(0, 18)}`,
  });
  deps = createServiceDeps(
    {
      ...base,
      database: { url: testDatabaseUrl(), poolSize: 4 },
      redis: { url: testRedisUrl() },
      queues: { prefix: `test-${randomUUID().slice(0, 18)}` },
      storage: { dir: mkdtempSync(path.join(tmpdir(), 'trusthive-gateway-staff-')) },
    },
    'gateway-staff-test',
  );
  submissions = await buildServiceServer('submissions', deps, async (app, appDeps) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.url.startsWith('/api/staff')) return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') staffRoutes.push({ method, url: route.url });
      }
    });
    await buildSubmissions(app, appDeps);
  });
  const address = await submissions.listen({ port: 0, host: '127.0.0.1' });
  const endpoint = { port: Number(new URL(address).port), url: address };
  const distDir = mkdtempSync(path.join(tmpdir(), 'trusthive-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>TrustHive</title>');
  const config: Config = {
    ...base,
    services: Object.fromEntries(
      Object.keys(base.services).map((name) => [
        name,
        name === 'submissions' ? endpoint : { port: 1, url: 'http://127.0.0.1:1' },
      ]),
    ) as Config['services'],
    gateway: {
      ...base.gateway,
      webDistDir: distDir,
      rateLimitPerMinute: 100_000,
      writeRateLimitPerMinute: 100_000,
    },
  };
  gateway = await buildGateway({
    config,
    redis: (gatewayRedis = createRedis(testRedisUrl(), 'producer', 'gateway-staff-test')),
  });
  baseUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
});

/**
 * Closing once hung past the hook's 60 s in a full run on a loaded machine (never alone, and
 * not yet explained): each step gets 15 s, and one that has not finished by then is named on
 * stderr and left behind, so the next such run says which one it was.
 */
async function closeWithin(step: string, close: () => Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      console.error(`[staff-routes teardown] ${step} still closing after 15 s; moving on`);
      resolve();
    }, 15_000);
  });
  await Promise.race([close(), late]).finally(() => clearTimeout(timer));
}

afterAll(async () => {
  await closeWithin('gateway', async () => gateway?.close());
  gatewayRedis?.disconnect();
  await closeWithin('submissions service', async () => submissions?.close());
  await closeWithin('database pool', async () => deps?.db.destroy());
  deps?.redis.disconnect();
});

const withParams = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');

describe('staff routes through the gateway', () => {
  it('should answer 401 to every staff route but signing in, without a session', async () => {
    const guarded = staffRoutes.filter(
      (route) => !(route.method === 'POST' && route.url === '/api/staff/session'),
    );
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      const response = await fetch(`${baseUrl}${withParams(route.url)}`, {
        method: route.method,
        headers: route.method === 'GET' ? {} : { 'content-type': 'application/json' },
        ...(route.method === 'GET' ? {} : { body: '{}' }),
      });
      expect({ route: `${route.method} ${route.url}`, status: response.status }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
    }
  });

  it('should reach no staff route through another spelling of its path', async () => {
    for (const spelling of [
      '/api/%73taff/accounts',
      '/api/staff/%61ccounts',
      '/%61pi/staff/accounts',
      '/api/staff/./accounts',
      '/api/x/../staff/accounts',
      '/api/staff/accounts/',
      '/API/STAFF/ACCOUNTS',
      '/api/staff/accounts?x=1',
      '/api//staff/accounts',
    ]) {
      const response = await fetch(`${baseUrl}${spelling}`);
      // Refused (401, 404), or a spelling no route has and the SPA's page: never the API's data.
      const answer = response.ok ? response.headers.get('content-type') : response.status;
      expect({ spelling, answer }).toEqual({
        spelling,
        answer: expect.toSatisfy(
          (value: unknown) =>
            value === 401 || value === 404 || String(value).startsWith('text/html'),
        ),
      });
      expect(await response.text()).not.toContain('"accounts"');
    }
  });

  it('should tell search engines to keep out of the console, and only the console', async () => {
    for (const page of ['/staff', '/staff/accounts']) {
      const response = await fetch(`${baseUrl}${page}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
    for (const page of ['/', '/search', '/staffing-agencies']) {
      expect((await fetch(`${baseUrl}${page}`)).headers.get('x-robots-tag')).toBeNull();
    }
  });

  it('should carry the session cookie and the CSRF token both ways for a signed-in browser', async () => {
    const moderator = await createStaffAccount(deps.db, { role: 'moderator' });
    const signIn = await fetch(`${baseUrl}/api/staff/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: moderator.email, password: moderator.password }),
    });
    expect(signIn.status).toBe(200);
    const setCookie = signIn.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^th_staff=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict/);
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    const cookie = setCookie.split(';')[0]!;
    const { csrfToken } = (await signIn.json()) as { csrfToken: string };
    const session = await fetch(`${baseUrl}/api/staff/session`, { headers: { cookie } });
    expect(session.status).toBe(200);
    const noToken = await fetch(`${baseUrl}/api/staff/session`, {
      method: 'DELETE',
      headers: { cookie },
    });
    expect(noToken.status).toBe(403);
    const signOut = await fetch(`${baseUrl}/api/staff/session`, {
      method: 'DELETE',
      headers: { cookie, 'x-csrf-token': csrfToken },
    });
    expect(signOut.status).toBe(204);
    expect((await fetch(`${baseUrl}/api/staff/session`, { headers: { cookie } })).status).toBe(401);
  });
});
