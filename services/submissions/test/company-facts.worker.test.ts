import { randomUUID } from 'node:crypto';
import { Queue, type Worker } from 'bullmq';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_EVENT_QUEUES,
  CompanyEventsOutbox,
  CompanyFactsOutbox,
  Outbox,
  OutboxRelay,
  QUEUES,
  createDb,
  createRedis,
  type PlaceFacts,
} from '@trusthive/platform';
import { newCompany, testDatabaseUrl, testRedisUrl } from '@trusthive/platform/testing';
import { createCompanyFactsWorker, type FactsOutcome } from '../src/workers/company-facts.worker';

// Issue 17: the enrichment worker sends a place answer's website and maps rating to this
// service, the one writer of companies, which stores them and tells the score and the search
// index. The facts arrive here as enrichment sends them: an outbox row, moved to the queue by
// a relay, taken by the worker.

const prefix = `test-${randomUUID().slice(0, 18)}`;
const db = createDb({ url: testDatabaseUrl(), poolSize: 4, applicationName: 'facts-test' });
const producer = createRedis(testRedisUrl(), 'producer', 'facts-test');
const connection = createRedis(testRedisUrl(), 'worker', 'facts-test-worker');
const outbox = new Outbox(prefix);
const facts = new CompanyFactsOutbox(outbox);
const relay = new OutboxRelay({ db, connection: producer, prefix });
const outcomes: FactsOutcome[] = [];
let worker: Worker;

beforeAll(async () => {
  worker = createCompanyFactsWorker({
    db,
    connection,
    prefix,
    events: new CompanyEventsOutbox(outbox),
    onOutcome: (outcome) => outcomes.push(outcome),
  });
  await worker.waitUntilReady();
});

afterAll(async () => {
  await worker?.close();
  await relay.close();
  for (const key of ['companyFacts', ...COMPANY_EVENT_QUEUES] as const) {
    const queue = new Queue(QUEUES[key].name, { connection: producer, prefix });
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
  }
  await db.deleteFrom('outbox').where('prefix', '=', prefix).execute();
  producer.disconnect();
  connection.disconnect();
  await db.destroy();
});

/** Sends the facts as the enrichment worker does and waits until this worker has taken them. */
async function send(companyId: number, found: PlaceFacts): Promise<FactsOutcome> {
  const before = outcomes.filter((outcome) => outcome.companyId === companyId).length;
  await facts.placeFound(db, companyId, found);
  await relay.deliverPending();
  await expect
    .poll(() => outcomes.filter((outcome) => outcome.companyId === companyId).length)
    .toBe(before + 1);
  return outcomes.filter((outcome) => outcome.companyId === companyId).at(-1)!;
}

const rowOf = (companyId: number) =>
  db
    .selectFrom('companies')
    .select(['domain_name', 'ratings', sql<Date>`updated_at`.as('updated_at')])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();

/** The company.changed events written for the company, with the time of their transaction. */
const changedEvents = (companyId: number) =>
  db
    .selectFrom('outbox')
    .select(['queue', 'payload', sql<Date>`created_at`.as('created_at')])
    .where('prefix', '=', prefix)
    .where('job_name', '=', 'company.changed')
    .where(({ eb, ref }) =>
      eb(eb.cast(ref('payload'), 'jsonb'), '@>', JSON.stringify({ companyId })),
    )
    .execute();

describe(createCompanyFactsWorker.name, () => {
  it('should store the website and maps rating on the row and re-score in the same transaction', async () => {
    const company = await newCompany(db, { domain_name: null });
    await sql`update companies set ratings = '{"trustpilot": 4.1}' where id = ${company.id}`.execute(
      db,
    );
    const before = await rowOf(company.id);
    const website = `https://${randomUUID().slice(0, 8)}.example.in/`;

    const outcome = await send(company.id, { website, rating: 4.6, userRatingsTotal: 128 });

    expect(outcome).toEqual({ companyId: company.id, changed: true });
    const row = await rowOf(company.id);
    expect(row.domain_name).toBe(website);
    // The rating joins what the row held; the review count sits beside it.
    expect(row.ratings).toEqual({ trustpilot: 4.1, google: 4.6, google_user_ratings_total: 128 });
    expect(row.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
    const events = await changedEvents(company.id);
    expect(events.map((event) => event.queue).sort()).toEqual([...COMPANY_EVENT_QUEUES].sort());
    for (const event of events) {
      expect(event.payload).toEqual({ companyId: company.id, reason: 'enriched' });
      // now() is the transaction's start: the row and its events committed together.
      expect(event.created_at.toISOString()).toBe(row.updated_at.toISOString());
    }
  });

  it('should record a place found without a rating, and keep the domain when it has no website', async () => {
    const company = await newCompany(db, { domain_name: 'kept.example.in' });

    await send(company.id, { website: null, rating: null, userRatingsTotal: null });

    const row = await rowOf(company.id);
    expect(row.domain_name).toBe('kept.example.in');
    expect(row.ratings).toEqual({ google_place_found: true });
    expect(await changedEvents(company.id)).toHaveLength(COMPANY_EVENT_QUEUES.length);
  });

  it('should change nothing and tell no one when the row already holds the facts', async () => {
    const company = await newCompany(db, { domain_name: null });
    const found = { website: 'https://same.example.in/', rating: 3.9, userRatingsTotal: 12 };
    await send(company.id, found);
    const stored = await rowOf(company.id);

    // The same answer again, as a later lookup or a retried job brings it.
    expect(await send(company.id, found)).toEqual({ companyId: company.id, changed: false });

    expect(await rowOf(company.id)).toEqual(stored);
    expect(await changedEvents(company.id)).toHaveLength(COMPANY_EVENT_QUEUES.length);
  });

  it('should store a later answer with other facts', async () => {
    const company = await newCompany(db, { domain_name: null });
    await send(company.id, { website: 'https://old.example.in/', rating: 3, userRatingsTotal: 2 });

    const outcome = await send(company.id, {
      website: 'https://new.example.in/',
      rating: 4,
      userRatingsTotal: 3,
    });

    expect(outcome.changed).toBe(true);
    expect(await rowOf(company.id)).toMatchObject({
      domain_name: 'https://new.example.in/',
      ratings: { google: 4, google_user_ratings_total: 3 },
    });
  });
});
