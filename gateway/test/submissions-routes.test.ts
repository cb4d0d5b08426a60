import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_DOCUMENT_MAX_BYTES, LOGO_MAX_BYTES, LOGO_MESSAGES } from '@trusthive/contracts';
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
import { buildGateway } from '../src/app';

// The gateway in front of the real submissions service, over real HTTP: uploads of the
// allowed sizes pass its body limit, other bodies keep the small one, and /media serves
// public objects only.

let gateway: FastifyInstance;
let submissions: FastifyInstance;
let deps: ServiceDeps;
let gatewayRedis: Redis | undefined;

beforeAll(async () => {
  const base = loadConfig({ LOG_LEVEL: 'silent' });
  const storageDir = mkdtempSync(path.join(tmpdir(), 'trusthive-gateway-storage-'));
  deps = createServiceDeps(
    {
      ...base,
      database: { url: testDatabaseUrl(), poolSize: 4 },
      redis: { url: testRedisUrl() },
      queues: { prefix: `test-${randomUUID()}` },
      storage: { dir: storageDir },
    },
    'gateway-submissions-test',
  );
  submissions = await buildServiceServer('submissions', deps, buildSubmissions);
  const address = await submissions.listen({ port: 0, host: '127.0.0.1' });
  const endpoint = { port: Number(new URL(address).port), url: address };
  const config: Config = {
    ...base,
    // Only the submissions service is up: a path routed anywhere else answers 503.
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
      bodyLimitBytes: 1_048_576,
    },
  };
  gateway = await buildGateway({
    config,
    redis: (gatewayRedis = createRedis(testRedisUrl(), 'producer', 'gateway-submissions-test')),
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
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const padded = (head: Buffer, size: number) =>
  Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);

/** Each request from its own address so the write budget of one test does not hit another. */
const from = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const gatewayOrigin = () =>
  `http://127.0.0.1:${(gateway.server.address() as { port: number }).port}`;

async function send(
  pathname: string,
  init: { method?: string; body?: string | FormData; headers?: Record<string, string> } = {},
) {
  return fetch(`${gatewayOrigin()}${pathname}`, {
    method: init.method ?? 'GET',
    ...(init.body ? { body: init.body } : {}),
    headers: { 'x-forwarded-for': from(), ...init.headers },
  });
}

function form(
  fields: Record<string, string>,
  files: Record<string, { name: string; bytes: Buffer }>,
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const [key, file] of Object.entries(files))
    body.append(key, new Blob([file.bytes]), file.name);
  return body;
}

describe('gateway and the submissions service', () => {
  it('should let a 5 MB logo through to the service and serve it back under /media', async () => {
    const upload = await send('/api/uploads/logos', {
      method: 'POST',
      body: form(
        { name: 'Gateway Co' },
        { file: { name: 'l.png', bytes: padded(PNG, LOGO_MAX_BYTES) } },
      ),
    });
    expect(upload.status).toBe(201);
    const { url, key } = (await upload.json()) as { url: string; key: string };
    // Absolute, on the configured public origin (never on a Host a caller could forge).
    expect(url).toBe(`${deps.config.publicBaseUrl}/media/logos/${key}`);
    const media = await send(`/media/logos/${key}`);
    expect(media.status).toBe(200);
    expect(media.headers.get('cache-control')).toBe('public, max-age=3600');
    // Stored re-encoded as WebP: the padding after the image is not kept.
    expect(media.headers.get('content-type')).toBe('image/webp');
    expect((await media.arrayBuffer()).byteLength).toBeLessThan(LOGO_MAX_BYTES);
  });

  it('should let a claim with two 10 MB documents through', async () => {
    const company = await newCompany(deps.db);
    const response = await send(`/api/companies/${company.id}/claims`, {
      method: 'POST',
      body: form(
        { mobile: '9876543210', email: 'director@gateway-co.in' },
        {
          directorIdProof: { name: 'pan.pdf', bytes: padded(PDF, CLAIM_DOCUMENT_MAX_BYTES) },
          businessProof: { name: 'gst.pdf', bytes: padded(PDF, CLAIM_DOCUMENT_MAX_BYTES) },
        },
      ),
    });
    expect(response.status).toBe(201);
    const claim = await deps.db
      .selectFrom('company_claims')
      .select('director_id_proof_url')
      .where('company_id', '=', company.id)
      .executeTakeFirstOrThrow();
    // The private document has no public address.
    expect((await send(`/media/${claim.director_id_proof_url}`)).status).toBe(404);
    expect((await send(`/media/../private/${claim.director_id_proof_url}`)).status).toBe(404);
  });

  it('should refuse an upload larger than the upload limit with 413 at the gateway', async () => {
    const response = await send('/api/uploads/logos', {
      method: 'POST',
      body: form(
        { name: 'Huge' },
        { file: { name: 'l.png', bytes: padded(PNG, 8 * 1024 * 1024) } },
      ),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: LOGO_MESSAGES.tooLarge });
  });

  it("should refuse an oversize chunked upload with 413 and the spec's message", async () => {
    // No Content-Length: the gateway can only tell the size by counting the stream.
    const body = new Response(
      form({ name: 'Chunked' }, { file: { name: 'l.png', bytes: padded(PNG, 6 * 1024 * 1024) } }),
    );
    const response = await fetch(`${gatewayOrigin()}/api/uploads/logos`, {
      method: 'POST',
      body: body.body,
      duplex: 'half',
      headers: {
        'x-forwarded-for': from(),
        'content-type': body.headers.get('content-type') ?? '',
      },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: LOGO_MESSAGES.tooLarge });
  });

  it('should answer an upload declared too large with 413 while the caller is still sending it', async () => {
    // A browser declares the length and keeps sending: the 413 must reach it, not a reset.
    const boundary = 'fuzzboundary';
    const head = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="l.png"\r\n` +
        'content-type: image/png\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const fileBytes = 11 * 1024 * 1024;
    const length = head.length + fileBytes + tail.length;
    const { port } = gateway.server.address() as { port: number };
    const answer = await new Promise<{ status: number; body: string; sent: number }>(
      (resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let text = '';
        let sent = 0;
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('error', reject);
        socket.on('close', () => {
          const [status = '', body = ''] = text.split('\r\n\r\n');
          resolve({ status: Number(status.split(' ')[1]), body, sent });
        });
        socket.write(
          `POST /api/uploads/logos HTTP/1.1\r\nHost: x\r\n` +
            `X-Forwarded-For: ${from()}\r\nContent-Length: ${length}\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\n\r\n`,
        );
        socket.write(head);
        const chunk = Buffer.alloc(64 * 1024);
        const writeMore = () => {
          while (sent < fileBytes) {
            const size = Math.min(chunk.length, fileBytes - sent);
            sent += size;
            if (!socket.write(chunk.subarray(0, size))) return void socket.once('drain', writeMore);
          }
          socket.end(tail);
        };
        writeMore();
      },
    );
    expect(answer.sent).toBe(fileBytes);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: LOGO_MESSAGES.tooLarge });
  });

  it('should keep the small body limit for the other writes', async () => {
    const response = await send('/api/contact', {
      method: 'POST',
      body: JSON.stringify({ name: 'x', message: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
  });

  it('should refuse multipart bodies on routes that take no uploads', async () => {
    const response = await send('/api/contact', {
      method: 'POST',
      body: form({ name: 'x' }, { file: { name: 'l.png', bytes: PNG } }),
    });
    expect(response.status).toBe(415);
  });

  // RFC 8058: a mail program POSTs the one-click unsubscribe as a form. The gateway refused
  // every form body with 415, so no mail program could unsubscribe (issue 43's browser test).
  it("should pass a one-click unsubscribe's form body on to the service", async () => {
    const response = await send(`/api/watchlist/unsubscribe?token=${'A'.repeat(43)}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    // The service's own answer: this token is no account's.
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { field?: string } }).error.field).toBe('token');
  });

  it('should refuse form bodies on the routes that take none', async () => {
    const response = await send('/api/contact', {
      method: 'POST',
      body: 'name=x&message=y',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
  });

  it('should not let a read prefix carry a write past its limit with dot segments', async () => {
    // fetch would resolve the dots itself; a raw request sends them as written.
    const post = (rawPath: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port: (gateway.server.address() as { port: number }).port,
            path: rawPath,
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': from() },
          },
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        request.on('error', reject);
        request.end(JSON.stringify({ name: 'x' }));
      });
    for (const rawPath of ['/media/../api/contact', '/api/entity-types/%2e%2e/contact']) {
      const { status, body } = await post(rawPath);
      // Refused by the proxy before any service sees it (contact would say Missing Information).
      expect(status).toBe(400);
      expect(JSON.parse(body).error.title).toBe('Invalid Request');
    }
  });

  it('should send a correction request to the submissions service, not the company service', async () => {
    const company = await newCompany(deps.db);
    const response = await send(`/api/companies/${company.id}/corrections`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        field: 'pincode',
        proposedValue: '560001',
        evidence: 'The MCA filing of the new office.',
        email: 'asha@example.in',
      }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const row = await deps.db
      .selectFrom('company_corrections')
      .select(['company_id', 'proposed_value'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ company_id: company.id, proposed_value: '560001' });
  });

  it('should send /api/entity-types to the submissions service', async () => {
    const response = await send('/api/entity-types');
    expect(response.status).toBe(200);
    expect(
      ((await response.json()) as { entityTypes: unknown[] }).entityTypes.length,
    ).toBeGreaterThan(0);
  });
});
