import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';

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
