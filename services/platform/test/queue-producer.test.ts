import { randomUUID } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { CompanyEvents, pendingCompanyChange } from '../src/queue/company-events';
import { QueueProducer } from '../src/queue/producer';
import { QUEUES, jobIds } from '../src/queue/queues';
import { createRedis } from '../src/redis/client';
import { testRedisUrl } from '../src/testing/test-env';

// A per-run prefix keeps these jobs apart from every other test and from a running stack.
const prefix = `test-${randomUUID()}`;
const connection = createRedis(testRedisUrl(), 'producer', 'queue-test');
const producer = new QueueProducer('searchIndex', connection, prefix);
const reader = new Queue(QUEUES.searchIndex.name, { connection, prefix });
const workerConnection = createRedis(testRedisUrl(), 'worker', 'queue-test-worker');

afterAll(async () => {
  await reader.obliterate({ force: true });
  await reader.close();
  await producer.close();
  connection.disconnect();
  workerConnection.disconnect();
});

describe(QueueProducer.name, () => {
  it('should queue one job for a burst of the same change', async () => {
    for (let i = 0; i < 5; i++) {
      await producer.add(
        'company.changed',
        { companyId: 77, reason: 'updated' },
        { deduplicationId: jobIds.companyChanged(77) },
      );
    }
    const jobs = await reader.getJobs(['waiting', 'delayed', 'prioritized']);
    const forCompany = jobs.filter((job) => job.data.companyId === 77);
    expect(forCompany.map((job) => job.data)).toEqual([{ companyId: 77, reason: 'updated' }]);
  });

  it('should refuse a payload that breaks its schema before it reaches Redis', async () => {
    await expect(
      producer.add(
        'company.changed',
        { companyId: -1, reason: 'updated' },
        { deduplicationId: jobIds.companyChanged(-1) },
      ),
    ).rejects.toThrow();
    expect(await pendingCompanyChange(reader, -1)).toBeUndefined();
  });
});

describe(CompanyEvents.name, () => {
  it('should put each company event on every follower queue', async () => {
    const events = new CompanyEvents(connection, prefix);
    const scoring = new Queue(QUEUES.scoreRecompute.name, { connection, prefix });
    try {
      await events.changed(501, 'registered');
      await events.bulkChanged(new Date('2026-11-22T10:00:00.000Z'), 'imported', 3);
      for (const queue of [reader, scoring]) {
        expect((await pendingCompanyChange(queue, 501))?.data).toEqual({
          companyId: 501,
          reason: 'registered',
        });
        expect((await queue.getJob('companies-bulk-20261122100000000'))?.data).toEqual({
          since: '2026-11-22T10:00:00.000Z',
          reason: 'imported',
          count: 3,
        });
      }
    } finally {
      await scoring.obliterate({ force: true });
      await scoring.close();
      await events.close();
    }
  });

  it('should queue the company again for a change that lands while its job runs', async () => {
    // A follower that read the company before the second change must read it once more: the
    // job is held active (taken by a worker that has not finished) when the change arrives.
    const companyId = 9_001;
    // A queue of its own, so the worker takes this company's job and no other.
    const ownPrefix = `${prefix}-active`;
    const events = new CompanyEvents(connection, ownPrefix);
    const own = new Queue(QUEUES.searchIndex.name, { connection, prefix: ownPrefix });
    const worker = new Worker(QUEUES.searchIndex.name, null, {
      connection: workerConnection,
      prefix: ownPrefix,
    });
    try {
      await events.changed(companyId, 'enriched');
      const token = 'test-token';
      const active = await worker.getNextJob(token);
      expect(active?.data).toEqual({ companyId, reason: 'enriched' });

      await events.changed(companyId, 'updated');
      await active!.moveToCompleted('done', token, false);

      const next = await pendingCompanyChange(own, companyId);
      expect(next?.id).not.toBe(active!.id);
      expect(next?.data).toEqual({ companyId, reason: 'updated' });
    } finally {
      await worker.close();
      await events.close();
      await own.obliterate({ force: true });
      await own.close();
    }
  });
});
