import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@trusthive/platform';
import { ownMigratedDatabase } from '@trusthive/platform/testing';

// Issue 39: triggers and PL/pgSQL functions carry part of the data flow where no code tool
// sees them (a copy of the score onto `companies`, the counts, the typeahead's change log).
// The house plan lists each in its "Triggers" section; this test reads the migrated database
// and fails on a trigger or function of ours that the section does not name, or on a name
// the section gives that the database no longer has.

const ARCHITECTURE = path.resolve(import.meta.dirname, '../../../docs/architecture.md');

/** The text of the house plan's "### Triggers" section, up to the next heading of its level or above. */
function triggersSection(markdown: string): string {
  const start = markdown.indexOf('\n### Triggers\n');
  if (start < 0) throw new Error('docs/architecture.md has no "### Triggers" section');
  const rest = markdown.slice(start + 1);
  const end = rest.slice(1).search(/\n#{1,3} /);
  return end < 0 ? rest : rest.slice(0, end + 1);
}

/** Every `snake_case` name in backticks, optionally called (`name()` or `name(cutoff)`). */
function namesIn(section: string): Set<string> {
  return new Set([...section.matchAll(/`([a-z][a-z0-9_]*)(?:\([a-z_, ]*\))?`/g)].map((m) => m[1]!));
}

// A database of its own, as the migrations leave it: other files add triggers of their own to
// the run's database to inject failures.
let database: Awaited<ReturnType<typeof ownMigratedDatabase>>;
let db: Kysely<Database>;
let triggers: string[];
let functions: string[];

beforeAll(async () => {
  database = await ownMigratedDatabase('triggers_doc');
  db = database.db;
  triggers = (
    await sql<{ name: string }>`
      select t.tgname as name
        from pg_trigger t
        join pg_class c on c.oid = t.tgrelid
        join pg_namespace n on n.oid = c.relnamespace
       where not t.tgisinternal and n.nspname = 'public'
       order by 1`.execute(db)
  ).rows.map(({ name }) => name);
  // Ours: in public and not part of an extension (pg_trgm's functions are not).
  functions = (
    await sql<{ name: string }>`
      select distinct p.proname as name
        from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public'
         and not exists (
           select 1 from pg_depend d
            where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
       order by 1`.execute(db)
  ).rows.map(({ name }) => name);
});

afterAll(async () => {
  await database?.close();
});

describe('the house plan’s table of triggers', () => {
  const documented = () => namesIn(triggersSection(readFileSync(ARCHITECTURE, 'utf8')));

  it('should name every trigger and function the migrations create', () => {
    expect(triggers.length).toBeGreaterThan(0);
    expect(functions.length).toBeGreaterThan(0);
    const named = documented();
    expect({
      triggers: triggers.filter((name) => !named.has(name)),
      functions: functions.filter((name) => !named.has(name)),
    }).toEqual({ triggers: [], functions: [] });
  });

  it('should name no trigger or function the database does not have', async () => {
    // The section also names the tables and columns the triggers write, and the NOTIFY
    // channel: those are not stale.
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.columns where table_schema = 'public'
      union select column_name from information_schema.columns where table_schema = 'public'`.execute(
      db,
    );
    const known = new Set([
      ...triggers,
      ...functions,
      ...rows.map(({ name }) => name),
      'search_names',
    ]);
    expect([...documented()].filter((name) => !known.has(name))).toEqual([]);
  });
});
