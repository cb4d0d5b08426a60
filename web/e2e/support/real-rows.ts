import { randomInt } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { letters } from '@trusthive/platform/testing';

// Real MCA rows for browser tests: the header and the first row of the real Goa file with a
// given status, written as a CSV file the real importer reads.

const ROOT = path.resolve(import.meta.dirname, '../../..');

const quote = (field: string) => `"${field.replace(/"/g, '""')}"`;

/**
 * The first row of data/companies-datagovin-goa.csv.gz whose CompanyStatus is `status` and
 * whose `required` columns are filled (or, with `skip`, the one that many rows after it), as a
 * one-row CSV file in `directory`. The browser tests share one database: a test that changes
 * what is known of its company (a GST registration, a score) skips to a row of its own, so a
 * test reading the first row as MCA describes it never sees that change.
 */
export function realGoaRowFile(
  directory: string,
  status: string,
  required: readonly string[],
  { skip = 0 }: { skip?: number } = {},
): { file: string; cin: string } {
  const text = gunzipSync(
    readFileSync(path.join(ROOT, 'data/companies-datagovin-goa.csv.gz')),
  ).toString('utf8');
  const rows = parse(text, { relax_column_count: true }) as string[][];
  const header = rows[0]!;
  const statusAt = header.indexOf('CompanyStatus');
  const requiredAt = required.map((column) => header.indexOf(column));
  const row = rows
    .filter((fields) => fields[statusAt] === status && requiredAt.every((index) => fields[index]))
    .at(skip);
  if (!row) throw new Error(`no ${status} row with ${required.join(', ')} in the Goa file`);
  const file = path.join(directory, `goa-${status.replace(/\W+/g, '-')}-${skip}.csv`);
  writeFileSync(file, `${[header, row].map((fields) => fields.map(quote).join(',')).join('\n')}\n`);
  return { file, cin: row[header.indexOf('CIN')]! };
}

/** A real row made this test's own, and its MCA file written with any status and date. */
export interface OwnRealRow {
  cin: string;
  name: string;
  /** Writes the row with `status` as the MCA file of `date`'s month (goa-companies-YYYY-MM.csv). */
  fileWithStatus(status: string, date: string): string;
}

/**
 * A real Active Goa row (`skip` as for realGoaRowFile) under a CIN and name of this test's own:
 * serial 9xxxxx, above any Goa company's, and `namePrefix` with random letters. The browser
 * tests share one database, and another test reads the real row as MCA describes it.
 */
export function ownRealActiveRow(
  directory: string,
  { namePrefix, skip }: { namePrefix: string; skip: number },
): OwnRealRow {
  const real = realGoaRowFile(directory, 'Active', ['CompanyRegistrationdate_date'], { skip });
  const [header, row] = readFileSync(real.file, 'utf8').trimEnd().split('\n') as [string, string];
  const cin = `${real.cin.slice(0, 15)}9${String(randomInt(0, 100_000)).padStart(5, '0')}`;
  const name = `${namePrefix} ${letters(8).toUpperCase()} PRIVATE LIMITED`;
  const fields = row.split('","');
  fields[0] = `"${cin}`;
  fields[1] = name;
  const statusAt = header.split(',').indexOf('"CompanyStatus"');
  return {
    cin,
    name,
    fileWithStatus(status, date) {
      const file = path.join(directory, `goa-companies-${date.slice(0, 7)}.csv`);
      const changed = fields.map((field, index) => (index === statusAt ? status : field));
      writeFileSync(file, `${header}\n${changed.join('","')}\n`);
      return file;
    },
  };
}

/** The e2e stack's queue prefix (global-setup), so an importer's events reach its workers. */
export function e2eQueuePrefix(): string {
  const prefix = process.env.E2E_QUEUE_PREFIX;
  if (!prefix) throw new Error('E2E_QUEUE_PREFIX is not set; the e2e globalSetup sets it.');
  return prefix;
}
