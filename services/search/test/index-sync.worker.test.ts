import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents, type Worker } from 'bullmq';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyEvents,
  CompanyEventsOutbox,
  Outbox,
  OutboxRelay,
  QUEUES,
  createDb,
  createRedis,
  type Database,
} from '@trusthive/platform';
import { testDatabaseUrl, testRedisUrl } from '@trusthive/platform/testing';
import { createSearch } from '../src/engine/create-engine';
import { createIndexSyncWorker } from '../src/sync/index-sync.worker';
import { startMeilisearchFake, type MeilisearchFake } from './fakes/meilisearch-fake';
import { insertBrand, insertCompanies, uniqueToken } from './support/search-fixtures';

// Company events reach the index: a real BullMQ queue on Redis (its own prefix), the worker,
// and the Meilisearch indexer talking to the recording fake.
describe('index sync worker', () => {
  const prefix = `test-${randomUUID()}`;
  const producerConnection = createRedis(testRedisUrl(), 'producer', 'search-sync-test');
  const workerConnection = createRedis(testRedisUrl(), 'worker', 'search-sync-test');
  let fake: MeilisearchFake;
  let db: Kysely<Database>;
  let worker: Worker;
  let events: CompanyEvents;
  let queueEvents: QueueEvents;

  beforeAll(async () => {
    fake = await startMeilisearchFake();
    db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'search-sync-test' });
    const { indexer } = createSearch(
      { engine: 'meilisearch', meilisearch: { url: fake.url } },
      { db, database: { url: testDatabaseUrl(), poolSize: 2 } },
    );
    await indexer.prepare();
    worker = createIndexSyncWorker({ indexer, connection: workerConnection, prefix });
    events = new CompanyEvents(producerConnection, prefix);
    queueEvents = new QueueEvents(QUEUES.searchIndex.name, {
      connection: workerConnection.duplicate(),
      prefix,
    });
    await Promise.all([worker.waitUntilReady(), queueEvents.waitUntilReady()]);
  });

  afterAll(async () => {
    await worker?.close();
    await queueEvents?.close();
    await events?.close();
    for (const key of ['searchIndex', 'scoreRecompute'] as const) {
      const queue = new Queue(QUEUES[key].name, { connection: producerConnection, prefix });
      await queue.obliterate({ force: true });
      await queue.close();
    }
    producerConnection.disconnect();
    workerConnection.disconnect();
    await db?.destroy();
    await fake?.close();
  });

  async function waitForJob(jobId: string): Promise<unknown> {
    const job = await new Queue(QUEUES.searchIndex.name, {
      connection: producerConnection,
      prefix,
    }).getJob(jobId);
    if (!job) throw new Error(`no job ${jobId}`);
    return job.waitUntilFinished(queueEvents, 10_000);
  }

  it('should index a registered company and its brands from its company.changed event', async () => {
    const token = uniqueToken().toUpperCase();
    const [company] = await insertCompanies(db, [{ company_name: `${token} FRESH FOODS LLP` }]);
    await insertBrand(db, company!.id, `${token} Crunch`);

    await events.changed(company!.id, 'registered');

    // The event's job id is BullMQ's own (events are deduplicated per company): wait for the
    // document to arrive instead.
    await expect
      .poll(() => fake.indexes.get('companies')?.documents.get(company!.id)?.name, {
        timeout: 10_000,
      })
      .toBe(`${token} FRESH FOODS LLP`);
    const brandsOf = (companyId: number) =>
      [...(fake.indexes.get('brands')?.documents.values() ?? [])]
        .filter((doc) => doc.companyId === companyId)
        .map((doc) => doc.brandName);
    await expect
      .poll(() => brandsOf(company!.id), { timeout: 10_000 })
      .toEqual([`${token} Crunch`]);
  });

  // Issue 18: a registration is not public until staff approve it.
  it('should keep a pending registration out of the index and add it on its approval event', async () => {
    const token = uniqueToken().toUpperCase();
    const [company] = await insertCompanies(db, [
      { company_name: `${token} AWAITING LLP`, review_status: 'pending' },
    ]);
    await insertBrand(db, company!.id, `${token} Hidden`);
    const [marker] = await insertCompanies(db, [{ company_name: `${token} MARKER LLP` }]);
    const documents = () => fake.indexes.get('companies')?.documents;
    const brandsOf = (companyId: number) =>
      [...(fake.indexes.get('brands')?.documents.values() ?? [])].filter(
        (doc) => doc.companyId === companyId,
      );

    // The registration's own event, then a later one: once the later is indexed, the
    // earlier was handled too (one worker, jobs in order).
    await events.changed(company!.id, 'registered');
    await events.changed(marker!.id, 'registered');
    await expect.poll(() => documents()?.has(marker!.id), { timeout: 10_000 }).toBe(true);
    expect(documents()?.has(company!.id)).toBe(false);
    expect(brandsOf(company!.id)).toEqual([]);

    await db
      .updateTable('companies')
      .set({ review_status: 'live' })
      .where('id', '=', company!.id)
      .execute();
    await events.changed(company!.id, 'reviewed');
    await expect
      .poll(() => documents()?.get(company!.id)?.name, { timeout: 10_000 })
      .toBe(`${token} AWAITING LLP`);
    await expect
      .poll(() => brandsOf(company!.id).map((doc) => doc.brandName), { timeout: 10_000 })
      .toEqual([`${token} Hidden`]);

    // Rejected after all (or hidden again by hand): the next event removes it.
    await db
      .updateTable('companies')
      .set({ review_status: 'rejected' })
      .where('id', '=', company!.id)
      .execute();
    await events.changed(company!.id, 'reviewed');
    await expect.poll(() => documents()?.has(company!.id), { timeout: 10_000 }).toBe(false);
  });

  it('should index every company changed since a bulk load', async () => {
    const token = uniqueToken().toUpperCase();
    const since = new Date();
    const rows = await insertCompanies(db, [
      { company_name: `${token} BULK ONE LIMITED` },
      { company_name: `${token} BULK TWO LIMITED` },
    ]);

    await events.bulkChanged(since, 'imported', rows.length);
    const result = await waitForJob(`companies-bulk-${since.toISOString().replace(/[^0-9]/g, '')}`);

    expect(result).toMatchObject({ synced: expect.any(Number) });
    for (const row of rows) {
      expect(fake.indexes.get('companies')?.documents.has(row.id)).toBe(true);
    }
  });

  it('should carry a newly stored score into the document through the score event', async () => {
    // What the scoring service does (scoring's storeScores): store the score without touching
    // updated_at and, in the same transaction, tell the search index alone.
    const token = uniqueToken().toUpperCase();
    const [company] = await insertCompanies(db, [{ company_name: `${token} SCORED LIMITED` }]);
    await events.changed(company!.id, 'registered');
    const documentOf = () => fake.indexes.get('companies')?.documents.get(company!.id);
    await expect
      .poll(() => documentOf()?.name, { timeout: 10_000 })
      .toBe(`${token} SCORED LIMITED`);
    expect(documentOf()?.trustScore ?? null).toBeNull();

    const scoreEvents = new CompanyEventsOutbox(new Outbox(prefix));
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('companies')
        .set({ trust_score: 71, trust_level: 'Medium Trust' })
        .where('id', '=', company!.id)
        .execute();
      await scoreEvents.scoreChanged(trx, [company!.id]);
    });
    const relay = new OutboxRelay({ db, connection: producerConnection, prefix });
    try {
      relay.start();
      await expect.poll(() => documentOf()?.trustScore, { timeout: 10_000 }).toBe(71);
      expect(documentOf()?.trustLevel).toBe('Medium Trust');
    } finally {
      await relay.close();
    }
  });
});
