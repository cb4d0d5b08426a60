import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_EVENT_QUEUES,
  QUEUES,
  buildServiceServer,
  createServiceDeps,
  loadConfig,
  pendingCompanyChange,
  type Server,
  type ServiceDeps,
} from '@trusthive/platform';
import {
  startOwnRedis,
  testDatabaseUrl,
  validRegistration,
  type OwnRedis,
} from '@trusthive/platform/testing';
import { buildApp } from '../src/app';

// Issue 24 #15: with Redis stopped, a registration answered 201 but its company event never
// reached the queue, so the company was never indexed or scored. The service runs on a
// redis-server of this test's own, which it stops and starts again.

let redis: OwnRedis;
let deps: ServiceDeps;
let app: Server;
const prefix = `test-${randomUUID().slice(0, 18)}`;

beforeAll(async () => {
  redis = await startOwnRedis();
  deps = createServiceDeps(
    {
      ...loadConfig({ LOG_LEVEL: 'silent' }),
      database: { url: testDatabaseUrl(), poolSize: 4 },
      redis: { url: redis.url },
      queues: { prefix },
      storage: { dir: await mkdtemp(path.join(tmpdir(), 'trusthive-outbox-')) },
    },
    'registration-outbox-test',
  );
  app = await buildServiceServer('submissions', deps, buildApp);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await deps?.db.destroy();
  deps?.redis.disconnect();
  await redis?.stop();
});

const outboxRows = (companyId: number) =>
  deps.db
    .selectFrom('outbox')
    .selectAll()
    .where('prefix', '=', prefix)
    .where(({ eb, ref }) =>
      eb(eb.cast(ref('payload'), 'jsonb'), '@>', JSON.stringify({ companyId })),
    )
    .execute();

describe('a registration while Redis is down', () => {
  it('should commit, keep its event in the outbox, and queue it once when Redis is back', async () => {
    await redis.stop();
    const response = await app.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: validRegistration({
        companyName: `Outbox ${randomUUID().slice(0, 8)} Traders`,
        email: 'owner@outbox-traders.in',
        website: 'outbox-traders.in',
        domainName: undefined,
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: number }>();
    const waiting = await outboxRows(id);
    expect(waiting.map((row) => row.queue).sort()).toEqual([...COMPANY_EVENT_QUEUES].sort());
    expect(waiting.every((row) => row.delivered_at === null)).toBe(true);

    await redis.start();
    const deadline = Date.now() + 15_000;
    let rows = waiting;
    while (rows.some((row) => row.delivered_at === null) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      rows = await outboxRows(id);
    }
    expect(rows.every((row) => row.delivered_at !== null)).toBe(true);

    for (const key of COMPANY_EVENT_QUEUES) {
      const queue = new Queue(QUEUES[key].name, { connection: deps.redis, prefix });
      try {
        expect(await queue.getJobCountByTypes('waiting', 'active', 'delayed')).toBe(1);
        expect((await pendingCompanyChange(queue, id))?.data).toEqual({
          companyId: id,
          reason: 'registered',
        });
      } finally {
        await queue.close();
      }
    }
  });
});
