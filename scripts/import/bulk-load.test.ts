import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { createDb, createPool, type Database } from '@trusthive/platform';
import {
  dropOwnDatabase,
  testOwnerDatabaseUrl,
  createMigratedDatabase,
} from '@trusthive/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCompanies, type ImportSummary } from './import-companies';
import { loadBatch } from './load-batch';

// Medium tier: the bulk-load path (indexes dropped and built again in one transaction) needs
// a companies table it at least doubles, so this file works in a database of its own, created
// and migrated here and dropped at the end.

const DL_GJ_KA = fileURLToPath(
  new URL('../../data/companies-datagovin-dl-gj-ka.csv.gz', import.meta.url),
);
const ROWS = 29_997;
const databaseUrl = (() => {
  const url = new URL(testOwnerDatabaseUrl());
  url.pathname = `/trusthive_test_bulk_import_${process.pid}`;
  return url.toString();
})();
const directory = mkdtempSync(path.join(tmpdir(), 'bulk-load-'));

let pool: pg.Pool;
let db: Kysely<Database>;

beforeAll(async () => {
  await dropOwnDatabase(databaseUrl);
  await createMigratedDatabase(databaseUrl);
  db = createDb({ url: databaseUrl, poolSize: 1, applicationName: 'test-bulk-import' });
  pool = createPool({ url: databaseUrl, poolSize: 2, applicationName: 'test-bulk-import' });
});

afterAll(async () => {
  await pool?.end();
  await db?.destroy();
  await dropOwnDatabase(databaseUrl);
  rmSync(directory, { recursive: true, force: true });
});

/** Every index of the tables a bulk load drops indexes of, as PostgreSQL would build it. */
async function indexDefinitions(): Promise<string[]> {
  const { rows } = await pool.query<{ definition: string; valid: boolean }>(
    `select pg_get_indexdef(i.indexrelid) as definition, i.indisvalid as valid
       from pg_index i
      where i.indrelid in ('companies'::regclass, 'company_name_words'::regclass)
      order by 1`,
  );
  expect(rows.every((row) => row.valid)).toBe(true);
  return rows.map((row) => row.definition);
}

async function count(sql: string): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(sql);
  return rows[0]!.count;
}

const companies = () => count('select count(*)::int as count from companies');

function importFile(options: { bulkLoadMinRows?: number; onProgress?: () => void } = {}) {
  return importCompanies({
    pool,
    file: DL_GJ_KA,
    rejectsDir: directory,
    asOf: '2025-05-05',
    ...options,
  });
}

describe('importCompanies as a bulk load', () => {
  let indexesBefore: string[];
  let indexesAfterFailure: string[];
  let companiesAfterFailure: number;
  let failure: unknown;
  let bulk: ImportSummary;
  let again: ImportSummary;

  beforeAll(async () => {
    indexesBefore = await indexDefinitions();
    let batches = 0;
    failure = await importFile({
      bulkLoadMinRows: 1,
      onProgress: () => {
        batches += 1;
        if (batches === 3) throw new Error('the operator pressed ctrl-c');
      },
    }).catch((error: unknown) => error);
    indexesAfterFailure = await indexDefinitions();
    companiesAfterFailure = await companies();
    bulk = await importFile({ bulkLoadMinRows: 1 });
    // The default threshold (a lakh) keeps this one on the usual per-batch path.
    again = await importFile();
  }, 120_000);

  it('should roll back every batch and keep every index when the load fails', () => {
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('the operator pressed ctrl-c');
    expect(companiesAfterFailure).toBe(0);
    expect(indexesAfterFailure).toEqual(indexesBefore);
  });

  it('should drop the secondary indexes and build the same ones again', async () => {
    expect(bulk.bulkLoad?.indexes).toBeGreaterThan(10);
    expect(await indexDefinitions()).toEqual(indexesBefore);
    expect(await companies()).toBe(ROWS);
  });

  it('should write the rows the per-batch path writes: importing again changes nothing', () => {
    expect(again).toMatchObject({ bulkLoad: null, inserted: 0, changed: 0, unchanged: ROWS });
  });

  it('should keep what the companies triggers maintain exact: name words and category counts', async () => {
    const derived = await count(
      `select count(*)::int as count
         from (select distinct w.word_start, c.id
                 from companies c, name_word_starts(c.company_name) w (word_start)) words`,
    );
    expect(await count('select count(*)::int as count from company_name_words')).toBe(derived);
    expect(
      await count('select coalesce(sum(company_count), 0)::int as count from category_counts'),
    ).toBe(ROWS);
  });
});

describe('the name words of a bulk load', () => {
  // Whatever the names, a bulk load must leave company_name_words row for row as the per-batch
  // path does (and any later change to how the load derives them must too): the same two files
  // are imported once on the per-batch path and once with the second file as a bulk load, into
  // a companies table that already holds the first file's rows, some of whose names the second
  // file changes.
  const GOA = fileURLToPath(new URL('../../data/companies-datagovin-goa.csv.gz', import.meta.url));
  const [header, goaRow] = gunzipSync(readFileSync(GOA)).toString('utf8').split('\n');
  const cin = (n: number) => `U74999ZZ2024PTC${String(n).padStart(6, '0')}`;
  const row = (n: number, name: string) =>
    goaRow!
      .replace('U85100GA2022PTC015629', cin(n))
      .replace('YESHHRAJ AYURVEDA HEALTH PRIVATE LIMITED', `"${name.replaceAll('"', '""')}"`);
  const TRICKY = [
    'SHARMA (OPC) PRIVATE LIMITED',
    'A.B.C. TRADERS PRIVATE LIMITED',
    '-ALPHA--BETA   GAMMA LIMITED',
    'ÄRZTE & SÖHNE PRIVATE LIMITED',
    'CAFÉ ÉCLAIR ÜBER Ω-SYSTEMS LIMITED',
    'श्री गणेश ट्रेडर्स प्राइवेट लिमिटेड',
    'BHARAT BHARAT BHARAT LIMITED',
    // Word starts cut to 100 characters: several of them end up the same.
    `LONG ${'AB '.repeat(60)}LIMITED`,
    'O\'BRIEN & CO. "NEW" LIMITED',
    '3M INDIA LIMITED',
    'X',
    'Y.',
  ];
  const first = TRICKY.map((name, n) => row(n, name));
  // The same companies, every other one renamed (words gained, lost and kept), and more new
  // ones than the table holds, so that the file at least doubles it.
  const second = [
    ...TRICKY.map((name, n) => row(n, n % 2 === 0 ? `${name} (INDIA)` : name)),
    ...TRICKY.flatMap((name, n) => [row(100 + n, `NEW ${name}`), row(200 + n, name.toLowerCase())]),
  ];
  const write = (name: string, rows: string[]) => {
    const file = path.join(directory, name);
    writeFileSync(file, [header, ...rows].join('\n') + '\n');
    return file;
  };

  async function run(bulk: boolean): Promise<{ summary: ImportSummary; words: string[] }> {
    await pool.query('truncate companies restart identity cascade');
    const options = { pool, rejectsDir: directory, asOf: '2025-05-05' };
    await importCompanies({ ...options, file: write('words-1.csv', first) });
    const summary = await importCompanies({
      ...options,
      file: write('words-2.csv', second),
      ...(bulk ? { bulkLoadMinRows: 1 } : {}),
    });
    const { rows } = await pool.query<{ word: string }>(
      `select coalesce(c.cin, 'no company') || ' ' || w.word_start as word
         from company_name_words w left join companies c on c.id = w.company_id
        order by 1`,
    );
    return { summary, words: rows.map((r) => r.word) };
  }

  it('should leave company_name_words exactly as the per-row triggers do', async () => {
    const triggers = await run(false);
    const bulk = await run(true);
    // Every row of the first file is written again: six renamed, six re-dated by the newer file.
    const counts = { changed: 6, redated: 6, inserted: 24 };
    expect(triggers.summary).toMatchObject({ bulkLoad: null, ...counts });
    expect(bulk.summary).toMatchObject(counts);
    expect(bulk.summary.bulkLoad).not.toBeNull();
    expect(triggers.words.length).toBeGreaterThan(100);
    expect(bulk.words).toEqual(triggers.words);
    // A renamed company keeps only the words of its new name.
    expect(bulk.words).toContain(`${cin(0)} private limited (india)`);
    expect(bulk.words).not.toContain(`${cin(0)} private limited`);
  });
});

describe('loadBatch in a savepoint', () => {
  it("should refuse only the row PostgreSQL rejects and keep the rest in the load's transaction", async () => {
    const client = await pool.connect();
    const cins = ['U74999ZZ2024PTC100001', 'U74999ZZ2024PTC100002', 'U74999ZZ2024PTC100003'];
    try {
      await client.query('begin');
      const result = await loadBatch(
        client,
        ['cin', 'company_name', 'nic_code'],
        [
          { cin: cins[0]!, company_name: 'GOOD ONE LIMITED', nic_code: '74999' },
          { cin: cins[1]!, company_name: 'BAD NIC LIMITED', nic_code: '12' },
          { cin: cins[2]!, company_name: 'GOOD TWO LIMITED', nic_code: '74999' },
        ],
        { file: 'batch.csv', date: '2025-05-05' },
        'savepoint',
      );
      await client.query('commit');
      expect(result).toMatchObject({ inserted: 2, changed: 0, refused: [{ index: 1 }] });
      const { rows } = await client.query<{ cin: string }>(
        'select cin from companies where cin = any($1) order by cin',
        [cins],
      );
      expect(rows.map((row) => row.cin)).toEqual([cins[0], cins[2]]);
    } finally {
      await client.query('rollback').catch(() => undefined);
      client.release();
    }
  });
});
