import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyEventsOutbox, Outbox, createDb, type Database } from '@trusthive/platform';
import { newCompany, testDatabaseUrl } from '@trusthive/platform/testing';
import { RULE_VERSION } from '../src/rules/trust-score';
import { recomputeCompany, recomputeSince, toStoredScore } from '../src/trust-score.service';
import { findScoreInputs, storeScores } from '../src/repositories/score-inputs.repository';

// A stored score that changed tells the search index (whose Meilisearch documents carry the
// score) through the outbox, in the score write's own transaction, and never the
// score-recompute queue (that would loop). Each test has its own outbox prefix, so the rows
// it counts are its own.

let db: Kysely<Database>;

beforeAll(() => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'score-events-test' });
});

afterAll(async () => {
  await db?.destroy();
});

function freshEvents() {
  const prefix = `test-${randomUUID()}`;
  const rows = () =>
    db
      .selectFrom('outbox')
      .select(['queue', 'job_name', 'payload', 'job_options'])
      .where('prefix', '=', prefix)
      .orderBy('id')
      .execute();
  return { events: new CompanyEventsOutbox(new Outbox(prefix)), rows };
}

describe('score change events', () => {
  it('should write one search-index event, and none for score-recompute, when a score changes', async () => {
    const company = await newCompany(db, { gst_number: null });
    const { events, rows } = freshEvents();

    await recomputeCompany(db, company.id, events);

    expect(await rows()).toEqual([
      {
        queue: 'searchIndex',
        job_name: 'company.changed',
        payload: { companyId: company.id, reason: 'score-changed' },
        job_options: { deduplicationId: `company-changed-${company.id}` },
      },
    ]);
  });

  it('should write no event when the recomputed score is the stored one', async () => {
    const company = await newCompany(db, { gst_number: null });
    await recomputeCompany(db, company.id, freshEvents().events);
    const { events, rows } = freshEvents();

    await recomputeCompany(db, company.id, events);

    expect(await rows()).toEqual([]);
  });

  it('should write one event per changed company of a bulk recompute', async () => {
    const since = new Date(Date.now() - 1_000);
    const unchanged = await newCompany(db);
    await recomputeCompany(db, unchanged.id, freshEvents().events);
    const changed = [await newCompany(db), await newCompany(db)];
    const { events, rows } = freshEvents();

    await recomputeSince(db, since, { batchSize: 2, events });

    // Other tests' companies may also fall in `since`; these three are this test's.
    const told = (await rows()).map((row) => (row.payload as { companyId: number }).companyId);
    expect(told).toEqual(expect.arrayContaining(changed.map((company) => company.id)));
    expect(told).not.toContain(unchanged.id);
    expect(new Set(told).size).toBe(told.length);
    expect(new Set((await rows()).map((row) => row.queue))).toEqual(new Set(['searchIndex']));
  });

  it('should keep neither the score nor its event when the transaction rolls back', async () => {
    const company = await newCompany(db, { gst_number: null });
    const { rows } = freshEvents();
    // The event is written, then the transaction fails: both must be gone.
    class FailingAfterWrite extends CompanyEventsOutbox {
      override async scoreChanged(
        trx: Transaction<Database> | Kysely<Database>,
        ids: readonly number[],
      ) {
        await super.scoreChanged(trx, ids);
        throw new Error('lost the connection after the event');
      }
    }
    const failing = new FailingAfterWrite(freshEvents().events.outbox);
    const score = toStoredScore((await findScoreInputs(db, company.id))!);

    await expect(storeScores(db, [score], RULE_VERSION, failing)).rejects.toThrow('lost');

    const row = await db
      .selectFrom('companies')
      .select('trust_score')
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(row.trust_score).toBeNull();
    expect(await rows()).toEqual([]);
    const failingRows = await db
      .selectFrom('outbox')
      .select('id')
      .where('prefix', '=', failing.outbox.prefix)
      .execute();
    expect(failingRows).toEqual([]);
  });
});
