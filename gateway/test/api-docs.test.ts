import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis, loadConfig } from '@trusthive/platform';
import { testRedisUrl } from '@trusthive/platform/testing';
import { buildGateway } from '../src/app';

// GET /api/openapi.json and the Scalar page at /api/docs, through the real gateway plugins
// (security headers, read budget). No service is needed: these are the gateway's own routes.

let gateway: FastifyInstance;
let redis: Redis;
const READS_PER_MINUTE = 4;

beforeAll(async () => {
  const base = loadConfig({
    LOG_LEVEL: 'silent',
    // Its own queues and page cache: tests running at once never share either.
    QUEUE_PREFIX: `test-${randomUUID().slice(0, 18)}`,
  });
  const distDir = mkdtempSync(path.join(tmpdir(), 'trusthive-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>TrustHive</title>');
  redis = createRedis(testRedisUrl(), 'producer', 'api-docs-test');
  gateway = await buildGateway({
    config: {
      ...base,
      gateway: {
        ...base.gateway,
        webDistDir: distDir,
        trustProxyHops: 1,
        rateLimitPerMinute: READS_PER_MINUTE,
      },
    },
    redis,
  });
});

afterAll(async () => {
  await gateway?.close();
  redis?.disconnect();
});

let lastAddress = 0;
/** Each test speaks from its own address, so the read budget of one does not touch another. */
const from = () => ({ 'x-forwarded-for': `10.77.0.${++lastAddress}` });

describe('api docs', () => {
  it('should serve the OpenAPI 3.1 document as JSON', async () => {
    const response = await gateway.inject({ url: '/api/openapi.json', headers: from() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/api/companies/{id}');
  });

  it('should serve the reference page with a nonce policy of its own', async () => {
    const headers = from();
    const redirect = await gateway.inject({ url: '/api/docs', headers });
    expect(redirect.statusCode).toBe(301);
    const page = await gateway.inject({ url: '/api/docs/', headers });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(page.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    // Every script on the page carries this answer's nonce; none may run without it.
    const scripts = page.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(page.body).toContain('/api/openapi.json');
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('should give each page answer a fresh nonce', async () => {
    const headers = from();
    const first = await gateway.inject({ url: '/api/docs/', headers });
    const second = await gateway.inject({ url: '/api/docs/', headers });
    expect(first.headers['content-security-policy']).not.toBe(
      second.headers['content-security-policy'],
    );
  });

  it('should keep the strict API policy on the document itself', async () => {
    const response = await gateway.inject({ url: '/api/openapi.json', headers: from() });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it("should count the page and the document against the caller's read budget", async () => {
    const headers = from();
    const statuses: number[] = [];
    for (const url of ['/api/docs/', '/api/openapi.json', '/api/docs/', '/api/openapi.json']) {
      statuses.push((await gateway.inject({ url, headers })).statusCode);
    }
    const over = await gateway.inject({ url: '/api/docs/', headers });
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: { title: expect.any(String) } });
  });
});
