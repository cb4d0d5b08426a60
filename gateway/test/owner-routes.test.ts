import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Server } from '@trusthive/platform';
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
import { newCompany } from '@trusthive/platform/testing';
import { addOwner, issueOwnerToken } from '../../services/submissions/test/support/owner-session';
import { OWNER_PUBLIC_ROUTES } from '../../services/submissions/src/owner/route-access';
import { buildGateway } from '../src/app';

// Company owners' API through the gateway (issue 19): the public entrance reaches no owner
// route without an owner session, whatever the path's spelling, and a signed-in browser's
// cookie and token pass through both ways.

let gateway: FastifyInstance;
let submissions: FastifyInstance;
let deps: ServiceDeps;
let gatewayRedis: Redis | undefined;
let baseUrl: string;
const ownerRoutes: Array<{ method: string; url: string }> = [];

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
      storage: { dir: mkdtempSync(path.join(tmpdir(), 'trusthive-gateway-owner-')) },
    },
    'gateway-owner-test',
  );
  submissions = await buildServiceServer('submissions', deps, async (app, appDeps) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.url.startsWith('/api/account')) return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') ownerRoutes.push({ method, url: route.url });
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
    redis: (gatewayRedis = createRedis(testRedisUrl(), 'producer', 'gateway-owner-test')),
  });
  baseUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await gateway?.close();
  gatewayRedis?.disconnect();
  await submissions?.close();
  await deps?.db.destroy();
  deps?.redis.disconnect();
});

const withParams = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');

describe('owner routes through the gateway', () => {
  it('should answer 401 to every owner route but the sign-in ones, without a session', async () => {
    const guarded = ownerRoutes.filter(
      (route) => !OWNER_PUBLIC_ROUTES.includes(`${route.method} ${route.url}`),
    );
    expect(guarded.length).toBeGreaterThanOrEqual(5);
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

  it('should reach no owner route through another spelling of its path', async () => {
    for (const spelling of [
      '/api/%61ccount/companies',
      '/api/account/%63ompanies',
      '/api/account/./companies',
      '/api/x/../account/companies',
      '/api/account/companies/',
      '/API/ACCOUNT/COMPANIES',
      '/api//account/companies',
    ]) {
      const response = await fetch(`${baseUrl}${spelling}`);
      const answer = response.ok ? response.headers.get('content-type') : response.status;
      expect({ spelling, answer }).toEqual({
        spelling,
        answer: expect.toSatisfy(
          (value: unknown) =>
            value === 401 || value === 404 || String(value).startsWith('text/html'),
        ),
      });
      expect(await response.text()).not.toContain('"companies"');
    }
  });

  it('should sign in with a link and carry the cookie and the CSRF token both ways', async () => {
    const company = await newCompany(deps.db);
    const email = await addOwner(deps.db, company.id);
    const token = await issueOwnerToken(submissions as unknown as Server, email);
    const signIn = await fetch(`${baseUrl}/api/account/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(signIn.status).toBe(200);
    const setCookie = signIn.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^th_owner=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict/);
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    const cookie = setCookie.split(';')[0]!;
    const { csrfToken } = (await signIn.json()) as { csrfToken: string };
    const companies = await fetch(`${baseUrl}/api/account/companies`, { headers: { cookie } });
    expect(companies.status).toBe(200);
    expect(companies.headers.get('cache-control')).toBe('no-store');
    expect(((await companies.json()) as { companies: { id: number }[] }).companies).toEqual([
      expect.objectContaining({ id: company.id }),
    ]);
    const noToken = await fetch(`${baseUrl}/api/account/session`, {
      method: 'DELETE',
      headers: { cookie },
    });
    expect(noToken.status).toBe(403);
    const signOut = await fetch(`${baseUrl}/api/account/session`, {
      method: 'DELETE',
      headers: { cookie, 'x-csrf-token': csrfToken },
    });
    expect(signOut.status).toBe(204);
    const after = await fetch(`${baseUrl}/api/account/companies`, { headers: { cookie } });
    expect(after.status).toBe(401);
  });

  it('should answer a link request the same for any address', async () => {
    const answers = await Promise.all(
      ['someone@acme-traders.in', 'nobody@acme-traders.in'].map(async (email) => {
        const response = await fetch(`${baseUrl}/api/account/sign-in-links`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        });
        return { status: response.status, body: await response.text() };
      }),
    );
    expect(answers[0]!.status).toBe(202);
    expect(answers[1]).toEqual(answers[0]);
  });
});
