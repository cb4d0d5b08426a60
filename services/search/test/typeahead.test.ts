import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '@trusthive/platform';
import { testDatabaseUrl, uniqueCin } from '@trusthive/platform/testing';
import { createPostgresEngine, orderedWalkUrl } from '../src/engine/postgres-engine';
import type { SearchEngine } from '../src/engine/search-engine';
import { toSearchTerm } from '../src/engine/search-terms';
import { LiveTypeahead, OVERLAY_LIMIT } from '../src/typeahead/live-typeahead';
import {
  insertBrand,
  insertCompanies,
  insertManyCompanies,
  uniqueToken,
} from './support/search-fixtures';

// The in-memory typeahead against the SQL it stands in for, on real PostgreSQL: the same
// suggestions for every kind of term, and kept in step with every write by migration 0012's
// change notices alone (no sync call), within a few seconds.

const NOTICE_TIMEOUT_MS = 5_000;

/** Polls until `check` passes; fails with its last error after NOTICE_TIMEOUT_MS. */
async function eventually(check: () => void): Promise<void> {
  const deadline = Date.now() + NOTICE_TIMEOUT_MS;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

const log = { info() {}, warn() {}, error() {} };

describe('typeahead', () => {
  let db: Kysely<Database>;
  let walkDb: Kysely<Database>;
  let live: LiveTypeahead;
  let memoryEngine: SearchEngine;
  let sqlEngine: SearchEngine;

  beforeAll(async () => {
    db = createDb({ url: testDatabaseUrl(), poolSize: 4, applicationName: 'typeahead-test' });
    walkDb = createDb({ url: orderedWalkUrl(testDatabaseUrl()), poolSize: 2 });
    live = new LiveTypeahead({ db, databaseUrl: testDatabaseUrl(), log });
    await live.start();
    await live.whenLoaded();
    memoryEngine = createPostgresEngine({ db, walkDb, typeahead: live });
    sqlEngine = createPostgresEngine({ db, walkDb });
  });

  afterAll(async () => {
    await live.close();
    await Promise.all([db.destroy(), walkDb.destroy()]);
  });

  const headNames = (term: string) =>
    live
      .current()!
      .companyHead(toSearchTerm(term), 8)
      .map((row) => row.company_name);
  const brandHead = (term: string) =>
    live
      .current()!
      .brandHead(toSearchTerm(term), 8)
      .map((row) => [row.brand_name, row.company_name]);

  describe('against the SQL', () => {
    const token = uniqueToken().toUpperCase();
    const other = uniqueToken().toUpperCase();
    const cins = [uniqueCin(), uniqueCin()];
    const names = [
      token,
      `${token} ALPHA TRADERS PRIVATE LIMITED`,
      `${token} ALPHA`,
      `${token}BRAVO LLP`,
      `X${token} BETA WORKS`,
      `ZETA ${token} WORKS`,
      `ZETA ${token}-${other} LLP`,
      `ACME (${token}) ${other} PRIVATE LIMITED`,
      ...Array.from({ length: 12 }, (_, index) => `${token} N${index} ENTERPRISES`),
      ...Array.from({ length: 12 }, (_, index) => `Q${index} ${other} ${token} SPORTS`),
      // In the head and with a later word of the same start: suggested once.
      `${other} ${other} AAA`,
      // Eight names that start with the second CIN's first 12 characters: they fill the head
      // before that CIN's company (whose name sorts first) is reached.
      ...Array.from({ length: 8 }, (_, index) => `${cins[1]!.slice(0, 12)} PROJECT ${index}`),
    ];

    beforeAll(async () => {
      const ids = await insertManyCompanies(db, names);
      const [withCin, alsoWithCin] = await insertCompanies(db, [
        { company_name: `${other} CIN HOLDER ONE`, cin: cins[0]! },
        { company_name: `A ${token} CIN HOLDER TWO`, cin: cins[1]! },
      ]);
      for (const brand of [`${token} SHOES`, `URBAN ${token}`, token, `${other} ${token} WEAR`]) {
        await insertBrand(db, ids[1]!, brand);
      }
      await insertBrand(db, withCin!.id, `${token} CIN BRAND`);
      await live.refresh({ companies: [...ids, withCin!.id, alsoWithCin!.id] });
    });

    const terms = () => [
      ...Array.from({ length: token.length }, (_, end) => ({ term: token.slice(0, end + 1) })),
      { term: token.toLowerCase() },
      { term: `${token} alpha` },
      { term: `${token} alpha traders private limite` },
      { term: `${token} n1` },
      { term: `${other.toLowerCase()} ${token.toLowerCase()}` },
      { term: `${token}-${other}` },
      { term: `(${token})` },
      { term: token.slice(2) },
      { term: `${token.slice(4)} alpha` },
      { term: cins[0]! },
      { term: cins[1]!.slice(0, 12) },
      { term: cins[0]!.toLowerCase() },
      { term: `  ${token}   alpha  ` },
      { term: other },
      { term: cins[1]!.slice(0, 12).toLowerCase() },
    ];

    it('should suggest the same companies, in the same order, for every kind of term', async () => {
      for (const { term } of terms()) {
        const fromSql = await sqlEngine.suggest({ term, type: 'name' });
        expect(await memoryEngine.suggest({ term, type: 'name' }), term).toEqual(fromSql);
      }
    });

    it('should suggest the same brands, in the same order', async () => {
      for (const { term } of [
        ...terms(),
        { term: 'urban' + ' ' + token },
        { term: `${token.toLowerCase()} wea` },
      ]) {
        const fromSql = await sqlEngine.suggest({ term, type: 'brand' });
        expect(await memoryEngine.suggest({ term, type: 'brand' }), term).toEqual(fromSql);
      }
    });

    it('should answer a results page of every kind of term the same as the SQL', async () => {
      const pageTerms = [
        ...terms().map(({ term }) => term),
        `q1 ${other}`,
        `${token} n1 enterprises`,
        // Under three characters: no trigram, so the names are read in order.
        token.slice(1, 3),
        // A CIN's middle, and a CIN typed with spaces.
        cins[0]!.slice(6, 14),
        `${cins[0]!.slice(0, 6)} ${cins[0]!.slice(6)}`,
      ];
      for (const term of pageTerms) {
        for (const type of ['name', 'cin'] as const) {
          for (const page of [1, 2, 5]) {
            const fromSql = await sqlEngine.search({ term, type, page });
            const fromMemory = await memoryEngine.search({ term, type, page });
            expect(fromMemory, `${term} ${type} page ${page}`).toEqual(fromSql);
          }
        }
        const fromSql = await sqlEngine.search({ term, type: 'brand', page: 1 });
        expect(await memoryEngine.search({ term, type: 'brand', page: 1 }), term).toEqual(fromSql);
      }
    });

    it('should answer the common lookups from memory', async () => {
      // A term with head and later-word matches: the typeahead itself holds every one of them.
      const suggestions = await sqlEngine.suggest({ term: token, type: 'name' });
      expect(suggestions).toHaveLength(8);
      expect(headNames(token)).toEqual(suggestions.map((suggestion) => suggestion.name));
      // Results pages of every kind of term: a word, a fragment, CIN parts, several words.
      const request = { cap: 1_000, offset: 0, limit: 10, maxScan: 20_000 };
      for (const term of [token, token.slice(2), cins[1]!.slice(0, 12), cins[0]!.slice(6, 14)]) {
        expect(live.current()!.companyPage(toSearchTerm(term), request), term).not.toBeNull();
      }
      expect(live.current()!.brandPage(toSearchTerm(`${token} shoes`), request)).not.toBeNull();
    });
  });

  describe('a results page past the cap', () => {
    const word = uniqueToken().toUpperCase();
    const names = Array.from({ length: 1_010 }, (_, index) => `Q${index} ${word} WORKS`);

    beforeAll(async () => {
      await live.refresh({ companies: await insertManyCompanies(db, [...names].reverse()) });
    });

    it('should cap the total and page in search order as the SQL does', async () => {
      const term = `${word} works`;
      for (const page of [1, 37, 100, 101]) {
        const fromSql = await sqlEngine.search({ term, type: 'name', page });
        const fromMemory = await memoryEngine.search({ term, type: 'name', page });
        expect(fromMemory, `page ${page}`).toEqual(fromSql);
        expect(fromMemory).toMatchObject({ total: 1_000, totalCapped: true });
      }
    });
  });

  it('should let the service start with PostgreSQL unreachable, and answer nothing from memory', async () => {
    const unreachable = 'postgres://postgres@127.0.0.1:1/trusthive_nowhere';
    const nowhere = createDb({ url: unreachable, poolSize: 1, applicationName: 'typeahead-test' });
    const warnings: string[] = [];
    const offline = new LiveTypeahead({
      db: nowhere,
      databaseUrl: unreachable,
      log: { ...log, warn: (_details, message) => warnings.push(message) },
    });
    await offline.start();
    expect(offline.current()).toBeNull();
    expect(warnings).toContain('typeahead listener could not connect; retrying');
    await offline.close();
    await nowhere.destroy();
  });

  describe('kept in step by change notices', () => {
    it('should find a new company, follow a rename and forget a deleted one', async () => {
      const first = uniqueToken().toUpperCase();
      const second = uniqueToken().toUpperCase();
      const [row] = await insertCompanies(db, [{ company_name: `${first} NOTICED LIMITED` }]);
      await eventually(() => expect(headNames(first)).toEqual([`${first} NOTICED LIMITED`]));
      // A results page of the old name, searched before the rename: its matches are kept for a
      // term searched again, and must not outlive the rename.
      const pageIds = (term: string) =>
        live.current()!.companyPage(toSearchTerm(term), {
          cap: 1_000,
          offset: 0,
          limit: 10,
          maxScan: 20_000,
        })?.ids;
      expect(pageIds(first)).toEqual([row!.id]);
      expect(pageIds(first)).toEqual([row!.id]);

      await db
        .updateTable('companies')
        .set({ company_name: `${second} RENAMED LIMITED` })
        .where('id', '=', row!.id)
        .execute();
      await eventually(() => {
        expect(headNames(second)).toEqual([`${second} RENAMED LIMITED`]);
        expect(headNames(first)).toEqual([]);
      });
      expect(pageIds(first)).toEqual([]);
      expect(pageIds(second)).toEqual([row!.id]);

      await db.deleteFrom('companies').where('id', '=', row!.id).execute();
      await eventually(() => expect(headNames(second)).toEqual([]));
    });

    it('should show a brand with its company, and the company under its new name', async () => {
      const brand = uniqueToken().toUpperCase();
      const [owner] = await insertCompanies(db, [{ company_name: 'Brand Owner One Limited' }]);
      await insertBrand(db, owner!.id, `${brand} FOOTWEAR`);
      await eventually(() =>
        expect(brandHead(brand)).toEqual([[`${brand} FOOTWEAR`, 'Brand Owner One Limited']]),
      );
      await db
        .updateTable('companies')
        .set({ company_name: 'Brand Owner Renamed Limited' })
        .where('id', '=', owner!.id)
        .execute();
      await eventually(() =>
        expect(brandHead(brand)).toEqual([[`${brand} FOOTWEAR`, 'Brand Owner Renamed Limited']]),
      );
      // Deleting the company deletes its brands (on delete cascade), and they go too.
      await db.deleteFrom('companies').where('id', '=', owner!.id).execute();
      await eventually(() => expect(brandHead(brand)).toEqual([]));
    });

    // Issue 18: a registration staff have not approved is not suggested, nor its brands.
    it('should hold a pending registration back until it is approved, and drop it when rejected', async () => {
      const token = uniqueToken().toUpperCase();
      const [pending] = await insertCompanies(db, [
        { company_name: `${token} AWAITING LIMITED`, review_status: 'pending' },
      ]);
      await insertBrand(db, pending!.id, `${token} SHOES`);
      // A later write's notice arrives after these: once it shows, they were read.
      await insertCompanies(db, [{ company_name: `${token} MARKER LIMITED` }]);
      await eventually(() => expect(headNames(token)).toEqual([`${token} MARKER LIMITED`]));
      expect(brandHead(token)).toEqual([]);

      const setStatus = (status: 'live' | 'rejected') =>
        db
          .updateTable('companies')
          .set({ review_status: status })
          .where('id', '=', pending!.id)
          .execute();
      await setStatus('live');
      await eventually(() => {
        expect(headNames(token)).toEqual([`${token} AWAITING LIMITED`, `${token} MARKER LIMITED`]);
        expect(brandHead(token)).toEqual([[`${token} SHOES`, `${token} AWAITING LIMITED`]]);
      });
      await setStatus('rejected');
      await eventually(() => {
        expect(headNames(token)).toEqual([`${token} MARKER LIMITED`]);
        expect(brandHead(token)).toEqual([]);
      });
    });

    it('should leave pending registrations out of a full read', async () => {
      const token = uniqueToken().toUpperCase();
      const [pending] = await insertCompanies(db, [
        { company_name: `${token} UNREVIEWED LIMITED`, review_status: 'pending', cin: uniqueCin() },
      ]);
      await insertBrand(db, pending!.id, `${token} BOOTS`);
      const fresh = new LiveTypeahead({ db, databaseUrl: testDatabaseUrl(), log });
      try {
        await fresh.start();
        await fresh.whenLoaded();
        const lists = fresh.current()!;
        expect(lists.companyHead(toSearchTerm(token), 8)).toEqual([]);
        expect(lists.companyHead(toSearchTerm(pending!.cin!), 8)).toEqual([]);
        expect(lists.brandHead(toSearchTerm(token), 8)).toEqual([]);
      } finally {
        await fresh.close();
      }
    });

    it('should read names with tabs, newlines, backslashes and letters beyond ASCII as stored', async () => {
      // The full read takes COPY text, which escapes these; the notices' re-reads do not.
      const token = uniqueToken().toUpperCase();
      const names = [
        `${token} TAB\tNAME LIMITED`,
        `${token} LINE\nBREAK\r\nLLP`,
        `${token} BACK\\SLASH \\N LIMITED`,
        `${token} \\N`,
        `${token} ÉLAN FOODS ÜNÏ LIMITED`,
        `ACME\t${token} WORKS`,
        `Naïve ${token} Café`,
      ];
      const companies = await insertCompanies(
        db,
        names.map((company_name, index) => ({
          company_name,
          cin: index % 2 === 0 ? uniqueCin() : null,
        })),
      );
      for (const [index, company] of companies.entries()) {
        await insertBrand(db, company.id, `${token} b\\${index}\tÜ \\N`);
      }
      const fresh = new LiveTypeahead({ db, databaseUrl: testDatabaseUrl(), log });
      try {
        await fresh.start();
        await fresh.whenLoaded();
        const lists = fresh.current()!;
        expect(
          lists.companyHead(toSearchTerm(token), 8).map((row) => [row.company_name, row.cin]),
        ).toEqual(
          companies
            .filter(({ company_name }) => company_name.startsWith(token))
            .sort((a, b) => (a.company_name.toLowerCase() < b.company_name.toLowerCase() ? -1 : 1))
            .map(({ company_name, cin }) => [company_name, cin]),
        );
        const engine = createPostgresEngine({ db, walkDb, typeahead: fresh });
        for (const term of [
          token,
          `${token} back`,
          `${token} tab`,
          `${token} b`,
          `acme ${token}`,
        ]) {
          for (const type of ['name', 'brand'] as const) {
            const fromSql = await sqlEngine.suggest({ term, type });
            expect(await engine.suggest({ term, type }), `${term} ${type}`).toEqual(fromSql);
            const page = await sqlEngine.search({ term, type, page: 1 });
            expect(await engine.search({ term, type, page: 1 }), `${term} ${type}`).toEqual(page);
          }
        }
        expect(
          (await engine.suggest({ term: token, type: 'brand' })).length,
          'brands found',
        ).toBeGreaterThan(0);
      } finally {
        await fresh.close();
      }
    });

    it('should not see a write that was rolled back', async () => {
      const token = uniqueToken().toUpperCase();
      await db
        .transaction()
        .execute(async (trx) => {
          await insertCompanies(trx, [{ company_name: `${token} ROLLED BACK` }]);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      // Notices arrive in commit order: once the later insert shows, the rolled-back one would have.
      await insertCompanies(db, [{ company_name: `${token} COMMITTED` }]);
      await eventually(() => expect(headNames(token)).toEqual([`${token} COMMITTED`]));
    });

    it('should read everything again after a statement too large to name its rows', async () => {
      const token = uniqueToken().toUpperCase();
      const count = OVERLAY_LIMIT / 5;
      await insertManyCompanies(
        db,
        Array.from(
          { length: count },
          (_, index) => `${token} BULK ${String(index).padStart(4, '0')}`,
        ),
      );
      await eventually(() =>
        expect(headNames(token)).toEqual(
          Array.from(
            { length: 8 },
            (_, index) => `${token} BULK ${String(index).padStart(4, '0')}`,
          ),
        ),
      );
    });
  });
});
