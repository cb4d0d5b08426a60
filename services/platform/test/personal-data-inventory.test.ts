import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '@trusthive/platform';
import { testDatabaseUrl } from '@trusthive/platform/testing';
import type { Kysely } from 'kysely';

// Issue 37 (DPDP Act 2023): docs/personal-data.md lists every column that holds personal data
// (its purpose, retention and who may read it), and every column whose name looks personal
// but is not. This test reads the migrated schema and fails when a column whose name looks
// like an e-mail, phone, document or file path, PAN, DIN, GSTIN, IP address, person's name or
// user id is in neither list, or when the inventory names a column that no longer exists.

const INVENTORY = path.resolve(import.meta.dirname, '../../../docs/personal-data.md');

/** Column names that may hold personal data. */
const LOOKS_PERSONAL =
  /e_?mail|phone|mobile|_url$|_path$|proof|document|(^|_)file|(^|_)pan($|_)|(^|_)din($|_)|gstin|(^|_)ip($|_)|ip_address|address|user_id|user_agent|(^|_)name$|reporter|requester|actor|(^|_)before$|(^|_)after$|^data$/;

/** Every `table.column` in the first cell of a row of the inventory's tables. */
function inventoried(markdown: string): Set<string> {
  const listed = new Set<string>();
  for (const line of markdown.split('\n')) {
    const cell = /^\|\s*`([a-z_]+\.[a-z_]+)`\s*\|/.exec(line);
    if (cell) listed.add(cell[1]!);
  }
  return listed;
}

let db: Kysely<Database>;
let columns: string[];

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 1, applicationName: 'inventory-test' });
  const { rows } = await sql<{ name: string }>`
    select c.table_name || '.' || c.column_name as name
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       and c.table_name not like 'kysely_%'
     order by 1`.execute(db);
  columns = rows.map((row) => row.name);
});

afterAll(async () => {
  await db?.destroy();
});

describe('personal-data inventory (docs/personal-data.md)', () => {
  it('should list every column whose name looks like personal data', () => {
    const listed = inventoried(readFileSync(INVENTORY, 'utf8'));
    const missing = columns.filter(
      (name) => LOOKS_PERSONAL.test(name.split('.')[1]!) && !listed.has(name),
    );
    expect(missing, 'add these to docs/personal-data.md').toEqual([]);
  });

  it('should name only columns that exist', () => {
    const existing = new Set(columns);
    const stale = [...inventoried(readFileSync(INVENTORY, 'utf8'))].filter(
      (name) => !existing.has(name),
    );
    expect(stale, 'remove or rename these in docs/personal-data.md').toEqual([]);
  });
});
