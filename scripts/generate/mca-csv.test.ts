import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { loadActivityClassifier } from '../import/activity-groups';
import { detectLayout, mapRow, type CompanyRecord } from '../import/formats';
import { openCsv } from '../import/read-records';
import { loadStateResolver } from '../import/states';
import { loadDistributions } from './distributions';
import { csvLine, writeMcaCsv } from './mca-csv';
import { COMPANY_COLUMNS, CompanyFactory, emptySink } from './model';

const distributions = loadDistributions();
const directory = mkdtempSync(path.join(tmpdir(), 'mca-csv-'));
const ROWS = 3_000;

afterAll(() => rmSync(directory, { recursive: true, force: true }));

async function write(name: string, seed = 42, companies = ROWS): Promise<Buffer> {
  const file = path.join(directory, name);
  await writeMcaCsv({ file, companies, seed, distributions });
  return readFileSync(file);
}

/** The rows `npm run generate` would load into a database for the same seed. */
function copyRows(count: number, seed = 42): Record<string, string | null>[] {
  const factory = new CompanyFactory(distributions, seed);
  const sink = emptySink();
  for (let index = 0; index < count; index++) factory.make(index, index + 1, sink);
  return sink.companies.map((line) => {
    const values = line.replace(/\n$/, '').split('\t');
    return Object.fromEntries(
      COMPANY_COLUMNS.map((column, at) => [column, values[at] === '\\N' ? null : values[at]!]),
    );
  });
}

describe(writeMcaCsv.name, () => {
  it("should write the real data.gov.in 2025 header, which the importer's detectLayout reads as that format", async () => {
    const text = (await write('header.csv', 42, 1)).toString();
    const header = text.slice(0, text.indexOf('\n'));
    const goa = gunzipSync(
      readFileSync(new URL('../../data/companies-datagovin-goa.csv.gz', import.meta.url)),
    ).toString();
    expect(header).toBe(goa.slice(0, goa.indexOf('\n')));
    expect(detectLayout(header.split(',')).format.id).toBe('datagovin-2025');
  });

  it('should write rows the importer maps without a reject into the companies the generator would load', async () => {
    const file = path.join(directory, 'rows.csv.gz');
    await writeMcaCsv({ file, companies: ROWS, seed: 42, distributions });
    const context = {
      currentYear: 2026,
      resolveState: loadStateResolver(),
      classifyActivity: loadActivityClassifier(),
    };
    const records: CompanyRecord[] = [];
    const reasons: string[] = [];
    let layout: ReturnType<typeof detectLayout> | undefined;
    for await (const item of openCsv(file).items) {
      if (item.kind !== 'row') throw new Error(`unreadable line ${item.line}`);
      if (!layout) {
        layout = detectLayout(item.fields);
        continue;
      }
      const mapped = mapRow(item.fields, layout, context);
      if ('reason' in mapped) reasons.push(`${item.line}: ${mapped.reason}`);
      else records.push(mapped.record);
    }
    expect(reasons).toEqual([]);
    expect(records).toHaveLength(ROWS);

    const loaded = copyRows(ROWS);
    records.forEach((record, index) => {
      const row = loaded[index]!;
      expect(record.cin).toMatch(/^[LU][0-9]{5}[A-Z]{2}[0-9]{4}SYN[0-9]{6}$/);
      expect({
        cin: record.cin,
        name: record.company_name,
        roc: record.roc,
        state: record.company_state_code,
        pincode: record.pincode,
        registered: record.registration_date,
        authorized: record.authorized_capital,
        paidUp: record.paid_up_capital,
        status: record.company_status,
        listing: record.listing_status,
        nic: record.nic_code,
        classification: record.industrial_classification,
      }).toEqual({
        cin: row.cin,
        name: row.company_name,
        roc: row.roc,
        state: row.company_state_code,
        pincode: row.pincode,
        registered: row.registration_date,
        authorized: Number(row.authorized_capital),
        paidUp: Number(row.paid_up_capital),
        status: row.company_status,
        listing: row.listing_status,
        nic: row.nic_code,
        classification: row.industrial_classification,
      });
      expect(record.registered_office_address).toMatch(new RegExp(`,${row.pincode}-India$`));
    });
  });

  it('should give the same bytes for the same seed and N, plain or gzipped, and others for another seed', async () => {
    const plain = await write('a.csv');
    expect(await write('b.csv')).toEqual(plain);
    const gzipped = await write('a.csv.gz');
    expect(gzipped[0]).toBe(0x1f);
    expect(await write('b.csv.gz')).toEqual(gzipped);
    expect(gunzipSync(gzipped)).toEqual(plain);
    expect(await write('c.csv', 43)).not.toEqual(plain);
  });
});

describe(csvLine.name, () => {
  it('should quote only fields with a comma, quote or line break', () => {
    expect(csvLine(['U1', 'A, B', 'say "hi"', 'plain'])).toBe('U1,"A, B","say ""hi""",plain\n');
  });
});
