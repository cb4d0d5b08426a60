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
  it('should write one search-index and one page-cache event, and none for score-recompute, when a score changes', async () => {
    const company = await newCompany(db, { gst_number: null });
    const { events, rows } = freshEvents();

    await recomputeCompany(db, company.id, events);

    expect(await rows()).toEqual(
      ['searchIndex', 'pageCache', 'watchAlerts'].map((queue) => ({
        queue,
        job_name: 'company.changed',
        payload: { companyId: company.id, reason: 'score-changed' },
        job_options: { deduplicationId: `company-changed-${company.id}` },
      })),
    );
  });

  it('should write no event when the recomputed score is the stored one', async () => {
    const company = await newCompany(db, { gst_number: null });
    await recomputeCompany(db, company.id, freshEvents().events);
    const { events, rows } = freshEvents();

    await recomputeCompany(db, company.id, events);

    expect(await rows()).toEqual([]);
  });

  it('should write one event per score follower for a whole bulk recompute, not one per company', async () => {
    const since = new Date(Date.now() - 1_000);
    await Promise.all([newCompany(db), newCompany(db), newCompany(db)]);
    const { events, rows } = freshEvents();

    const progress = await recomputeSince(db, since, { batchSize: 2, events });

    // Every company of the run is synced by one bulk job for the same `since`, on the search
    // index and the page cache: a rules change at 10 lakh companies queues one job, not 10 lakh.
    expect(progress.changed).toBeGreaterThanOrEqual(3);
    expect(await rows()).toEqual(
      ['searchIndex', 'pageCache', 'watchAlerts'].map((queue) => ({
        queue,
        job_name: 'companies.bulk-changed',
        payload: { since: since.toISOString(), reason: 'rescored', count: progress.changed },
        job_options: expect.objectContaining({ jobId: expect.stringMatching(/rescored/) }),
      })),
    );

    // Run again: nothing changes, but the run is announced all the same (a run that crashed
    // after storing its scores left them unannounced).
    await recomputeSince(db, since, { batchSize: 2, events });
    expect(await rows()).toHaveLength(6);
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
