import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVICE_NAMES, createRedis, loadConfig, type Config } from '@trusthive/platform';
import { testRedisUrl } from '@trusthive/platform/testing';
import { buildGateway } from '../src/app';

// Every service is one raw TCP server that resets the first connection it is sent a request on
// (what a service closing an idle keep-alive connection looks like to the gateway) and answers
// the next ones.
let gateway: FastifyInstance;
let redis: Redis;
let upstream: Server;
let requestsSeen: string[] = [];
let resetsLeft = 0;

function answer(socket: Socket, data: Buffer): void {
  const requestLine = data.toString('latin1').split('\r\n', 1)[0] ?? '';
  requestsSeen.push(requestLine);
  if (resetsLeft > 0) {
    resetsLeft -= 1;
    socket.resetAndDestroy();
    return;
  }
  const body = JSON.stringify({ ok: true });
  socket.write(
    `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
  );
}

beforeAll(async () => {
  upstream = createServer((socket) => socket.on('data', (data) => answer(socket, data)));
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as { port: number };
  const base = loadConfig({
    LOG_LEVEL: 'silent',
    // Its own queues and page cache: tests running at once never share either.
    QUEUE_PREFIX: `test-${randomUUID().slice(0, 18)}`,
  });
  const services = Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, { port, url: `http://127.0.0.1:${port}` }]),
  ) as Config['services'];
  const distDir = mkdtempSync(path.join(tmpdir(), 'trusthive-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>TrustHive</title>');
  gateway = await buildGateway({
    config: {
      ...base,
      services,
      gateway: {
        ...base.gateway,
        webDistDir: distDir,
        // The limits' counters are per address in the shared test Redis: other gateway tests'
        // writes from 127.0.0.1 in the same minute counted against the default 6 and this
        // test's write was refused (429) before it reached the resetting service.
        rateLimitPerMinute: 100_000,
        writeRateLimitPerMinute: 100_000,
      },
    },
    redis: (redis = createRedis(testRedisUrl(), 'producer', 'gateway-reset-test')),
  });
});

afterAll(async () => {
  await gateway?.close();
  redis?.disconnect();
  await new Promise((resolve) => upstream?.close(resolve));
});

beforeEach(() => {
  requestsSeen = [];
  resetsLeft = 1;
});

describe('gateway in front of a service that resets a connection', () => {
  it('should send a GET again on another connection and answer it', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/api/companies/42' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(requestsSeen).toEqual([
      'GET /api/companies/42 HTTP/1.1',
      'GET /api/companies/42 HTTP/1.1',
    ]);
  });

  it('should send a GET at most twice when the service keeps resetting', async () => {
    resetsLeft = 5;
    const response = await gateway.inject({ method: 'GET', url: '/api/companies/42' });
    expect(response.statusCode).toBe(503);
    expect(requestsSeen).toHaveLength(2);
  });

  it('should never send a write twice', async () => {
    const response = await gateway.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { companyId: 42 },
    });
    expect(response.statusCode).toBe(503);
    expect(requestsSeen).toEqual(['POST /api/reports HTTP/1.1']);
  });
});
