import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { CompanyEvents } from '../src/queue/company-events';
import { QueueProducer } from '../src/queue/producer';
import { QUEUES, jobIds } from '../src/queue/queues';
import { createRedis } from '../src/redis/client';
import { testRedisUrl } from '../src/testing/test-env';

// A per-run prefix keeps these jobs apart from every other test and from a running stack.
const prefix = `test-${randomUUID()}`;
const connection = createRedis(testRedisUrl(), 'producer', 'queue-test');
const producer = new QueueProducer('searchIndex', connection, prefix);
const reader = new Queue(QUEUES.searchIndex.name, { connection, prefix });

afterAll(async () => {
  await reader.obliterate({ force: true });
  await reader.close();
  await producer.close();
  connection.disconnect();
});

describe(QueueProducer.name, () => {
  it('should queue one job for a burst of the same change', async () => {
    for (let i = 0; i < 5; i++) {
      await producer.add(
        'company.changed',
        { companyId: 77, reason: 'updated' },
        jobIds.companyChanged(77),
      );
    }
    const jobs = await reader.getJobs(['waiting', 'delayed', 'prioritized']);
    expect(jobs.filter((job) => job.id === 'company-changed-77')).toHaveLength(1);
    expect(jobs.find((job) => job.id === 'company-changed-77')?.data).toEqual({
      companyId: 77,
      reason: 'updated',
    });
  });

  it('should refuse a payload that breaks its schema before it reaches Redis', async () => {
    await expect(
      producer.add(
        'company.changed',
        { companyId: -1, reason: 'updated' },
        jobIds.companyChanged(-1),
      ),
    ).rejects.toThrow();
    expect(await reader.getJob('company-changed--1')).toBeUndefined();
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
        expect((await queue.getJob('company-changed-501'))?.data).toEqual({
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
});
