import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/client';
import * as scoreHistoryDuplicates from '../src/db/migrations/0033_score_history_duplicates';
import * as bundledSampleData from '../src/db/migrations/0034_bundled_sample_data';
import { newCompany } from '../src/testing/factories';
import { testDatabaseUrl } from '../src/testing/test-env';

// Issue 36's data migrations, run again on rows made as the old code made them: each must
// change exactly those rows (a migration that ran once already is re-run here on new rows).

const db = createDb({ url: testDatabaseUrl(), poolSize: 2 });
afterAll(() => db.destroy());

describe('0033: score history copies', () => {
  it('should drop a repeated entry and keep a change that came back later', async () => {
    const company = await newCompany(db);
    const entry = (score: number, previous: number | null, reason: string) => ({
      company_id: company.id,
      score,
      previous_score: previous,
      level: 'Medium Trust',
      rule_version: 1,
      reason,
      facts: JSON.stringify({}),
    });
    await db
      .insertInto('trust_score_history')
      .values([
        entry(60, null, 'First score'),
        entry(60, null, 'First score'),
        entry(70, 60, 'GST registration added'),
        entry(60, 70, 'GST registration removed'),
        entry(70, 60, 'GST registration added'),
      ])
      .execute();

    await scoreHistoryDuplicates.up(db);

    const history = await db
      .selectFrom('trust_score_history')
      .select(['score', 'previous_score', 'reason'])
      .where('company_id', '=', company.id)
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { score: 60, previous_score: null, reason: 'First score' },
      { score: 70, previous_score: 60, reason: 'GST registration added' },
      { score: 60, previous_score: 70, reason: 'GST registration removed' },
      { score: 70, previous_score: 60, reason: 'GST registration added' },
    ]);
  });
});

describe('0034: the bundled sample data', () => {
  it('should remove the two altered Maharashtra rows with what hangs off them', async () => {
    // A database `npm start` loaded before the rows left data/.
    await sql`delete from companies where cin in ('L11101MH1979PLC021303', 'L11101MH2006PLC163935')`.execute(
      db,
    );
    const altered = await newCompany(db, {
      cin: 'L11101MH1979PLC021303',
      data_source: 'registry',
      registry_source_file: 'companies-mca2020format-mh-sample.csv',
    });
    await db
      .insertInto('trust_score_history')
      .values({
        company_id: altered.id,
        score: 50,
        previous_score: null,
        level: 'Medium Trust',
        rule_version: 1,
        reason: 'First score',
        facts: JSON.stringify({}),
      })
      .execute();
    const typedIn = await newCompany(db, {
      cin: 'L11101MH2006PLC163935',
      data_source: 'registration',
    });

    await bundledSampleData.up(db);

    const left = await db
      .selectFrom('companies')
      .select('id')
      .where('id', 'in', [altered.id, typedIn.id])
      .execute();
    expect(left).toEqual([{ id: typedIn.id }]);
    const history = await db
      .selectFrom('trust_score_history')
      .select('id')
      .where('company_id', '=', altered.id)
      .execute();
    expect(history).toEqual([]);
    await db.deleteFrom('companies').where('id', '=', typedIn.id).execute();
  });

  it('should date the bundled files by their data, not by their import', async () => {
    const goa = await newCompany(db, {
      data_source: 'registry',
      registry_source_file: 'companies-datagovin-goa.csv.gz',
      registry_source_date: '2026-12-06',
    });
    const other = await newCompany(db, {
      data_source: 'registry',
      registry_source_file: 'goa-2026-11.csv',
      registry_source_date: '2026-11-30',
    });

    await bundledSampleData.up(db);

    const dates = await db
      .selectFrom('companies')
      .select(['id', 'registry_source_date'])
      .where('id', 'in', [goa.id, other.id])
      .orderBy('id')
      .execute();
    expect(dates).toEqual([
      { id: goa.id, registry_source_date: '2025-05-05' },
      { id: other.id, registry_source_date: '2026-11-30' },
    ]);
  });
});
