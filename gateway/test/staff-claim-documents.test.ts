import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
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
import { newCompany, testDatabaseUrl, testRedisUrl } from '@trusthive/platform/testing';
import { buildApp as buildSubmissions } from '@trusthive/submissions';
import { createStaffAccount } from '../../services/submissions/test/support/staff-session';
import { buildGateway } from '../src/app';

// Claim documents through the gateway, over real HTTP (issue 18): a staff session sees them
// inline; without one, and through every traversal spelling, the public side reaches no file.
// The documents stay in private storage: no /media path serves them either.

let gateway: FastifyInstance;
let submissions: FastifyInstance;
let deps: ServiceDeps;
let gatewayRedis: Redis | undefined;

beforeAll(async () => {
  const base = loadConfig({ LOG_LEVEL: 'silent' });
  const storageDir = mkdtempSync(path.join(tmpdir(), 'trusthive-gateway-claims-'));
  deps = createServiceDeps(
    {
      ...base,
      database: { url: testDatabaseUrl(), poolSize: 4 },
      redis: { url: testRedisUrl() },
      queues: { prefix: `test-${randomUUID()}` },
      storage: { dir: storageDir },
    },
    'gateway-claim-documents-test',
  );
  submissions = await buildServiceServer('submissions', deps, buildSubmissions);
  const address = await submissions.listen({ port: 0, host: '127.0.0.1' });
  const endpoint = { port: Number(new URL(address).port), url: address };
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
      webDistDir: mkdtempSync(path.join(tmpdir(), 'trusthive-dist-')),
      trustProxyHops: 1,
    },
  };
  gateway = await buildGateway({
    config,
    redis: (gatewayRedis = createRedis(testRedisUrl(), 'producer', 'gateway-claims-test')),
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await gateway?.close();
  gatewayRedis?.disconnect();
  await submissions?.close();
  await deps?.db.destroy();
  deps?.redis.disconnect();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

const from = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const origin = () => `http://127.0.0.1:${(gateway.server.address() as { port: number }).port}`;

/** A raw request line, so no client normalises the path before the gateway sees it. */
async function rawGet(pathname: string, cookie?: string) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        `${origin()}/`,
        {
          method: 'GET',
          path: pathname,
          headers: { 'x-forwarded-for': from(), ...(cookie ? { cookie } : {}) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

async function submitClaim(): Promise<number> {
  const company = await newCompany(deps.db);
  const form = new FormData();
  form.append('mobile', '9876543210');
  form.append('email', `director-${randomUUID().slice(0, 8)}@acme-traders.in`);
  form.append('directorIdProof', new Blob([PNG]), 'id.png');
  form.append('businessProof', new Blob([PDF]), 'gst.pdf');
  const response = await fetch(`${origin()}/api/companies/${company.id}/claims`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': from(), 'idempotency-key': `key-${randomUUID()}` },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function staffCookie(): Promise<string> {
  const account = await createStaffAccount(deps.db, { role: 'moderator' });
  const response = await fetch(`${origin()}/api/staff/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from() },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie()[0];
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0]!;
}

describe('claim documents through the gateway', () => {
  it('should show a staff session both documents inline, uncached, with the stored type', async () => {
    const id = await submitClaim();
    const cookie = await staffCookie();
    const image = await rawGet(
      `/api/staff/queues/claims/${id}/documents/director-id-proof`,
      cookie,
    );
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBe('inline');
    expect(image.headers['cache-control']).toBe('no-store');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.body.equals(PNG)).toBe(true);
    const pdf = await rawGet(`/api/staff/queues/claims/${id}/documents/business-proof`, cookie);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // The console frames it (same origin) and nothing else may.
    expect(pdf.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('should answer 401 without a staff session, and never the file', async () => {
    const id = await submitClaim();
    for (const which of ['director-id-proof', 'business-proof']) {
      const response = await rawGet(`/api/staff/queues/claims/${id}/documents/${which}`);
      expect(response.status, which).toBe(401);
      expect(response.body.includes(PNG.subarray(0, 8)), which).toBe(false);
      expect(response.body.toString()).not.toContain('%PDF');
    }
  });

  it('should answer a forged or foreign cookie 401', async () => {
    const id = await submitClaim();
    const response = await rawGet(
      `/api/staff/queues/claims/${id}/documents/director-id-proof`,
      'th_staff=not-a-session',
    );
    expect(response.status).toBe(401);
  });

  const variants = (id: number) => [
    `/api/staff/queues/claims/${id}/documents/../../../../etc/passwd`,
    `/api/staff/queues/claims/${id}/documents/..%2f..%2f..%2fetc%2fpasswd`,
    `/api/staff/queues/claims/${id}/documents/%2e%2e%2f%2e%2e%2fprivate%2fclaims`,
    `/api/staff/queues/claims/${id}/documents/%2e%2e`,
    `/api/staff/queues/claims/${id}/documents/%252e%252e%252f`,
    `/api/staff/queues/claims/${id}/documents//etc/passwd`,
    `/api/staff/queues/claims/${id}/documents/%2fetc%2fpasswd`,
    `/api/staff/queues/claims/${id}/documents/director-id-proof%00`,
    `/api/staff/queues/claims/..%2f${id}/documents/director-id-proof`,
    `/api/staff/queues/claims/%2e%2e/documents/director-id-proof`,
    `/api/staff/%2e%2e/staff/queues/claims/${id}/documents/director-id-proof`,
    `/api/%2e%2e/api/staff/queues/claims/${id}/documents/director-id-proof`,
    `/media/../private/claims`,
    `/media/%2e%2e/private/claims`,
    `/media/..%2fprivate%2fclaims`,
  ];

  it('should reach no file through any traversal spelling without a session', async () => {
    const id = await submitClaim();
    for (const pathname of variants(id)) {
      const response = await rawGet(pathname);
      expect([400, 401, 404], pathname).toContain(response.status);
      expect(response.body.includes(PNG.subarray(0, 8)), pathname).toBe(false);
      expect(response.body.toString(), pathname).not.toContain('%PDF');
      expect(response.body.toString(), pathname).not.toContain('root:');
    }
  });

  it('should reach no other file through a traversal spelling even with a session', async () => {
    const id = await submitClaim();
    const cookie = await staffCookie();
    for (const pathname of variants(id)) {
      const response = await rawGet(pathname, cookie);
      expect([400, 401, 404], pathname).toContain(response.status);
      expect(response.body.toString(), pathname).not.toContain('root:');
    }
  });

  it('should answer a path that only looks like the route (//api, /API) with the SPA, never the file', async () => {
    const id = await submitClaim();
    const cookie = await staffCookie();
    for (const pathname of [
      `//api/staff/queues/claims/${id}/documents/director-id-proof`,
      `/API/staff/queues/claims/${id}/documents/director-id-proof`,
      `/api//staff/queues/claims/${id}/documents/director-id-proof`,
    ]) {
      for (const session of [undefined, cookie]) {
        const response = await rawGet(pathname, session);
        expect(String(response.headers['content-type']), pathname).not.toMatch(/image|pdf/);
        expect(response.body.includes(PNG.subarray(0, 8)), pathname).toBe(false);
      }
    }
  });

  it("should serve the document of the claim the id names, never another claim's", async () => {
    const mine = await submitClaim();
    const theirs = await submitClaim();
    const cookie = await staffCookie();
    const a = await rawGet(`/api/staff/queues/claims/${mine}/documents/business-proof`, cookie);
    const b = await rawGet(`/api/staff/queues/claims/${theirs}/documents/business-proof`, cookie);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const keys = await deps.db
      .selectFrom('company_claims')
      .select(['id', 'business_proof_url'])
      .where('id', 'in', [mine, theirs])
      .execute();
    expect(new Set(keys.map((key) => key.business_proof_url)).size).toBe(2);
  });
});
