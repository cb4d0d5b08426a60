import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import {
  COMPANY_EVENT_QUEUES,
  QUEUES,
  createDb,
  createPool,
  createRedis,
  jobIds,
  type Database,
} from '@trusthive/platform';
import {
  dropOwnDatabase,
  testDatabaseUrl,
  testOwnerDatabaseUrl,
  testRedisUrl,
  createMigratedDatabase,
} from '@trusthive/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The announcer the importer uses; its Redis-down answer is tested in import/announce.test.ts.
import { announceBulkChange } from '../import/announce';
import { generateCompanies, SyntheticRowsExistError, type GenerateResult } from './generate';
import { loadDistributions } from './distributions';
import { COMPANY_COLUMNS } from './model';

// Medium tier: real PostgreSQL. The generator truncates or deletes every synthetic row, and
// other suites' factories write synthetic rows too, so this file works in a database of its
// own, created and migrated here and dropped at the end.

const COMPANIES = 5_000;
const databaseUrl = (() => {
  const url = new URL(testOwnerDatabaseUrl());
  url.pathname = `/trusthive_test_generate_${process.pid}`;
  return url.toString();
})();

let pool: pg.Pool;
let db: Kysely<Database>;

beforeAll(async () => {
  await dropOwnDatabase(databaseUrl);
  await createMigratedDatabase(databaseUrl);
  db = createDb({ url: databaseUrl, poolSize: 2, applicationName: 'test-generate' });
  pool = createPool({ url: databaseUrl, poolSize: 2, applicationName: 'test-generate' });
});

afterAll(async () => {
  await pool?.end();
  await db?.destroy();
  await dropOwnDatabase(databaseUrl);
});

/** md5 over every generated column (not ids or timestamps) of every table, in a stable order. */
async function digest(): Promise<Record<string, string>> {
  const columns = COMPANY_COLUMNS.filter((column) => column !== 'id').join(', ');
  const { rows } = await pool.query<Record<string, string>>(`
    select
      (select md5(string_agg(t::text, E'\\n' order by t.cin)) from (select ${columns} from companies) t) as companies,
      (select md5(string_agg(concat_ws('|', c.cin, b.brand_name, b.trademark_name, b.website_url), E'\\n'
                  order by c.cin, b.id))
         from brands b join companies c on c.id = b.company_id) as brands,
      (select md5(string_agg(concat_ws('|', c.cin, g.gstin, g.registration_date, g.nature_of_business, g.pan,
                  g.business_name, g.entity_type, g.department_code_and_type), E'\\n' order by c.cin))
         from company_gst_details g join companies c on c.id = g.company_id) as gst,
      (select md5(string_agg(concat_ws('|', d.company_cin, d.name, d.din_pan, d.begin_date), E'\\n'
                  order by d.company_cin, d.id))
         from directors d) as directors`);
  return rows[0] ?? {};
}

async function count(query: string): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(`select (${query})::int as count`);
  return rows[0]?.count ?? -1;
}

async function indexDefinitions(): Promise<string[]> {
  const { rows } = await pool.query<{ definition: string }>(
    `select indexdef as definition from pg_indexes
      where tablename in ('companies', 'brands', 'company_gst_details', 'directors') order by indexname`,
  );
  return rows.map((row) => row.definition);
}

describe(generateCompanies.name, () => {
  let first: GenerateResult;
  let firstDigest: Record<string, string>;

  beforeAll(async () => {
    first = await generateCompanies({ pool, companies: COMPANIES, seed: 7 });
    firstDigest = await digest();
  });

  it('should load every row through the CHECK constraints, all marked synthetic', async () => {
    expect(first.counts.companies).toBe(COMPANIES);
    expect(await count(`select count(*) from companies where data_source = 'synthetic'`)).toBe(
      COMPANIES,
    );
    expect(await count(`select count(*) from companies where data_source <> 'synthetic'`)).toBe(0);
    expect(
      await count(`select count(*) from companies where cin not like '____________SYN%'`),
    ).toBe(0);
    expect(await count('select count(*) from brands')).toBe(first.counts.brands);
    expect(await count('select count(*) from company_gst_details')).toBe(first.counts.gstDetails);
    expect(await count('select count(*) from directors')).toBe(first.counts.directors);
    expect(await count(`select count(*) from gst_registrations where provider = 'generator'`)).toBe(
      first.counts.gstRegistrations,
    );
  });

  it('should give brands, GST rows and directors to the intended shares of companies', async () => {
    const share = async (query: string) => (await count(query)) / COMPANIES;
    expect(await share('select count(distinct company_id) from brands')).toBeCloseTo(0.12, 1);
    expect(
      first.counts.brands / (await count('select count(distinct company_id) from brands')),
    ).toBeGreaterThan(1.4);
    expect(
      first.counts.brands / (await count('select count(distinct company_id) from brands')),
    ).toBeLessThan(1.95);
    expect(await share('select count(*) from company_gst_details')).toBeCloseTo(0.45, 1);
    expect(
      await share(`select count(distinct company_id) from gst_registrations
                   where provider = 'generator'`),
    ).toBeCloseTo(0.45, 1);
    expect(await share('select count(distinct company_cin) from directors')).toBeCloseTo(0.3, 1);
    expect(await share('select count(*) from companies where domain_name is not null')).toBeCloseTo(
      0.3,
      1,
    );
    expect(await share('select count(*) from companies where email is not null')).toBeCloseTo(
      0.2,
      1,
    );
    expect(
      await count(`select count(*) from companies c
                    where (c.gst_number is null) <> not exists
                      (select 1 from company_gst_details g where g.company_id = c.id and g.gstin = c.gst_number)`),
    ).toBe(0);
    expect(
      await count(
        'select count(*) from companies where has_different_brand <> exists (select 1 from brands b where b.company_id = companies.id)',
      ),
    ).toBe(0);
  });

  it('should stamp every row with the reported time, and set the sequence past the ids', async () => {
    // `since` is the transaction time cut to milliseconds, so consumers that read
    // updated_at >= since see every generated row.
    expect(
      await count(`select count(*) from companies
                    where not (updated_at >= '${first.since}' and updated_at < '${first.since}'::timestamptz + interval '1 ms')`),
    ).toBe(0);
    const inserted = await db
      .insertInto('companies')
      .values({ company_name: 'After The Load Private Limited', data_source: 'registration' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBeGreaterThan(first.firstId + COMPANIES - 1);
    await db.deleteFrom('companies').where('id', '=', inserted.id).execute();
  });

  it('should refuse to run again without replace', async () => {
    await expect(generateCompanies({ pool, companies: 10, seed: 7 })).rejects.toBeInstanceOf(
      SyntheticRowsExistError,
    );
    expect(await count('select count(*) from companies')).toBe(COMPANIES);
  });

  it('should leave the rows and indexes as they were when the load fails', async () => {
    const indexes = await indexDefinitions();
    const broken = structuredClone(loadDistributions());
    // A NIC code the CHECK constraints reject, so COPY fails in the middle of the load.
    for (const classification of broken.classifications) classification.nicCodes = [['12AB', 1]];
    await expect(
      generateCompanies({
        pool,
        companies: COMPANIES,
        seed: 7,
        replace: true,
        distributions: broken,
      }),
    ).rejects.toThrow(/violates check constraint/);
    expect(await digest()).toEqual(firstDigest);
    expect(await indexDefinitions()).toEqual(indexes);
  });

  it('should give the same rows for the same seed when replacing, with the same indexes', async () => {
    const indexes = await indexDefinitions();
    const again = await generateCompanies({ pool, companies: COMPANIES, seed: 7, replace: true });
    expect(again.deletedCompanies).toBe(COMPANIES);
    expect(again.counts).toEqual(first.counts);
    expect(again.firstId).toBe(first.firstId);
    expect(await digest()).toEqual(firstDigest);
    expect(await indexDefinitions()).toEqual(indexes);
    expect(await count('select count(*) from companies')).toBe(COMPANIES);
  });

  it('should give other rows for another seed', async () => {
    await generateCompanies({ pool, companies: COMPANIES, seed: 8, replace: true });
    const other = await digest();
    await generateCompanies({ pool, companies: COMPANIES, seed: 7, replace: true });
    expect(other.companies).not.toBe(firstDigest.companies);
    expect(other.directors).not.toBe(firstDigest.directors);
  });

  it('should keep real companies and their rows when replacing synthetic ones', async () => {
    const real = await db
      .insertInto('companies')
      .values({
        company_name: 'Registry Row Private Limited',
        cin: 'U74999KA2019PTC123456',
        company_state_code: 'Karnataka',
        data_source: 'registry',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('brands')
      .values({ company_id: real.id, brand_name: 'Registry Brand' })
      .execute();
    await db
      .insertInto('directors')
      .values({ company_cin: 'U74999KA2019PTC123456', name: 'A REAL DIRECTOR' })
      .execute();

    const result = await generateCompanies({ pool, companies: COMPANIES, seed: 7, replace: true });
    const registryRows = [
      await count(`select count(*) from companies where data_source = 'registry'`),
      await count(`select count(*) from brands where company_id = ${real.id}`),
      await count(`select count(*) from directors where company_cin = 'U74999KA2019PTC123456'`),
    ];
    await db.deleteFrom('companies').where('id', '=', real.id).execute();

    expect(result.deletedCompanies).toBe(COMPANIES);
    expect(registryRows).toEqual([1, 1, 1]);
    expect(result.firstId).toBeGreaterThan(real.id);
    expect(await digest()).toEqual(firstDigest);
  });
});

describe(`${generateCompanies.name} into a table with more rows than it adds`, () => {
  it('should keep the indexes in place instead of rebuilding them', async () => {
    await pool.query(`
      insert into companies (company_name, data_source)
      select 'Registry Row ' || n || ' Private Limited', 'registry' from generate_series(1, 300) n`);
    const indexes = await indexDefinitions();
    try {
      const result = await generateCompanies({ pool, companies: 100, seed: 7, replace: true });
      expect(result.rebuiltIndexes).toBe(false);
      expect(result.counts.companies).toBe(100);
      expect(await indexDefinitions()).toEqual(indexes);
    } finally {
      await pool.query(`delete from companies where data_source = 'registry'`);
    }
  });
});

describe(announceBulkChange.name, () => {
  it('should queue one companies.bulk-changed job for every follower of company events', async () => {
    const prefix = `test-generate-${randomUUID()}`;
    const since = new Date().toISOString();
    const announced = await announceBulkChange({
      reason: 'generated',
      since,
      count: 42,
      databaseUrl: testDatabaseUrl(),
      redisUrl: testRedisUrl(),
      prefix,
    });
    const jobId = jobIds.bulkChanged(since);
    expect(announced).toEqual({ queued: true, jobId });

    const connection = createRedis(testRedisUrl(), 'worker', 'test-generate');
    try {
      for (const key of COMPANY_EVENT_QUEUES) {
        const queue = new Queue(QUEUES[key].name, { connection, prefix });
        const job = await queue.getJob(jobId);
        expect(job?.name).toBe('companies.bulk-changed');
        expect(job?.data).toEqual({ since, reason: 'generated', count: 42 });
        await queue.obliterate({ force: true });
        await queue.close();
      }
    } finally {
      connection.disconnect();
    }
  });
});
