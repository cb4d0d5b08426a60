import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_NAMES, createRedis, loadConfig, type Config } from '@trusthive/platform';
import { testRedisUrl } from '@trusthive/platform/testing';
import { buildGateway } from '../src/app';
import { PUBLIC_CACHE_CONTROL } from '../src/plugins/http-caching';

// Compression, shared caching and the crawler files at the gateway, in front of one stand-in
// upstream that answers for every service: what a browser, a CDN or a crawler receives.

const PROFILE = { id: '42', name: 'EDGE TEST PRIVATE LIMITED', about: 'x'.repeat(4_000) };
const SITEMAP_XML = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset>${'<url><loc>https://x/company/1</loc></url>'.repeat(100)}</urlset>`;
const SCRIPT = `console.log(${JSON.stringify('hello '.repeat(2_000))});`;

let upstream: FastifyInstance;
let gateway: FastifyInstance;
let gatewayUrl: string;
let redis: Redis;

beforeAll(async () => {
  upstream = Fastify();
  upstream.get('/api/companies/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (id === 'huge')
      return reply.type('application/json').send(`"${'y'.repeat(3 * 1024 * 1024)}"`);
    return PROFILE;
  });
  upstream.get('/api/companies/:id/enrichment', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(PROFILE),
  );
  upstream.get('/api/categories', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=5, s-maxage=5').send(PROFILE),
  );
  upstream.get('/api/staff/queue', async () => PROFILE);
  upstream.get('/api/search', async (_request, reply) =>
    reply.header('set-cookie', 'seen=1; Path=/').send(PROFILE),
  );
  upstream.get('/api/events/live', (_request, reply) => {
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    reply.raw.write(`data: first ${'z'.repeat(2_000)}\n\n`);
    setTimeout(() => reply.raw.end('data: second\n\n'), 400);
  });
  upstream.get('/sitemap.xml', async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(SITEMAP_XML),
  );
  upstream.get('/sitemaps/:file', async (_request, reply) =>
    reply.type('application/gzip').send(gzipSync(SITEMAP_XML)),
  );
  const upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });

  const distDir = mkdtempSync(path.join(tmpdir(), 'trusthive-edge-'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    `<!doctype html><title>TrustHive</title>${'<p>shell</p>'.repeat(200)}`,
  );
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'assets', 'app-3f9a1c.js'), SCRIPT);
  writeFileSync(path.join(distDir, 'assets', 'app-3f9a1c.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(distDir, 'assets', 'app-3f9a1c.js.gz'), gzipSync(SCRIPT));

  const base = loadConfig({
    LOG_LEVEL: 'silent',
    // Its own queues and page cache: tests running at once never share either.
    QUEUE_PREFIX: `test-${randomUUID().slice(0, 18)}`,
  });
  const services = {} as Config['services'];
  for (const name of SERVICE_NAMES) {
    services[name] = { port: Number(new URL(upstreamUrl).port), url: upstreamUrl };
  }
  redis = createRedis(testRedisUrl(), 'producer', 'edge-caching-test');
  gateway = await buildGateway({
    config: {
      ...base,
      publicBaseUrl: 'http://localhost:8080',
      services,
      gateway: { ...base.gateway, webDistDir: distDir, rateLimitPerMinute: 10_000 },
    },
    redis,
  });
  gatewayUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
  redis?.disconnect();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  gateway.inject({ method: 'GET', url, headers });

describe('compression', () => {
  it('should send public JSON brotli-compressed to a client that accepts it', async () => {
    const response = await get('/api/companies/42', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(PROFILE).length / 5);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(PROFILE);
  });

  it('should gzip for a client that takes only gzip, and send plain JSON to one that takes neither', async () => {
    const gzipped = await get('/api/companies/42', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(PROFILE);
    const plain = await get('/api/companies/42');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(PROFILE);
  });

  it('should compress the page shell', async () => {
    const response = await get('/company/42', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(
      '<title>TrustHive</title>',
    );
  });

  it('should pass server-sent events through as they are written, uncompressed', async () => {
    const response = await fetch(`${gatewayUrl}/api/events/live`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = response.body!.getReader();
    const started = Date.now();
    const first = await reader.read();
    // The first event arrives before the upstream writes the second one 400 ms later.
    expect(Date.now() - started).toBeLessThan(350);
    expect(new TextDecoder().decode(first.value)).toContain('data: first');
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += new TextDecoder().decode(chunk.value);
    }
    expect(rest).toContain('data: second');
  });

  it('should serve a hashed asset from its brotli file with a year of immutable caching', async () => {
    const response = await get('/assets/app-3f9a1c.js', { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('should serve the gzip file to a gzip-only client and the plain file to others', async () => {
    const gzipped = await get('/assets/app-3f9a1c.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/app-3f9a1c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});

describe('shared caching', () => {
  it('should let a CDN keep a public answer and revalidate it with a strong ETag', async () => {
    const response = await get('/api/companies/42');
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(response.headers['cache-control']).toMatch(/s-maxage=\d+/);
    expect(response.headers['cache-control']).toMatch(/stale-while-revalidate=\d+/);
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('should answer 304 with no body to a matching If-None-Match, whatever the encoding', async () => {
    const first = await get('/api/companies/42', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const again = await get('/api/companies/42', {
        'accept-encoding': encoding,
        'if-none-match': `W/${etag}, "other"`,
      });
      expect(again.statusCode, encoding).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(again.headers.vary).toBe('accept-encoding');
    }
  });

  it('should send the body again when the ETag no longer matches', async () => {
    const response = await get('/api/companies/42', { 'if-none-match': '"stale"' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(PROFILE);
  });

  it('should give a page the same caching and 304', async () => {
    const page = await get('/company/42');
    expect(page.headers.etag).toMatch(/^"/);
    const again = await get('/company/42', { 'if-none-match': String(page.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('should give a HEAD the same caching headers as the GET', async () => {
    const response = await gateway.inject({ method: 'HEAD', url: '/api/companies/42' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });

  it("should keep a service's own shared lifetime", async () => {
    const response = await get('/api/categories');
    expect(response.headers['cache-control']).toBe('public, max-age=5, s-maxage=5');
    expect(response.headers.etag).toBeDefined();
  });

  it('should never mark staff answers, no-store answers or answers that set a cookie shareable', async () => {
    for (const url of ['/api/staff/queue', '/api/companies/42/enrichment', '/api/search?q=a']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'] ?? '', url).not.toMatch(/public|s-maxage/);
      expect(response.headers.etag, url).toBeUndefined();
    }
  });

  it('should stream an answer too large to hash on, without an ETag', async () => {
    const response = await get('/api/companies/huge');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(3 * 1024 * 1024 + 2);
    expect(response.headers.etag).toBeUndefined();
  });
});

describe('crawler files', () => {
  it('should answer /robots.txt naming the sitemap by the public origin', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/^User-agent: \*$/m);
    expect(response.body).toMatch(/^Disallow: \/staff$/m);
    // In every language (issue 44).
    expect(response.body).toMatch(/^Disallow: \/hi\/account$/m);
    expect(response.body).toMatch(/^Disallow: \/bn\/claim\/$/m);
    expect(response.body).toContain('Sitemap: http://localhost:8080/sitemap.xml');
    expect(response.body).not.toContain('<!doctype');
  });

  it('should proxy the sitemap index from the company service, compressed', async () => {
    const response = await get('/sitemap.xml', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SITEMAP_XML);
  });

  it('should pass a gzipped sitemap file through byte for byte, not compressed twice', async () => {
    const response = await get('/sitemaps/companies-1.xml.gz', { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(response.rawPayload).toString()).toBe(SITEMAP_XML);
  });
});
