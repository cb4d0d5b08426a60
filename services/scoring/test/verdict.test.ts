import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyEventsOutbox, Outbox, createDb, type Database } from '@trusthive/platform';
import { newCompany, testDatabaseUrl } from '@trusthive/platform/testing';
import { recomputeCompany, scoreCompany } from '../src/trust-score.service';

// Issue 36: the verdict is built with the score from the same facts, stored in the breakdown,
// and its card form is copied onto the company row (migration 0031) for every list to show.

let db: Kysely<Database>;

beforeAll(() => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'verdict-test' });
});

afterAll(async () => {
  await db?.destroy();
});

const events = () => new CompanyEventsOutbox(new Outbox(`test-${randomUUID()}`));

async function cardVerdictOf(id: number) {
  const { rows } = await sql<{ verdict: unknown }>`
    select verdict from companies where id = ${id}
  `.execute(db);
  return rows[0]?.verdict;
}

describe('the stored verdict', () => {
  it('should store a registry company’s verdict and copy its card form onto the row', async () => {
    const company = await newCompany(db, {
      data_source: 'registry',
      registration_date: '2014-06-12',
      registry_source_date: '2025-05-15',
      gst_number: null,
    });
    await recomputeCompany(db, company.id, events());

    const score = await scoreCompany(db, company.id);
    expect(score?.verdict.line).toBe(
      'Registered with MCA since 2014 · Active · no red flags · GST not checked · no reviews yet',
    );
    expect(await cardVerdictOf(company.id)).toEqual({
      tone: 'green',
      parts: [
        { kind: 'confirmed', text: 'Registered with MCA since 2014' },
        { kind: 'confirmed', text: 'Active' },
        { kind: 'confirmed', text: 'no red flags' },
        { kind: 'unknown', text: 'GST not checked' },
        { kind: 'unknown', text: 'no reviews yet' },
      ],
    });
  });

  it('should turn the card red when the registry strikes the company off', async () => {
    const company = await newCompany(db, {
      data_source: 'registry',
      registration_date: '2009-01-20',
      registry_source_date: '2025-05-15',
    });
    await recomputeCompany(db, company.id, events());
    await db
      .updateTable('companies')
      .set({ company_status: 'Strike Off' })
      .where('id', '=', company.id)
      .execute();
    await recomputeCompany(db, company.id, events());

    expect(await cardVerdictOf(company.id)).toEqual({
      tone: 'red',
      parts: [
        { kind: 'wrong', text: 'Struck off per MCA records of May 2025' },
        { kind: 'confirmed', text: 'Registered with MCA since 2009' },
      ],
    });
  });

  it('should announce to the search index a verdict that moved without the score', async () => {
    const company = await newCompany(db, {
      data_source: 'registry',
      company_status: 'Strike Off',
      registry_source_date: '2025-05-15',
    });
    await recomputeCompany(db, company.id, events());
    const before = await scoreCompany(db, company.id);
    // A newer MCA file with the same status: the same score, a verdict of a later month.
    await db
      .updateTable('companies')
      .set({ registry_source_date: '2025-08-01' })
      .where('id', '=', company.id)
      .execute();
    const prefix = `test-${randomUUID()}`;
    await recomputeCompany(db, company.id, new CompanyEventsOutbox(new Outbox(prefix)));

    const after = await scoreCompany(db, company.id);
    expect(after?.score).toBe(before?.score);
    expect(after?.verdict.line).toContain('per MCA records of August 2025');
    const announced = await db
      .selectFrom('outbox')
      .select(['queue', 'payload'])
      .where('prefix', '=', prefix)
      .execute();
    expect(announced).toEqual([
      { queue: 'searchIndex', payload: { companyId: company.id, reason: 'score-changed' } },
      { queue: 'pageCache', payload: { companyId: company.id, reason: 'score-changed' } },
      { queue: 'watchAlerts', payload: { companyId: company.id, reason: 'score-changed' } },
    ]);
    const history = await db
      .selectFrom('trust_score_history')
      .select('reason')
      .where('company_id', '=', company.id)
      .execute();
    // A verdict's new words are not a change of the score: one history entry, the first.
    expect(history).toHaveLength(1);
  });
});
