import { randomUUID } from 'node:crypto';
import type { Worker } from 'bullmq';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyEvents,
  CompanyEventsOutbox,
  Outbox,
  OutboxRelay,
  QUEUES,
  createDb,
  createRedis,
  type CompanyRow,
  type Database,
} from '@trusthive/platform';
import { newCompany, testDatabaseUrl, testRedisUrl } from '@trusthive/platform/testing';
import { sql, type Kysely } from 'kysely';
import { freshStandInGstin } from '../../../scripts/e2e/gst-stand-in';
import { computeTrustScore } from '../src/rules/trust-score';
import { RULE_VERSION } from '../src/rules/trust-score';
import {
  applyRulesIfNew,
  recomputeCompany,
  recomputeSince,
  scoreCompany,
  scoreEvents,
  storeMissingScores,
  toScoreInput,
  toStoredScore,
} from '../src/trust-score.service';
import {
  findAppliedRuleVersion,
  findScoreInputs,
  recordAppliedRuleVersion,
  storeScores,
} from '../src/repositories/score-inputs.repository';
import { createRecomputeWorker } from '../src/workers/recompute-score.worker';

// The worker on real Redis and PostgreSQL: company events in, companies.trust_score out,
// updated_at untouched. A per-file prefix keeps these jobs away from a running stack.

const prefix = `test-${randomUUID()}`;
let db: Kysely<Database>;
let worker: Worker;
const producerConnection = createRedis(testRedisUrl(), 'producer', 'score-test');
const workerConnection = createRedis(testRedisUrl(), 'worker', 'score-test');
let events: CompanyEvents;

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 4, applicationName: 'score-worker-test' });
  events = new CompanyEvents(producerConnection, prefix);
  worker = createRecomputeWorker({ db, connection: workerConnection, prefix });
  await worker.waitUntilReady();
});

afterAll(async () => {
  await worker?.close();
  await events?.close();
  for (const key of ['scoreRecompute', 'searchIndex', 'pageCache'] as const) {
    const queue = new Queue(QUEUES[key].name, { connection: producerConnection, prefix });
    await queue.obliterate({ force: true });
    await queue.close();
  }
  producerConnection.disconnect();
  workerConnection.disconnect();
  await db?.destroy();
});

async function stored(id: number) {
  return db
    .selectFrom('companies')
    .select(['trust_score', 'trust_level', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function expectedScore(id: number) {
  const row = await findScoreInputs(db, id);
  return computeTrustScore(toScoreInput(row!)).score;
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not so within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function waitForScore(id: number, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const row = await stored(id);
    if (row.trust_score !== null) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`company ${id} got no score within ${timeoutMs} ms`);
}

describe('recompute-score worker', () => {
  it('should score a company whose event was committed to the outbox with its write', async () => {
    // Issue 24 #15: what a registration does, with the relay of the writing process.
    const company = await newCompany(db, { gst_number: null });
    const outbox = new CompanyEventsOutbox(new Outbox(prefix));
    await db.transaction().execute((trx) => outbox.changed(trx, company.id, 'registered'));
    const relay = new OutboxRelay({ db, connection: producerConnection, prefix });
    try {
      relay.start();
      const row = await waitForScore(company.id);
      expect(row.trust_score).toBe(await expectedScore(company.id));
    } finally {
      await relay.close();
    }
  });

  it('should store the score of a changed company without touching updated_at', async () => {
    const company = await newCompany(db, { gst_number: null });
    expect(company.trust_score).toBeNull();
    await events.changed(company.id, 'registered');

    const row = await waitForScore(company.id);
    expect(row.trust_score).toBe(await expectedScore(company.id));
    expect(row.updated_at).toEqual(company.updated_at);
  });

  it('should store the breakdown the trust-score route shows, copied onto the company row', async () => {
    const company = await newCompany(db, { gst_number: null, pan_number: null });
    const storedScore = () =>
      db
        .selectFrom('company_scores')
        .select(['score', 'level', 'rule_version', 'breakdown', 'computed_at'])
        .where('company_id', '=', company.id)
        .executeTakeFirst();
    expect(await storedScore()).toBeUndefined();

    await recomputeCompany(db, company.id);
    const first = await storedScore();
    const { history, ...live } = (await scoreCompany(db, company.id))!;
    expect(history).toHaveLength(1);
    expect(first).toMatchObject({
      score: live.score,
      level: live.level,
      rule_version: RULE_VERSION,
    });
    expect(first!.breakdown).toEqual(live);
    expect(await stored(company.id)).toMatchObject({
      trust_score: live.score,
      trust_level: live.level,
      updated_at: company.updated_at,
    });

    // Unchanged inputs write nothing; changed ones replace the breakdown and the copy.
    await recomputeCompany(db, company.id);
    expect((await storedScore())!.computed_at).toEqual(first!.computed_at);
    await db
      .updateTable('companies')
      .set({ gst_number: '27AAACR5055K1Z7', company_state_code: 'Maharashtra' })
      .where('id', '=', company.id)
      .execute();
    await recomputeCompany(db, company.id);
    const { history: _, ...changed } = (await scoreCompany(db, company.id))!;
    expect(changed.score).toBeGreaterThan(live.score);
    expect((await storedScore())!.breakdown).toEqual(changed);
    expect((await stored(company.id)).trust_score).toBe(changed.score);
  });

  it('should store the breakdown of companies scored before breakdowns were stored, once', async () => {
    const first = await newCompany(db);
    const unscored = await newCompany(db);
    const second = await newCompany(db);
    // Scored before migration 0028: a score on the row (here a wrong one), no company_scores row.
    for (const company of [first, second]) {
      const wrong = (await expectedScore(company.id)) === 0 ? 1 : 0;
      await db
        .updateTable('companies')
        .set({ trust_score: wrong })
        .where('id', '=', company.id)
        .execute();
    }
    const range = { afterId: first.id - 1, upToId: second.id, events: scoreEvents(prefix) };

    const filled = await storeMissingScores(db, { ...range, batchSize: 1 });
    expect(filled.scanned).toBeGreaterThanOrEqual(2);
    const storedScores = await db
      .selectFrom('company_scores')
      .select(['company_id', 'score'])
      .where('company_id', 'in', [first.id, unscored.id, second.id])
      .orderBy('company_id')
      .execute();
    // Stored as the rules compute it, with the row's copy following; a company never scored is
    // left to its events.
    expect(storedScores).toEqual([
      { company_id: first.id, score: await expectedScore(first.id) },
      { company_id: second.id, score: await expectedScore(second.id) },
    ]);
    expect((await stored(second.id)).trust_score).toBe(await expectedScore(second.id));
    expect((await stored(unscored.id)).trust_score).toBeNull();
    expect((await storeMissingScores(db, range)).scanned).toBe(0);
  });

  it('should copy a stored score again onto a row whose copy was changed behind its back', async () => {
    const company = await newCompany(db);
    await recomputeCompany(db, company.id);
    const score = (await stored(company.id)).trust_score!;
    await db
      .updateTable('companies')
      .set({ trust_score: score === 0 ? 1 : score - 1 })
      .where('id', '=', company.id)
      .execute();
    await recomputeCompany(db, company.id);
    expect((await stored(company.id)).trust_score).toBe(score);
  });

  it('should recompute every company changed since a bulk event', async () => {
    const since = new Date(Date.now() - 1_000);
    const companies: CompanyRow[] = [];
    for (let index = 0; index < 5; index += 1) companies.push(await newCompany(db));
    await events.bulkChanged(since, 'imported', companies.length);

    for (const company of companies) {
      const row = await waitForScore(company.id);
      expect(row.trust_score).toBe(await expectedScore(company.id));
      expect(row.updated_at).toEqual(company.updated_at);
    }
  });

  it('should go through batches and be idempotent', async () => {
    const since = new Date(Date.now() - 1_000);
    const companies: CompanyRow[] = [];
    for (let index = 0; index < 5; index += 1) companies.push(await newCompany(db));
    const batches: number[] = [];
    const result = await recomputeSince(db, since, {
      batchSize: 2,
      onBatch: (progress) => void batches.push(progress.scanned),
    });
    expect(result.scanned).toBeGreaterThanOrEqual(companies.length);
    expect(batches.length).toBeGreaterThanOrEqual(3);
    for (const company of companies) {
      expect((await stored(company.id)).trust_score).toBe(await expectedScore(company.id));
    }
    // Storing the same scores again changes no row.
    const again = await Promise.all(
      companies.map(async (company) => toStoredScore((await findScoreInputs(db, company.id))!)),
    );
    expect(await storeScores(db, again, RULE_VERSION, scoreEvents(prefix))).toBe(0);
  });

  it('should resume a bulk recompute after the last id it reported', async () => {
    const since = new Date(Date.now() - 1_000);
    const first = await newCompany(db);
    const second = await newCompany(db);
    const result = await recomputeSince(db, since, {
      from: { afterId: first.id, scanned: 0, changed: 0 },
    });
    expect(result.afterId).toBeGreaterThanOrEqual(second.id);
    expect((await stored(first.id)).trust_score).toBeNull();
    expect((await stored(second.id)).trust_score).toBe(await expectedScore(second.id));
  });

  it('should record one history row per change of the score, with its reason', async () => {
    const company = await newCompany(db, { gst_number: null, pan_number: null });
    const history = () =>
      db
        .selectFrom('trust_score_history')
        .select(['score', 'previous_score', 'level', 'rule_version', 'reason'])
        .where('company_id', '=', company.id)
        .orderBy('id')
        .execute();

    await recomputeCompany(db, company.id);
    await recomputeCompany(db, company.id);
    const first = (await stored(company.id)).trust_score;
    expect(await history()).toEqual([
      {
        score: first,
        previous_score: null,
        level: expect.any(String),
        rule_version: RULE_VERSION,
        reason: 'First score',
      },
    ]);

    // A GST number with a correct check digit (the PAN inside it is the company's own).
    await db
      .updateTable('companies')
      .set({ gst_number: '27AAACR5055K1Z7', company_state_code: 'Maharashtra' })
      .where('id', '=', company.id)
      .execute();
    await recomputeCompany(db, company.id);
    await recomputeCompany(db, company.id);
    const second = await stored(company.id);
    expect(second.trust_score).toBeGreaterThan(first!);
    // A number typed on the record is profile detail: only the GST network confirms GST.
    expect((await history()).slice(1)).toEqual([
      {
        score: second.trust_score,
        previous_score: first,
        level: second.trust_level,
        rule_version: RULE_VERSION,
        reason: 'Profile details added',
      },
    ]);

    // The GST network lists a registration of the company's (what the enrichment service's
    // lookup stores, matched): the GST block scores it.
    const gstin = freshStandInGstin('active');
    await db
      .insertInto('gst_registrations')
      .values({
        gstin,
        legal_name: 'A COMPANY PRIVATE LIMITED',
        status: 'Active',
        state_name: 'Maharashtra',
        registered_on: '2018-07-01',
        provider: 'gsp.example',
        raw: '{}',
        company_id: company.id,
        match_basis: 'pan',
      })
      .execute();
    await recomputeCompany(db, company.id);
    const third = await stored(company.id);
    expect(third.trust_score).toBeGreaterThan(second.trust_score!);

    // GSTN cancels it: the history names the new status (not its red flag a second time).
    await db
      .updateTable('gst_registrations')
      .set({ status: 'Cancelled', cancelled_on: '2026-11-02' })
      .where('gstin', '=', gstin)
      .execute();
    await recomputeCompany(db, company.id);
    const fourth = await stored(company.id);
    expect(fourth.trust_score).toBeLessThan(third.trust_score!);

    const answer = await scoreCompany(db, company.id);
    expect(
      answer?.history.map((entry) => [entry.previousScore, entry.score, entry.reason]),
    ).toEqual([
      [third.trust_score, fourth.trust_score, 'GST status in Maharashtra changed to Cancelled'],
      [second.trust_score, third.trust_score, 'GST registration added'],
      [first, second.trust_score, 'Profile details added'],
      [null, first, 'First score'],
    ]);
    expect(answer?.redFlags).toContainEqual({
      title: 'GST registration in Maharashtra cancelled per the GST network.',
      points: 5,
      source: 'GST network via gsp.example',
      date: '2026-11-02',
    });
  });

  it('should record a first score once when two writers score the same company at once', async () => {
    // Issue 36: two bulk jobs over one import each wrote "First score" for every company.
    const company = await newCompany(db, { gst_number: null, pan_number: null });
    const score = toStoredScore((await findScoreInputs(db, company.id))!);
    let writers: Promise<number[]> | undefined;
    // Both writers start while the company row is held, so neither can finish first unseen.
    await db.transaction().execute(async (trx) => {
      await sql`select id from companies where id = ${company.id} for no key update`.execute(trx);
      writers = Promise.all([
        storeScores(db, [score], RULE_VERSION),
        storeScores(db, [score], RULE_VERSION),
      ]);
      await waitUntil(async () => {
        // A transaction reads the activity view once unless told to read it again.
        await sql`select pg_stat_clear_snapshot()`.execute(trx);
        const { rows } = await sql<{ waiting: number }>`
          select count(*)::int as waiting from pg_stat_activity
           where application_name = 'score-worker-test' and wait_event_type = 'Lock'
        `.execute(trx);
        return rows[0]!.waiting >= 2;
      });
    });
    expect((await writers!).sort()).toEqual([0, 1]);

    const history = await db
      .selectFrom('trust_score_history')
      .select(['score', 'previous_score', 'reason'])
      .where('company_id', '=', company.id)
      .execute();
    expect(history).toEqual([{ score: score.score, previous_score: null, reason: 'First score' }]);
  });

  it("should record a rule change as the bulk recompute's reason", async () => {
    const since = new Date(Date.now() - 1_000);
    const company = await newCompany(db, { company_status: 'Strike Off' });
    // A score stored by earlier rules (red flags fixed at 10): 10 raw points more.
    const current = await expectedScore(company.id);
    await db
      .updateTable('companies')
      .set({ trust_score: current + 13 })
      .where('id', '=', company.id)
      .execute();
    await recomputeSince(db, since, { reason: 'rules v2: red flags from facts' });
    const rows = await db
      .selectFrom('trust_score_history')
      .select(['score', 'previous_score', 'reason'])
      .where('company_id', '=', company.id)
      .execute();
    expect(rows).toEqual([
      { score: current, previous_score: current + 13, reason: 'rules v2: red flags from facts' },
    ]);
  });

  it('should not re-score in bulk again once the rules version is recorded', async () => {
    // The first, full re-score is not run here: it would score other files' rows mid-test.
    await recordAppliedRuleVersion(db, RULE_VERSION, 'rules applied by this test');
    expect(await findAppliedRuleVersion(db)).toBe(RULE_VERSION);
    const company = await newCompany(db);
    expect(await applyRulesIfNew(db)).toBeNull();
    expect((await stored(company.id)).trust_score).toBeNull();
  });
});
