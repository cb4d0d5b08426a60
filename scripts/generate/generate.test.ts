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
  // Person ids are compared from the load's first one, which a load after other people differs in.
  const { rows } = await pool.query<Record<string, string>>(`
    with people as (
      select coalesce(min(id), 0) as first from registry_directors where provider = 'generator'
    )
    select
      (select md5(string_agg(t::text, E'\\n' order by t.cin)) from (select ${columns} from companies) t) as companies,
      (select md5(string_agg(concat_ws('|', c.cin, b.brand_name, b.trademark_name, b.website_url), E'\\n'
                  order by c.cin, b.id))
         from brands b join companies c on c.id = b.company_id) as brands,
      (select md5(string_agg(concat_ws('|', c.cin, g.gstin, g.registration_date, g.nature_of_business, g.pan,
                  g.business_name, g.entity_type, g.department_code_and_type), E'\\n' order by c.cin))
         from company_gst_details g join companies c on c.id = g.company_id) as gst,
      (select md5(string_agg(concat_ws('|', d.company_cin, d.name, d.din_pan, d.designation, d.begin_date,
                  d.ceased_on, d.provider, d.stand_in, d.as_of, d.director_id - p.first), E'\\n'
                  order by d.company_cin, d.id))
         from directors d, people p) as directors,
      (select md5(string_agg(concat_ws('|', r.id - p.first, r.din, r.name, r.provider, r.stand_in,
                  r.companies_as_of), E'\\n' order by r.id))
         from registry_directors r, people p) as registry_directors,
      (select md5(string_agg(r::text, E'\\n' order by r.cin)) from company_registry_records r) as records,
      (select md5(string_agg(concat_ws('|', c.company_cin, c.charge_id, c.holder, c.amount, c.status,
                  c.created_on, c.satisfied_on, c.as_of, c.provider, c.stand_in), E'\\n'
                  order by c.company_cin, c.charge_id))
         from company_charges c) as charges`);
  return rows[0] ?? {};
}

async function count(query: string): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(`select (${query})::int as count`);
  return rows[0]?.count ?? -1;
}

async function indexDefinitions(): Promise<string[]> {
  const { rows } = await pool.query<{ definition: string }>(
    `select indexdef as definition from pg_indexes
      where tablename in ('companies', 'brands', 'company_gst_details', 'directors',
                          'registry_directors', 'company_registry_records', 'company_charges')
      order by indexname`,
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
    expect(await count('select count(*) from directors where director_id is null')).toBe(0);
    expect(await count('select count(*) from registry_directors')).toBe(
      first.counts.registryDirectors,
    );
    expect(await count('select count(*) from company_registry_records')).toBe(
      first.counts.registryRecords,
    );
    expect(await count('select count(*) from company_charges')).toBe(first.counts.charges);
    for (const table of [
      'registry_directors',
      'directors',
      'company_registry_records',
      'company_charges',
    ]) {
      expect(
        await count(
          `select count(*) from ${table} where provider is distinct from 'generator' or not stand_in`,
        ),
      ).toBe(0);
    }
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
    expect(await share('select count(distinct company_cin) from directors')).toBeCloseTo(0.9, 1);
    expect(await share('select count(*) from company_registry_records')).toBeCloseTo(0.9, 1);
    expect(await share('select count(distinct company_cin) from company_charges')).toBeCloseTo(
      0.3,
      1,
    );
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

  it('should share directors across boards, a few on 20 or more, fewer people than companies', async () => {
    const { rows } = await pool.query<{ boards: number; people: number }>(`
      select boards::int, count(*)::int as people
        from (select director_id, count(*) as boards from directors group by director_id) b
       group by boards`);
    const people = rows.reduce((sum, row) => sum + row.people, 0);
    const on = (test: (boards: number) => boolean) =>
      rows.filter((row) => test(row.boards)).reduce((sum, row) => sum + row.people, 0) / people;
    expect(people).toBe(first.counts.registryDirectors);
    expect(people / COMPANIES).toBeGreaterThan(0.6);
    expect(people / COMPANIES).toBeLessThan(1);
    expect(on((boards) => boards > 1)).toBeGreaterThan(0.3);
    expect(on((boards) => boards <= 3)).toBeGreaterThan(0.75);
    expect(on((boards) => boards >= 20)).toBeGreaterThan(0.005);
    // Some of the people on many boards sit on a struck-off or insolvent company's.
    expect(
      await count(`select count(distinct d.director_id) from directors d
                     join companies c on c.cin = d.company_cin
                    where c.company_status in ('Strike Off', 'Under Liquidation', 'Under CIRP')
                      and d.director_id in (select director_id from directors group by director_id
                                             having count(*) >= 10)`),
    ).toBeGreaterThan(0);
    // Each directorship is its person's name and DIN.
    expect(
      await count(`select count(*) from directors d join registry_directors r on r.id = d.director_id
                    where d.name <> r.name or d.din_pan <> r.din`),
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
    expect(other.registry_directors).not.toBe(firstDigest.registry_directors);
    expect(other.records).not.toBe(firstDigest.records);
    expect(other.charges).not.toBe(firstDigest.charges);
  });

  it("should keep a provider's people and records when replacing into only synthetic companies", async () => {
    const person = await db
      .insertInto('registry_directors')
      .values({ din: '07654321', name: 'SOMEONE LOOKED UP', provider: 'registry.example' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('company_registry_records')
      .values({
        cin: 'U74999KA2019PTC654321',
        provider: 'registry.example',
        raw: JSON.stringify({}),
        fetched_at: new Date().toISOString(),
      })
      .execute();
    const result = await generateCompanies({ pool, companies: COMPANIES, seed: 7, replace: true });
    const kept = [
      await count(`select count(*) from registry_directors where provider <> 'generator'`),
      await count(`select count(*) from company_registry_records where provider <> 'generator'`),
    ];
    await db.deleteFrom('registry_directors').where('id', '=', person.id).execute();
    await db.deleteFrom('company_registry_records').where('provider', '<>', 'generator').execute();

    expect(kept).toEqual([1, 1]);
    expect(result.firstId).toBe(first.firstId);
    expect(result.counts).toEqual(first.counts);
    expect(await digest()).toEqual(firstDigest);
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
    // What a registry provider said of it: a person, their directorship, a record, a charge.
    const person = await db
      .insertInto('registry_directors')
      .values({ din: '01234567', name: 'A REAL DIRECTOR', provider: 'registry.example' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('directors')
      .values({
        company_cin: 'U74999KA2019PTC123456',
        name: 'A REAL DIRECTOR',
        director_id: person.id,
        provider: 'registry.example',
      })
      .execute();
    await db
      .insertInto('company_registry_records')
      .values({
        cin: 'U74999KA2019PTC123456',
        provider: 'registry.example',
        raw: JSON.stringify({}),
        fetched_at: new Date().toISOString(),
      })
      .execute();
    await db
      .insertInto('company_charges')
      .values({
        company_cin: 'U74999KA2019PTC123456',
        charge_id: '1',
        holder: 'A BANK',
        status: 'Open',
        provider: 'registry.example',
        fetched_at: new Date().toISOString(),
      })
      .execute();

    const result = await generateCompanies({ pool, companies: COMPANIES, seed: 7, replace: true });
    const registryRows = [
      await count(`select count(*) from companies where data_source = 'registry'`),
      await count(`select count(*) from brands where company_id = ${real.id}`),
      await count(`select count(*) from directors where company_cin = 'U74999KA2019PTC123456'`),
      await count(`select count(*) from registry_directors where provider <> 'generator'`),
      await count(`select count(*) from company_registry_records where provider <> 'generator'`),
      await count(`select count(*) from company_charges where provider <> 'generator'`),
    ];
    await db.deleteFrom('companies').where('id', '=', real.id).execute();
    // Directorships no longer refer to companies (0043): a company's delete leaves them.
    await db.deleteFrom('directors').where('company_cin', '=', 'U74999KA2019PTC123456').execute();
    await db.deleteFrom('registry_directors').where('id', '=', person.id).execute();
    await db.deleteFrom('company_registry_records').where('provider', '<>', 'generator').execute();
    await db.deleteFrom('company_charges').where('provider', '<>', 'generator').execute();

    expect(result.deletedCompanies).toBe(COMPANIES);
    expect(registryRows).toEqual([1, 1, 2, 1, 1, 1]);
    expect(result.counts).toEqual(first.counts);
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
