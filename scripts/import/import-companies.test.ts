import { randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import type pg from 'pg';
import { createPool } from '@trusthive/platform';
import { ownMigratedDatabase } from '@trusthive/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportFileError } from './errors';
import { UnrecognisedHeaderError, type CompanyColumn } from './formats';
import { importCompanies, type ImportProgress, type ImportSummary } from './import-companies';
import { loadBatch } from './load-batch';

// Medium tests: the real sample files against real PostgreSQL, in a database of this file's
// own: other files (the browser tests among them) import real rows with later dates and
// change them, and since issue 41 an older file never writes over a newer one, so the shared
// database's real rows are not this file's to restore. Hand-written rows use CINs with the
// state code ZZ (no such state exists) and a random serial, so they never meet a real row.

const dataFile = (name: string) => fileURLToPath(new URL(`../../data/${name}`, import.meta.url));
const GOA = dataFile('companies-datagovin-goa.csv.gz');
const DL_GJ_KA = dataFile('companies-datagovin-dl-gj-ka.csv.gz');
const MAHARASHTRA = dataFile('companies-mca2020format-mh-sample.csv');

let database: Awaited<ReturnType<typeof ownMigratedDatabase>>;
let pool: pg.Pool;
const directory = mkdtempSync(path.join(tmpdir(), 'import-companies-'));

beforeAll(async () => {
  database = await ownMigratedDatabase('import');
  // The importer's role: it owns the tables (a first full load rebuilds their indexes).
  pool = createPool({ url: database.ownerUrl, poolSize: 2, applicationName: 'import-test' });
});

afterAll(async () => {
  await pool?.end();
  await database?.close();
  rmSync(directory, { recursive: true, force: true });
});

function importFile(
  file: string,
  onProgress?: (progress: ImportProgress) => void,
  asOf?: string,
): Promise<ImportSummary> {
  return importCompanies({
    pool,
    file,
    rejectsDir: directory,
    ...(onProgress ? { onProgress } : {}),
    ...(asOf ? { asOf } : {}),
  });
}

async function company(cin: string): Promise<Record<string, unknown>> {
  const { rows } = await pool.query('select * from companies where cin = $1', [cin]);
  if (!rows[0]) throw new Error(`${cin} was not loaded`);
  return rows[0] as Record<string, unknown>;
}

async function updatedAt(cins: string[]): Promise<Record<string, string>> {
  const { rows } = await pool.query<{ cin: string; updated_at: Date }>(
    'select cin, updated_at from companies where cin = any($1)',
    [cins],
  );
  return Object.fromEntries(rows.map((row) => [row.cin, row.updated_at.toISOString()]));
}

/** The physical lines of a sample file, read without the importer. */
function physicalLines(file: string): string[] {
  const bytes = readFileSync(file);
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8').split('\n');
}

function rejectsOf(summary: ImportSummary): { line: string; reason: string; raw_row: string }[] {
  if (!summary.rejectsFile) return [];
  return parse(readFileSync(summary.rejectsFile), { columns: true }) as never;
}

function testCin(): string {
  return `U74999ZZ2024PTC${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

function writeCsv(name: string, lines: string[], eol = '\n'): string {
  const file = path.join(directory, name);
  writeFileSync(file, lines.join(eol) + eol);
  return file;
}

const GOA_HEADER = physicalLines(GOA)[0]!;
const MH_HEADER = physicalLines(MAHARASHTRA)[0]!;
/** A real Goa row (line 2) with its CIN swapped for a test CIN. */
const goaRowWith = (cin: string) => physicalLines(GOA)[1]!.replace('U85100GA2022PTC015629', cin);

const registry = { data_source: 'registry', is_verified: false };

describe('importCompanies with the real Goa file', () => {
  let first: ImportSummary;
  let second: ImportSummary;
  const progress: ImportProgress[] = [];
  const watched = ['U85100GA2022PTC015629', 'U50219GA2022OPC015529', 'L00012GA1965PLC000199'];
  let before: Record<string, string>;

  beforeAll(async () => {
    first = await importFile(GOA, (state) => progress.push(state));
    before = await updatedAt(watched);
    second = await importFile(GOA);
  });

  it('should account for every data row once', () => {
    expect(first).toMatchObject({ format: 'datagovin-2025', rows: 11_879, rejected: 1 });
    expect(first.inserted + first.changed + first.unchanged + first.older).toBe(11_878);
  });

  it('should map every column of a real private company', async () => {
    expect(await company('U85100GA2022PTC015629')).toMatchObject({
      ...registry,
      cin: 'U85100GA2022PTC015629',
      company_name: 'YESHHRAJ AYURVEDA HEALTH PRIVATE LIMITED',
      roc: 'ROC Goa',
      company_category: 'Company limited by shares',
      company_sub_category: 'Non-government company',
      company_class: 'Private',
      company_limited_by: 'Private Limited',
      authorized_capital: 1_000_000,
      paid_up_capital: 500_000,
      registration_date: '2022-11-23',
      registered_office_address:
        'SHOP NO.5 WING A, SANGOLDA RESIDENCY, SANGOLDA,BARDEZ,North Goa,Goa,403521-India',
      pincode: '403521',
      listing_status: 'Unlisted',
      company_status: 'Active',
      company_state_code: 'Goa',
      company_origin: 'Indian',
      nic_code: '85100',
      industrial_classification: 'Community, personal and Social Services',
    });
  });

  it('should derive the entity type from the class and the CIN', async () => {
    expect(await company('U50219GA2022OPC015529')).toMatchObject({
      company_class: 'One Person Company',
      company_limited_by: 'One Person Company',
      pincode: '403803',
    });
    expect(await company('U85300GA2022NPL015305')).toMatchObject({
      company_class: 'Private',
      company_limited_by: 'Section 8 Company',
      company_name: 'MARINE DRISHTI AND COASTAL FOUNDATION',
    });
  });

  it('should keep the address but no PIN when the address ends in the placeholder 000000', async () => {
    expect(await company('L00012GA1965PLC000199')).toMatchObject({
      company_name: 'MANDOVI PELLETS LIMITED',
      company_limited_by: 'Public Limited',
      listing_status: 'Listed',
      company_status: 'Amalgamated',
      registered_office_address: 'CHOWGULE HOUSE, MORMUGAO HARBOUR,,HARBOUR,Goa,000000-India',
      pincode: null,
      authorized_capital: 1_000_000_000,
      paid_up_capital: 0,
      registration_date: '1965-04-12',
      nic_code: '00012',
      industrial_classification: 'Others',
    });
  });

  it('should keep a company whose address has no PIN at all', async () => {
    expect(await company('U00339GA1971PTC000118')).toMatchObject({
      company_name: 'MIKIMARC MACHINES PVT LTD',
      registered_office_address: 'NA,A,MARVEL,DONAPAULA,GOA.,Goa,NA-India',
      pincode: null,
      authorized_capital: 0,
      registration_date: '1971-04-30',
    });
  });

  it('should write the malformed CIN to the rejects file with its physical line', () => {
    expect(rejectsOf(first)).toEqual([
      {
        line: '7791',
        reason:
          'The CIN "U63040GA2006PTCOO4531" is malformed; a CIN looks like U85100GA2022PTC015629.',
        raw_row: physicalLines(GOA)[7790],
      },
    ]);
    expect(physicalLines(GOA)[7790]).toMatch(/^U63040GA2006PTCOO4531,PAPILLON TOURISM/);
  });

  it('should report progress by the bytes read, up to the whole file', () => {
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toMatchObject({ rows: 11_879 });
    expect(progress.at(-1)!.bytesRead).toBe(progress.at(-1)!.totalBytes);
  });

  it('should change nothing when the same file is imported again', async () => {
    expect(second).toMatchObject({ inserted: 0, changed: 0, unchanged: 11_878, rejected: 1 });
    expect(await updatedAt(watched)).toEqual(before);
  });
});

describe('importCompanies with the real 17-column Maharashtra sample', () => {
  let summary: ImportSummary;

  beforeAll(async () => {
    summary = await importFile(MAHARASHTRA);
  });

  it('should map every column of a real row, two-digit year and e-mail included', async () => {
    expect(summary).toMatchObject({ format: 'mca-17-column', rows: 39, rejected: 1 });
    expect(await company('L00000MH1946PLC197474')).toMatchObject({
      ...registry,
      company_name: 'QUADRANT TELEVENTURES LIMITED',
      company_status: 'Active',
      company_class: 'Public',
      company_limited_by: 'Public Limited',
      company_category: 'Company limited by shares',
      company_sub_category: 'Non-government company',
      registration_date: '1946-08-02',
      company_state_code: 'Maharashtra',
      authorized_capital: 15_000_000_000,
      paid_up_capital: 2_860_714_568,
      nic_code: '00000',
      industrial_classification: 'Others',
      registered_office_address:
        'AUTOCARS COMPOUND ADALAT ROAD AURANGABAD , Unclassified MH 431005',
      pincode: '431005',
      roc: 'ROC Mumbai',
      email: 'secretarial@infotelconnect.com',
      latest_annual_return: '2020-03-31',
      latest_balance_sheet: '2020-03-31',
    });
  });

  it('should resolve two-digit years with the CIN year, else by the pivot', async () => {
    expect(await company('L15200MH1997PLC107525')).toMatchObject({
      registration_date: '1987-07-20',
      email: 'vadilaldairy1987@gmail.com',
      nic_code: '15200',
    });
    expect(await company('L01100MH1992PLC068417')).toMatchObject({
      registration_date: '2015-09-04',
      latest_annual_return: null,
      latest_balance_sheet: null,
      company_status: 'Strike Off',
      nic_code: '01100',
    });
    expect(await company('L12801PN1963PLC149701')).toMatchObject({
      registration_date: '1963-12-20',
      roc: 'ROC Pune',
      latest_annual_return: '2013-12-31',
    });
  });

  it('should restore the NIC code zeros a spreadsheet stripped', async () => {
    expect(await company('L00305MH1973PLC174201')).toMatchObject({
      company_name: 'ALKEM LABORATORIES LIMITED',
      nic_code: '00305',
      industrial_classification: 'Others',
      pincode: '414001',
    });
  });

  it('should reject the malformed CIN on line 2', () => {
    expect(rejectsOf(summary)).toEqual([
      {
        line: '2',
        reason:
          'The CIN "374140MH1900PLC903811" is malformed; a CIN looks like U85100GA2022PTC015629.',
        raw_row: physicalLines(MAHARASHTRA)[1],
      },
    ]);
  });
});

describe('importCompanies with capitals in scientific notation', () => {
  it('should read the real rows a spreadsheet left as 1.50E+11', async () => {
    const lines = physicalLines(DL_GJ_KA);
    const file = writeCsv('scientific.csv', [
      lines[0]!,
      ...lines.filter((line) => /\dE\+\d/.test(line)),
    ]);
    const summary = await importFile(file);
    expect(summary).toMatchObject({ rows: 6, rejected: 0 });
    expect(await company('U34200GJ2014FTC079460')).toMatchObject({
      authorized_capital: 150_000_000_000,
      paid_up_capital: 128_000_000_000,
      company_state_code: 'Gujarat',
      roc: 'ROC Ahmedabad',
    });
    expect(await company('U51109KA2012PTC066107')).toMatchObject({
      authorized_capital: 273_000_000_000,
      paid_up_capital: 268_000_000_000,
      company_state_code: 'Karnataka',
    });
  });
});

describe('importCompanies with bad rows in the middle of a file', () => {
  const [a, b, c] = [testCin(), testCin(), testCin()];
  let summary: ImportSummary;

  beforeAll(async () => {
    const real = goaRowWith(a);
    const file = writeCsv(
      'bad-rows.csv',
      [
        GOA_HEADER, // line 1
        real, // line 2
        real.split(',').slice(0, 8).join(','), // line 3: cut short
        goaRowWith('U7499ZZ2024PTC00001'), // line 4: malformed CIN
        goaRowWith(b).replace('YESHHRAJ AYURVEDA HEALTH PRIVATE LIMITED', ''), // line 5: no name
        `${c},"TWO LINE ADDRESS PRIVATE LIMITED",ROC Goa,Company limited by shares,Non-government company,` +
          `Private,1.5E+5,NA,NA,"FLAT 1,\r\nPANAJI,North Goa,Goa,403001-India",Unlisted,Active,goa,Indian,85100,` +
          'Others', // lines 6-7: a quoted line break, NA everywhere it may be
        real.replace('YESHHRAJ', 'DUPLICATE OF'), // line 8: the CIN of line 2 again
        goaRowWith(b), // line 9
      ],
      '\r\n',
    );
    summary = await importFile(file);
  });

  it('should load the good rows before and after the bad ones', async () => {
    expect(summary).toMatchObject({ rows: 7, inserted: 3, changed: 0, unchanged: 0, rejected: 4 });
    expect(await company(a)).toMatchObject({
      company_name: 'YESHHRAJ AYURVEDA HEALTH PRIVATE LIMITED',
    });
    expect(await company(b)).toMatchObject({
      company_name: 'YESHHRAJ AYURVEDA HEALTH PRIVATE LIMITED',
    });
    expect(await company(c)).toMatchObject({
      company_name: 'TWO LINE ADDRESS PRIVATE LIMITED',
      registered_office_address: 'FLAT 1, PANAJI,North Goa,Goa,403001-India',
      pincode: '403001',
      authorized_capital: 150_000,
      paid_up_capital: null,
      registration_date: null,
    });
  });

  it('should list each rejected row with its line and reason', () => {
    expect(rejectsOf(summary).map(({ line, reason }) => [line, reason])).toEqual([
      ['3', 'The row has 8 columns; the header has 16.'],
      ['4', 'The CIN "U7499ZZ2024PTC00001" is malformed; a CIN looks like U85100GA2022PTC015629.'],
      ['5', 'The company name is blank.'],
      ['8', 'Duplicate CIN: the same CIN is on line 2.'],
    ]);
  });
});

describe('importCompanies re-importing changed rows', () => {
  const [changed, untouched] = [testCin(), testCin()];
  const original = [GOA_HEADER, goaRowWith(changed), goaRowWith(untouched)];

  it('should update only the row whose values changed', async () => {
    // The same file name and date both times: a different file re-dates every row it carries.
    const asOf = '2025-05-05';
    expect(await importFile(writeCsv('original.csv', original), undefined, asOf)).toMatchObject({
      inserted: 2,
      changed: 0,
    });
    const before = await updatedAt([changed, untouched]);

    const edited = [...original];
    edited[1] = edited[1]!.replace(',500000.00,', ',750000.00,');
    const summary = await importFile(writeCsv('original.csv', edited), undefined, asOf);

    expect(summary).toMatchObject({ inserted: 0, changed: 1, unchanged: 1, rejected: 0 });
    expect(await company(changed)).toMatchObject({ paid_up_capital: 750_000 });
    const after = await updatedAt([changed, untouched]);
    expect(after[untouched]).toBe(before[untouched]);
    expect(after[changed]! > before[changed]!).toBe(true);
  });

  it('should leave the columns the file does not carry as other paths set them', async () => {
    const cin = testCin();
    await importFile(writeCsv('kept.csv', [GOA_HEADER, goaRowWith(cin)]));
    await pool.query(
      `update companies set email = 'owner@example.in', logo = 'logo.png', domain_name = 'example.in', is_verified = true
       where cin = $1`,
      [cin],
    );
    const renamed = goaRowWith(cin).replace('YESHHRAJ AYURVEDA HEALTH', 'YESHHRAJ WELLNESS');
    expect(await importFile(writeCsv('renamed.csv', [GOA_HEADER, renamed]))).toMatchObject({
      changed: 1,
    });
    expect(await company(cin)).toMatchObject({
      company_name: 'YESHHRAJ WELLNESS PRIVATE LIMITED',
      email: 'owner@example.in',
      logo: 'logo.png',
      domain_name: 'example.in',
      is_verified: true,
    });
  });

  it("should keep an e-mail set elsewhere when a 17-column row says 'NA'", async () => {
    const cin = testCin();
    const row =
      `${cin},TEST NA MAIL LIMITED,Active,Public,Company limited by Shares,Non-govt company,02-08-24,` +
      'Maharashtra,100000,100000,74999,Unclassified,"SOMEWHERE MH 400001",RoC-Mumbai,NA,NA,NA';
    await importFile(writeCsv('no-mail.csv', [MH_HEADER, row]), undefined, '2020-01-01');
    await pool.query(`update companies set email = 'owner@example.in' where cin = $1`, [cin]);
    expect(
      await importFile(writeCsv('no-mail.csv', [MH_HEADER, row]), undefined, '2020-01-01'),
    ).toMatchObject({
      unchanged: 1,
    });
    expect(await company(cin)).toMatchObject({
      email: 'owner@example.in',
      registration_date: '2024-08-02',
    });
  });
});

describe('importCompanies refreshing from a newer MCA file (issue 41)', () => {
  const ADDRESS =
    '"SHOP NO.5 WING A,   SANGOLDA RESIDENCY, SANGOLDA,BARDEZ,North Goa,Goa,403521-India"';
  const MOVED = '"12 MG ROAD,PANAJI,North Goa,Goa,403001-India"';

  async function changeLog(cin: string) {
    const { rows } = await pool.query<Record<string, unknown>>(
      `select field, old_value, new_value, source_file,
              to_char(source_date, 'YYYY-MM-DD') as source_date
         from company_registry_changes where cin = $1 order by id`,
      [cin],
    );
    return rows;
  }

  /** The outbox rows a test's own queue prefix holds, as [queue, companyId]. */
  async function events(prefix: string) {
    const { rows } = await pool.query<{ queue: string; payload: { companyId: number } }>(
      `select queue, payload from outbox where prefix = $1 and job_name = 'company.changed'
        order by id`,
      [prefix],
    );
    return rows.map((row) => [row.queue, row.payload.companyId]);
  }

  const importAs = (name: string, lines: string[], asOf: string, queuePrefix?: string) =>
    importCompanies({
      pool,
      file: writeCsv(name, lines),
      rejectsDir: directory,
      asOf,
      ...(queuePrefix ? { queuePrefix } : {}),
    });

  it("should log each changed field with the file's name and date, and count the company changed", async () => {
    const [changed, same] = [testCin(), testCin()];
    await importAs(
      'goa-2025-05.csv',
      [GOA_HEADER, goaRowWith(changed), goaRowWith(same)],
      '2025-05-05',
    );

    const newer = goaRowWith(changed)
      .replace(',Active,', ',Strike Off,')
      .replace(',500000.00,', ',750000.00,')
      .replace(ADDRESS, MOVED);
    const summary = await importAs(
      'goa-2026-08.csv',
      [GOA_HEADER, newer, goaRowWith(same)],
      '2026-08-12',
    );

    expect(summary).toMatchObject({ inserted: 0, changed: 1, unchanged: 1, redated: 1, older: 0 });
    const source = { source_file: 'goa-2026-08.csv', source_date: '2026-08-12' };
    expect(await changeLog(changed)).toEqual([
      { field: 'paid_up_capital', old_value: '500000.00', new_value: '750000.00', ...source },
      {
        field: 'registered_office_address',
        old_value:
          'SHOP NO.5 WING A, SANGOLDA RESIDENCY, SANGOLDA,BARDEZ,North Goa,Goa,403521-India',
        new_value: '12 MG ROAD,PANAJI,North Goa,Goa,403001-India',
        ...source,
      },
      { field: 'pincode', old_value: '403521', new_value: '403001', ...source },
      { field: 'company_status', old_value: 'Active', new_value: 'Strike Off', ...source },
    ]);
    // Re-dated only: the record is as of the newer file, and nothing of it is logged.
    expect(await changeLog(same)).toEqual([]);
    expect(await company(same)).toMatchObject({ registry_source_date: '2026-08-12' });
    expect(await company(changed)).toMatchObject({
      company_status: 'Strike Off',
      registry_source_file: 'goa-2026-08.csv',
      registry_source_date: '2026-08-12',
    });
  });

  it('should never let an older file write over a newer one, nor move its date back', async () => {
    const cin = testCin();
    await importAs('goa-2026-08.csv', [GOA_HEADER, goaRowWith(cin)], '2026-08-12');
    const before = await updatedAt([cin]);

    const older = goaRowWith(cin).replace(',Active,', ',Strike Off,');
    const summary = await importAs('goa-2024-01.csv', [GOA_HEADER, older], '2024-01-01');

    expect(summary).toMatchObject({ inserted: 0, changed: 0, unchanged: 0, older: 1 });
    expect(await company(cin)).toMatchObject({
      company_status: 'Active',
      registry_source_file: 'goa-2026-08.csv',
      registry_source_date: '2026-08-12',
    });
    expect(await updatedAt([cin])).toEqual(before);
    expect(await changeLog(cin)).toEqual([]);
  });

  it('should take a file of the same date as the one on record', async () => {
    const cin = testCin();
    await importAs('goa-a.csv', [GOA_HEADER, goaRowWith(cin)], '2026-08-12');
    const corrected = goaRowWith(cin).replace(',Active,', ',Under process of striking off,');
    expect(await importAs('goa-b.csv', [GOA_HEADER, corrected], '2026-08-12')).toMatchObject({
      changed: 1,
      older: 0,
    });
    expect(await changeLog(cin)).toMatchObject([
      { field: 'company_status', new_value: 'Under process of striking off' },
    ]);
  });

  it('should tell search, scoring, the page cache and watch alerts of each changed company in its batch, and of no other', async () => {
    const prefix = `import-test-${randomInt(0, 1_000_000_000)}`;
    const [changed, same, fresh] = [testCin(), testCin(), testCin()];
    await importAs(
      'goa-first.csv',
      [GOA_HEADER, goaRowWith(changed), goaRowWith(same)],
      '2025-05-05',
      prefix,
    );
    // A first load is announced once, as companies.bulk-changed, never company by company.
    expect(await events(prefix)).toEqual([]);

    const newer = goaRowWith(changed).replace(',Active,', ',Strike Off,');
    await importAs(
      'goa-second.csv',
      [GOA_HEADER, newer, goaRowWith(same), goaRowWith(fresh)],
      '2026-08-12',
      prefix,
    );
    const id = Number((await company(changed)).id);
    expect(await events(prefix)).toEqual([
      ['searchIndex', id],
      ['scoreRecompute', id],
      ['pageCache', id],
      ['watchAlerts', id],
    ]);
    await pool.query('delete from outbox where prefix = $1', [prefix]);
  });

  it('should log a change once when a refused row splits its batch', async () => {
    const [changed, refused] = [testCin(), testCin()];
    const columns: CompanyColumn[] = ['cin', 'company_name', 'company_status', 'nic_code'];
    const row = { cin: changed, company_name: 'SPLIT LIMITED', nic_code: '74999' };
    const client = await pool.connect();
    try {
      await loadBatch(client, columns, [{ ...row, company_status: 'Active' }], {
        file: 'split-1.csv',
        date: '2025-05-05',
      });
      // A NIC code PostgreSQL refuses (the mapping never sends one): the batch is rolled back
      // and loaded again in halves, its change log with it.
      const result = await loadBatch(
        client,
        columns,
        [
          {
            cin: refused,
            company_name: 'BAD NIC LIMITED',
            company_status: 'Active',
            nic_code: '12',
          },
          { ...row, company_status: 'Strike Off' },
        ],
        { file: 'split-2.csv', date: '2026-08-12' },
      );
      expect(result).toMatchObject({ changed: 1, refused: [{ index: 0 }] });
    } finally {
      client.release();
    }
    expect(await changeLog(changed)).toMatchObject([
      { field: 'company_status', old_value: 'Active', new_value: 'Strike Off' },
    ]);
  });
});

describe('importCompanies recording where each row came from (issue 20 #5)', () => {
  it("should record the file's base name and --as-of date on every row it writes", async () => {
    const cin = testCin();
    await importFile(
      writeCsv('goa-2025-05.csv', [GOA_HEADER, goaRowWith(cin)]),
      undefined,
      '2025-05-05',
    );
    expect(await company(cin)).toMatchObject({
      data_source: 'registry',
      registry_source_file: 'goa-2025-05.csv',
      registry_source_date: '2025-05-05',
    });
  });

  it("should take the file's modification date when no --as-of is given", async () => {
    const cin = testCin();
    const file = writeCsv('dated-by-mtime.csv', [GOA_HEADER, goaRowWith(cin)]);
    utimesSync(file, new Date('2024-03-09T12:00:00Z'), new Date('2024-03-09T12:00:00Z'));
    await importFile(file);
    expect(await company(cin)).toMatchObject({
      registry_source_file: 'dated-by-mtime.csv',
      registry_source_date: '2024-03-09',
    });
  });

  it('should record a bundled file under the date of its data, not of the import (issue 36)', async () => {
    // The Maharashtra sample without --as-of: its newest filing, 31 March 2020.
    expect(await company('L00000MH1946PLC197474')).toMatchObject({
      registry_source_file: 'companies-mca2020format-mh-sample.csv',
      registry_source_date: '2020-03-31',
    });
    // The two altered copies of real companies are not in the file any more.
    const { rows } = await pool.query('select cin from companies where cin = any($1)', [
      ['L11101MH1979PLC021303', 'L11101MH2006PLC163935'],
    ]);
    expect(rows).toEqual([]);
  });

  it('should re-date a row that a newer file carries unchanged', async () => {
    const cin = testCin();
    await importFile(writeCsv('older.csv', [GOA_HEADER, goaRowWith(cin)]), undefined, '2024-01-01');
    const summary = await importFile(
      writeCsv('newer.csv', [GOA_HEADER, goaRowWith(cin)]),
      undefined,
      '2025-01-01',
    );
    expect(summary).toMatchObject({ changed: 0, unchanged: 1, redated: 1 });
    expect(await company(cin)).toMatchObject({
      registry_source_file: 'newer.csv',
      registry_source_date: '2025-01-01',
    });
  });

  it('should mark a self-registered company whose CIN a file carries as from that file', async () => {
    const cin = testCin();
    await pool.query(
      `insert into companies (company_name, cin, data_source, company_status)
       values ('SELF REGISTERED LIMITED', $1, 'registration', 'Pending Verification')`,
      [cin],
    );
    await importFile(
      writeCsv('matched.csv', [GOA_HEADER, goaRowWith(cin)]),
      undefined,
      '2025-05-05',
    );
    expect(await company(cin)).toMatchObject({
      company_status: 'Active',
      registry_source_file: 'matched.csv',
      registry_source_date: '2025-05-05',
    });
  });

  it('should refuse an --as-of that is not a real date, before reading any row', async () => {
    const cin = testCin();
    await expect(
      importFile(writeCsv('bad-date.csv', [GOA_HEADER, goaRowWith(cin)]), undefined, '2025-02-31'),
    ).rejects.toThrow(ImportFileError);
    const { rows } = await pool.query('select 1 from companies where cin = $1', [cin]);
    expect(rows).toHaveLength(0);
  });
});

describe('importCompanies with a file that is not MCA data', () => {
  it('should refuse a header it does not know', async () => {
    await expect(importFile(writeCsv('other.csv', ['name,city,gstin', 'A,B,C']))).rejects.toThrow(
      UnrecognisedHeaderError,
    );
  });

  it('should refuse an empty file', async () => {
    const file = path.join(directory, 'empty.csv');
    writeFileSync(file, '');
    await expect(importFile(file)).rejects.toThrow(ImportFileError);
  });
});

describe(loadBatch.name, () => {
  it('should refuse only the row PostgreSQL rejects and load the rest', async () => {
    const client = await pool.connect();
    try {
      const columns = ['cin', 'company_name', 'nic_code'] as const;
      const [good, bad, alsoGood] = [testCin(), testCin(), testCin()];
      const result = await loadBatch(
        client,
        [...columns],
        [
          { cin: good, company_name: 'GOOD ONE LIMITED', nic_code: '74999' },
          { cin: bad, company_name: 'BAD NIC LIMITED', nic_code: '12' },
          { cin: alsoGood, company_name: 'GOOD TWO LIMITED', nic_code: '74999' },
        ],
        { file: 'batch.csv', date: '2025-05-05' },
      );
      expect(result).toMatchObject({ inserted: 2, changed: 0, refused: [{ index: 1 }] });
      expect(result.refused[0]!.message).toMatch(/nic_code/);
      const { rows } = await client.query(
        'select cin from companies where cin = any($1) order by cin',
        [[good, bad, alsoGood]],
      );
      expect(rows.map((row) => row.cin).sort()).toEqual([good, alsoGood].sort());
    } finally {
      client.release();
    }
  });
});
