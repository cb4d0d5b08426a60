import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from '@trusthive/platform';
import { tableWritesOf, tablesWrittenBy } from './table-writes';

// Issue 17: one writer per table. Every service's code is read for the tables it writes; a
// write by anyone but the table's owner fails here, and the architecture doc's table of owners
// must say what TABLE_OWNERS says.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVICES = [
  'analytics',
  'company',
  'enrichment',
  'platform',
  'scoring',
  'search',
  'submissions',
];
const TABLES = new Set(Object.keys(TABLE_OWNERS));

const writes = tableWritesOf(
  {
    ...Object.fromEntries(SERVICES.map((name) => [name, path.join(ROOT, 'services', name, 'src')])),
    gateway: path.join(ROOT, 'gateway/src'),
  },
  TABLES,
);

describe('table owners', () => {
  it('should find no write by a service that does not own the table', () => {
    const foreign = Object.entries(writes).flatMap(([table, writers]) =>
      Object.entries(writers)
        .filter(([writer]) => writer !== TABLE_OWNERS[table as keyof typeof TABLE_OWNERS])
        .map(([writer, files]) => `${writer} writes ${table} in ${files.join(', ')}`),
    );
    expect(foreign).toEqual([]);
  });

  it('should find each service table written by its owner', () => {
    const services = new Set(SERVICES);
    const unwritten = Object.entries(TABLE_OWNERS)
      .filter(([, owner]) => services.has(owner))
      .filter(([table, owner]) => !writes[table]?.[owner])
      .map(([table, owner]) => `${owner} owns ${table} but writes it nowhere`);
    expect(unwritten).toEqual([]);
  });

  it('should say in the architecture doc what the map says', () => {
    const doc = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
    const section = doc.slice(doc.indexOf('### Table owners'));
    const documented: Record<string, string> = {};
    for (const [, owner, tables] of section.matchAll(/^\| ([a-z]+) \| ([a-z_, ]+) \|$/gm)) {
      if (owner === 'owner') continue; // the header row
      for (const table of tables!.split(',')) documented[table.trim()] = owner!;
    }
    expect(documented).toEqual(TABLE_OWNERS);
  });
});

describe(tablesWrittenBy.name, () => {
  const tables = new Set(['companies', 'brands', 'reports']);

  it('should find kysely writes and SQL writes, in any case', () => {
    const source = `
      await db.insertInto('brands').values(row).execute();
      await trx.updateTable("companies").set({ a: 1 }).execute();
      await sql\`DELETE FROM reports where id = \${id}\`.execute(db);`;
    expect([...tablesWrittenBy(source, tables)].sort()).toEqual(['brands', 'companies', 'reports']);
  });

  it('should not count reads, unknown tables or writes named in comments', () => {
    const source = `
      // the worker used to update companies here
      /* insert into brands happens in the owner */
      await db.selectFrom('companies').selectAll().execute();
      await sql\`update other_things set x = 1\`.execute(db);`;
    expect([...tablesWrittenBy(source, tables)]).toEqual([]);
  });
});
