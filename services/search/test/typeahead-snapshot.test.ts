import { mkdtempSync, rmSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '@trusthive/platform';
import {
  dropOwnDatabase,
  testOwnerDatabaseUrl,
  uniqueCin,
  createMigratedDatabase,
} from '@trusthive/platform/testing';
import { toSearchTerm } from '../src/engine/search-terms';
import {
  changesSince,
  pruneChanges,
  READ_POINT_QUERY,
  type ReadPoint,
} from '../src/repositories/search-name-changes.repository';
import { LiveTypeahead } from '../src/typeahead/live-typeahead';
import { TypeaheadSnapshotStore } from '../src/typeahead/typeahead-snapshot';
import { insertBrand, insertCompanies, insertManyCompanies } from './support/search-fixtures';

// A search process that starts from the snapshot file of an earlier one, on real PostgreSQL:
// it must answer as a process that read every name now, whatever changed while it was down,
// and read every name itself when the file cannot be caught up. This file counts the changes
// a start catches up, so it works in a database of its own (other files write companies in the
// shared one all the time).

const databaseUrl = (() => {
  const url = new URL(testOwnerDatabaseUrl());
  url.pathname = `/trusthive_test_typeahead_snapshot_${process.pid}`;
  return url.toString();
})();
const directory = mkdtempSync(path.join(tmpdir(), 'typeahead-snapshot-'));
let db: Kysely<Database>;

beforeAll(async () => {
  await dropOwnDatabase(databaseUrl);
  await createMigratedDatabase(databaseUrl);
  db = createDb({ url: databaseUrl, poolSize: 3, applicationName: 'test-typeahead-snapshot' });
});

afterAll(async () => {
  await db?.destroy();
  await dropOwnDatabase(databaseUrl);
  rmSync(directory, { recursive: true, force: true });
});

interface Line {
  details: Record<string, unknown>;
  message: string;
}

/** A typeahead started and loaded; `lines` is what it logged. */
async function started(store?: TypeaheadSnapshotStore) {
  const lines: Line[] = [];
  const keep = (details: object, message: string) =>
    lines.push({ details: details as Record<string, unknown>, message });
  const live = new LiveTypeahead({
    db,
    databaseUrl,
    log: { info: keep, warn: keep, error: keep },
    ...(store ? { snapshots: store } : {}),
  });
  await live.start();
  await live.whenLoaded();
  const loaded = lines.find(({ message }) => message === 'typeahead loaded')!;
  return { live, lines, loaded: loaded.details };
}

/** What a typeahead suggests for each term: companies with their CINs, and brands. */
function suggestions(live: LiveTypeahead, terms: string[]) {
  const typeahead = live.current()!;
  return terms.map((text) => {
    const term = toSearchTerm(text);
    return {
      companies: [
        ...typeahead.companyHead(term, 8),
        ...typeahead.companyWords(term, { limit: 8, exclude: [] }),
      ].map((row) => `${row.company_name} ${row.cin}`),
      brands: [
        ...typeahead.brandHead(term, 8),
        ...typeahead.brandWords(term, { limit: 8, exclude: [] }),
      ].map((row) => `${row.brand_name} of ${row.company_name}`),
    };
  });
}

/** The answers of a typeahead that read every name now: what a start from a file must give. */
async function freshAnswers(terms: string[]) {
  const { live } = await started();
  try {
    return suggestions(live, terms);
  } finally {
    await live.close();
  }
}

/** A first process: reads every name and leaves its file (close waits for the write). */
async function leaveSnapshot(store: TypeaheadSnapshotStore): Promise<void> {
  const { live, loaded } = await started(store);
  await live.close();
  expect(loaded.from).toBe('database');
}

describe('a start from the snapshot file', () => {
  it('should answer as a fresh read after renames, deletions, new names and brands while it was down', async () => {
    const store = new TypeaheadSnapshotStore(path.join(directory, 'changes'));
    const [renamed, deleted, kept] = await insertCompanies(db, [
      { company_name: 'QWZX HARBOUR TRADERS PRIVATE LIMITED' },
      { company_name: 'QWZX MILL WORKS LIMITED' },
      { company_name: 'QWZX KEPT FOODS LLP' },
    ]);
    const brand = await insertBrand(db, kept!.id, 'Qwzx Morning');
    await leaveSnapshot(store);

    await db
      .updateTable('companies')
      .set({ company_name: 'QWZX RIVER TRADERS PRIVATE LIMITED', cin: uniqueCin() })
      .where('id', '=', renamed!.id)
      .execute();
    await db.deleteFrom('companies').where('id', '=', deleted!.id).execute();
    await insertCompanies(db, [{ company_name: 'QWZX NEW LIGHT LIMITED' }]);
    await db
      .updateTable('brands')
      .set({ brand_name: 'Qwzx Evening' })
      .where('id', '=', brand)
      .execute();
    await db
      .updateTable('companies')
      .set({ company_name: 'QWZX KEPT FOODS AND SPICES LLP' })
      .where('id', '=', kept!.id)
      .execute();

    const terms = ['qwzx', 'qwzx r', 'qwzx m', 'qwzx evening', 'qwzx morning', 'traders', 'light'];
    const { live, loaded } = await started(store);
    try {
      expect(loaded).toMatchObject({ from: 'snapshot', caughtUp: 5 });
      const answers = suggestions(live, terms);
      expect(answers).toEqual(await freshAnswers(terms));
      expect(answers[0]!.companies.join()).toContain('QWZX RIVER TRADERS');
      expect(answers[0]!.companies.join()).not.toContain('MILL WORKS');
      expect(answers[3]!.brands).toEqual(['Qwzx Evening of QWZX KEPT FOODS AND SPICES LLP']);
    } finally {
      await live.close();
    }
  });

  it('should catch up a change committed after its read by a transaction that began before it', async () => {
    const store = new TypeaheadSnapshotStore(path.join(directory, 'late-commit'));
    const [company] = await insertCompanies(db, [{ company_name: 'VBNM SLOW LIMITED' }]);
    const writer = new pg.Client({ connectionString: databaseUrl });
    await writer.connect();
    try {
      await writer.query('begin');
      await writer.query(`update companies set company_name = 'VBNM LATE LIMITED' where id = $1`, [
        company!.id,
      ]);
      // Later transactions commit first: a log read by "xid above the read's highest" misses
      // the open one.
      await leaveSnapshot(store);
      await insertCompanies(db, [{ company_name: 'VBNM AFTER LIMITED' }]);
      await writer.query('commit');
    } finally {
      await writer.end();
    }
    const { live, loaded } = await started(store);
    try {
      expect(loaded).toMatchObject({ from: 'snapshot', caughtUp: 2 });
      expect(suggestions(live, ['vbnm'])[0]!.companies.map((row) => row.split(' U')[0])).toEqual([
        'VBNM AFTER LIMITED',
        'VBNM LATE LIMITED',
      ]);
    } finally {
      await live.close();
    }
  });

  it('should read every name when a statement changed too many rows to name since', async () => {
    const store = new TypeaheadSnapshotStore(path.join(directory, 'bulk'));
    await leaveSnapshot(store);
    await insertManyCompanies(
      db,
      Array.from({ length: 501 }, (_, index) => `PLKJ BULK ${index} LIMITED`),
    );
    const { live, lines, loaded } = await started(store);
    try {
      expect(lines.map(({ details }) => details.why).filter(Boolean)).toEqual([
        'a bulk change since',
      ]);
      expect(loaded.from).toBe('database');
      expect(suggestions(live, ['plkj bulk 500'])[0]!.companies).toHaveLength(1);
    } finally {
      await live.close();
    }
  });

  it('should read every name when a file is damaged, and leave a good one', async () => {
    const store = new TypeaheadSnapshotStore(path.join(directory, 'damaged'));
    await leaveSnapshot(store);
    truncateSync(store.path, 100);
    const first = await started(store);
    await first.live.close();
    expect(first.lines.map(({ message }) => message)).toContain('typeahead snapshot unreadable');
    expect(first.loaded.from).toBe('database');
    const second = await started(store);
    await second.live.close();
    expect(second.loaded.from).toBe('snapshot');
  });
});

/** Where a read made now would be (as readTypeaheadLists records it). */
async function readPoint(): Promise<ReadPoint> {
  const { rows } = await sql<ReadPoint>`${sql.raw(READ_POINT_QUERY)}`.execute(db);
  return rows[0]!;
}

describe('the change log', () => {
  it('should not catch up a file of another database, or one read ahead of this one', async () => {
    const { snapshot, database } = await readPoint();
    expect(await changesSince(db, { snapshot, database: `${database}0` }, 100)).toEqual({
      usable: false,
      why: 'another database',
    });
    expect(await changesSince(db, { snapshot: '900000000:900000001:', database }, 100)).toEqual({
      usable: false,
      why: 'read ahead of the database',
    });
  });

  it('should not catch up more changes than it may overlay', async () => {
    const point = await readPoint();
    await insertCompanies(db, [
      { company_name: 'ASDF ONE LIMITED' },
      { company_name: 'ASDF TWO LIMITED' },
    ]);
    expect(await changesSince(db, point, 1)).toEqual({
      usable: false,
      why: 'over 1 changed rows since',
    });
  });

  // Last in the file: a prune's marker makes every later real read look older than it while
  // any transaction of the cluster is older still (the check is conservative), so the reads
  // here are written out as snapshots whose horizon the test chooses.
  it('should tell a read that had not seen a pruned change, and only such a read', async () => {
    const [before] = await insertCompanies(db, [{ company_name: 'ZXCV BEFORE LIMITED' }]);
    const xidOf = async (id: number) =>
      Number(
        (
          await db
            .selectFrom('search_name_changes')
            .select('xid')
            .where('kind', '=', 'c')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).xid,
      );
    const pruned = await xidOf(before!.id);
    expect(await pruneChanges(db, 0)).toBeGreaterThan(0);
    const { database } = await readPoint();
    const sawIt = { snapshot: `${pruned + 1}:${pruned + 1}:`, database };
    const didNot = { snapshot: `${pruned}:${pruned + 1}:${pruned}`, database };
    expect(await changesSince(db, didNot, 100)).toEqual({
      usable: false,
      why: 'changes since were pruned',
    });
    const [after] = await insertCompanies(db, [{ company_name: 'ZXCV AFTER LIMITED' }]);
    expect(await changesSince(db, sawIt, 100)).toEqual({
      usable: true,
      companies: [after!.id],
      brands: [],
    });
    // A week's changes stay.
    expect(await pruneChanges(db, 7)).toBe(0);
    expect((await changesSince(db, sawIt, 100)).usable).toBe(true);
  });
});
