import { afterEach, describe, expect, it } from 'vitest';
import { serveWorkerHealth, type WorkerHealthServer } from './worker-health';

describe(serveWorkerHealth.name, () => {
  let server: WorkerHealthServer | undefined;
  afterEach(() => server?.close());

  const start = async (redis: () => Promise<unknown>) => {
    server = await serveWorkerHealth({
      service: 'scoring-worker',
      port: 0,
      host: '127.0.0.1',
      checks: { postgres: async () => 1, redis },
    });
    return `http://127.0.0.1:${server.port}`;
  };

  it('should answer 200 when every check passes', async () => {
    const response = await fetch(`${await start(async () => 'PONG')}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      service: 'scoring-worker',
      checks: { postgres: 'ok', redis: 'ok' },
    });
  });

  it('should answer 503 naming the dependency that failed', async () => {
    const base = await start(() => Promise.reject(new Error('connect ECONNREFUSED')));
    const response = await fetch(`${base}/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      status: 'degraded',
      checks: { postgres: 'ok', redis: 'connect ECONNREFUSED' },
    });
  });

  it('should answer 404 in the error shape for any other path', async () => {
    const response = await fetch(`${await start(async () => 'PONG')}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { title: 'Not found' } });
  });
});
