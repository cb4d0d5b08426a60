import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Meilisearch } from 'meilisearch';
import { createDb, type Config, type Database } from '@trusthive/platform';
import { TEST_HINT_TIMEOUT_MS, testDatabaseUrl, uniqueCin } from '@trusthive/platform/testing';
import { createSearch } from '../src/engine/create-engine';
import { meilisearchIndexUids } from '../src/engine/meilisearch-engine';
import type { SearchEngine, SearchIndexer } from '../src/engine/search-engine';
import type { LiveTypeahead } from '../src/typeahead/live-typeahead';
import {
  insertBrand,
  insertCompanies,
  insertManyCompanies,
  uniqueToken,
} from './support/search-fixtures';

// One behavioural suite for every engine that is available (STYLE 18): PostgreSQL always,
// Meilisearch whenever MEILISEARCH_URL points at one. Each block searches for random tokens
// only its own rows contain, so the shared, never-reset test database cannot disturb it.
//
// Where the engines differ by design the difference is named, not hidden: PostgreSQL matches
// any part of a word and takes %, _ and \ literally; Meilisearch matches words and word
// prefixes, and its tokenizer treats punctuation as separators.
//
// PostgreSQL runs twice: with suggestions from SQL alone, and with the in-memory typeahead
// loaded, which must answer them with the same rows in the same order.
interface EngineCase {
  name: 'postgres' | 'meilisearch';
  label: string;
  config: Config['search'];
  matchesInsideWords: boolean;
}

const engineCases: EngineCase[] = [
  {
    name: 'postgres',
    label: 'postgres, SQL suggestions',
    config: { engine: 'postgres', typeahead: false },
    matchesInsideWords: true,
  },
  {
    name: 'postgres',
    label: 'postgres, typeahead suggestions',
    config: { engine: 'postgres', typeahead: true },
    matchesInsideWords: true,
  },
];
if (process.env.MEILISEARCH_URL) {
  engineCases.push({
    name: 'meilisearch',
    label: 'meilisearch',
    config: {
      engine: 'meilisearch',
      meilisearch: {
        url: process.env.MEILISEARCH_URL,
        ...(process.env.MEILISEARCH_API_KEY ? { apiKey: process.env.MEILISEARCH_API_KEY } : {}),
      },
    },
    matchesInsideWords: false,
  });
}

describe.each(engineCases)('search engine: $label', (engineCase) => {
  let db: Kysely<Database>;
  let engine: SearchEngine;
  let indexer: SearchIndexer;
  let closeSearch: () => Promise<void>;
  let typeahead: LiveTypeahead | undefined;
  const indexPrefix = `test_${uniqueToken(8)}_`;
  const synced: number[] = [];

  /** Inserted rows reach the engine's index the way production rows do: through a sync. */
  async function sync(ids: number[]): Promise<void> {
    synced.push(...ids);
    await indexer.syncCompanies(ids);
  }

  const names = (results: { name: string }[]) => results.map((result) => result.name);

  beforeAll(async () => {
    db = createDb({ url: testDatabaseUrl(), poolSize: 4, applicationName: 'search-engine-test' });
    ({
      engine,
      indexer,
      typeahead,
      close: closeSearch,
    } = createSearch(engineCase.config, {
      db,
      database: { url: testDatabaseUrl(), poolSize: 4 },
      indexPrefix,
      // These tests are about what matches; the 40 ms cut has its own (suggestion-tail.test.ts).
      // A full CI run once saw the cold trigram lookup pass 40 ms and return no list.
      suggestionTailTimeoutMs: 5_000,
      hintTimeoutMs: TEST_HINT_TIMEOUT_MS,
    }));
    await indexer.prepare();
    await typeahead?.start();
    await typeahead?.whenLoaded();
    if (typeahead) expect(typeahead.current()).not.toBeNull();
  });

  afterAll(async () => {
    if (engineCase.name === 'meilisearch' && engineCase.config.meilisearch) {
      const client = new Meilisearch({ host: engineCase.config.meilisearch.url });
      for (const uid of Object.values(meilisearchIndexUids(indexPrefix))) {
        await client.deleteIndex(uid).waitTask();
      }
    }
    await closeSearch?.();
    await db?.destroy();
  });

  describe('order', () => {
    const token = uniqueToken();
    const upper = token.toUpperCase();
    const expected = [
      upper,
      `${upper} ALPHA FOODS PRIVATE LIMITED`,
      `${upper} BETA TRADERS PRIVATE LIMITED`,
      `ACME ${upper} WORKS LLP`,
      `ZENITH ${upper} HOLDINGS LIMITED`,
    ];

    beforeAll(async () => {
      // Inserted out of order, so the order of the answer comes from the engine.
      const rows = await insertCompanies(
        db,
        [expected[4], expected[2], expected[0], expected[3], expected[1]].map((name) => ({
          company_name: name,
        })),
      );
      await sync(rows.map((row) => row.id));
    });

    it('should put the exact name first, then names that start with the term, then the rest by name', async () => {
      const page = await engine.search({ term: token, type: 'name', page: 1 });
      expect(names(page.results)).toEqual(expected);
      expect(page.total).toBe(5);
      expect(page.totalCapped).toBe(false);
    });

    it('should match whatever the case of the term', async () => {
      const page = await engine.search({
        term: `  ${upper.toLowerCase()} `,
        type: 'name',
        page: 1,
      });
      expect(names(page.results)).toEqual(expected);
    });

    it('should suggest the head of the same order', async () => {
      const suggestions = await engine.suggest({ term: token, type: 'name' });
      expect(suggestions.map((suggestion) => suggestion.name)).toEqual(expected);
      expect(suggestions[0]).toEqual({
        id: expect.any(Number),
        name: upper,
        cin: expect.any(String),
      });
    });

    it('should answer the search result view model', async () => {
      const [first] = (await engine.search({ term: token, type: 'name', page: 1 })).results;
      expect(first).toEqual({
        id: expect.any(Number),
        name: upper,
        description: null,
        category: 'Business Services',
        location: 'Karnataka',
        cin: expect.any(String),
        ratings: { google: null, trustpilot: null },
        verified: false,
        status: 'Active',
        trustScore: null,
        trustLevel: null,
        verdict: null,
        brandName: null,
      });
    });
  });

  describe('stored score', () => {
    const token = uniqueToken().toUpperCase();

    beforeAll(async () => {
      const rows = await insertCompanies(db, [
        { company_name: `${token} TRADERS SCORED LIMITED` },
        { company_name: `${token} TRADERS UNSCORED LIMITED` },
      ]);
      await db
        .updateTable('companies')
        .set({ trust_score: 54, trust_level: 'Limited data' })
        .where('id', '=', rows[0]!.id)
        .execute();
      await insertBrand(db, rows[0]!.id, `${token} Scoreline`);
      await sync(rows.map((row) => row.id));
    });

    const scores = (results: { trustScore: number | null; trustLevel: string | null }[]) =>
      results.map(({ trustScore, trustLevel }) => ({ trustScore, trustLevel }));

    // Several words: with the typeahead loaded this page is found in memory and its cards are
    // read by primary key, which must carry the score too.
    it('should carry the stored score and level on each result, null until scored', async () => {
      const page = await engine.search({ term: `${token} traders`, type: 'name', page: 1 });
      expect(names(page.results)).toEqual([
        `${token} TRADERS SCORED LIMITED`,
        `${token} TRADERS UNSCORED LIMITED`,
      ]);
      expect(scores(page.results)).toEqual([
        { trustScore: 54, trustLevel: 'Limited data' },
        { trustScore: null, trustLevel: null },
      ]);
    });

    it("should carry the company's stored score on a brand result", async () => {
      const page = await engine.search({ term: `${token} scoreline`, type: 'brand', page: 1 });
      expect(scores(page.results)).toEqual([{ trustScore: 54, trustLevel: 'Limited data' }]);
    });
  });

  describe('CIN', () => {
    const token = uniqueToken().toUpperCase();
    const cin = uniqueCin();

    beforeAll(async () => {
      const rows = await insertCompanies(db, [
        { company_name: `AAA ${cin} TRUST`, cin: null },
        { company_name: `${token} SOFTWARE PRIVATE LIMITED`, cin },
        { company_name: `${cin} GROUP`, cin: null },
      ]);
      await sync(rows.map((row) => row.id));
    });

    it('should put the exact CIN first, then names that start with it, then the rest', async () => {
      const page = await engine.search({ term: cin, type: 'cin', page: 1 });
      expect(names(page.results)).toEqual([
        `${token} SOFTWARE PRIVATE LIMITED`,
        `${cin} GROUP`,
        `AAA ${cin} TRUST`,
      ]);
    });

    it('should search a CIN typed as a name, in any case and spacing, as that CIN', async () => {
      const typed = `${cin.slice(0, 6)} ${cin.slice(6, 12)} ${cin.slice(12)}`.toLowerCase();
      const page = await engine.search({ term: typed, type: 'name', page: 1 });
      expect(page.results[0]?.name).toBe(`${token} SOFTWARE PRIVATE LIMITED`);
      expect(page.results[0]?.cin).toBe(cin);
      const suggestions = await engine.suggest({ term: typed, type: 'name' });
      expect(suggestions[0]).toMatchObject({ name: `${token} SOFTWARE PRIVATE LIMITED`, cin });
    });

    it.runIf(engineCase.matchesInsideWords)(
      'should find a company by part of its CIN',
      async () => {
        const page = await engine.search({ term: cin.slice(10), type: 'cin', page: 1 });
        expect(names(page.results)).toContain(`${token} SOFTWARE PRIVATE LIMITED`);
      },
    );
  });

  describe('brands', () => {
    const token = uniqueToken();
    const brand = token.charAt(0).toUpperCase() + token.slice(1);

    beforeAll(async () => {
      const [owner, other] = await insertCompanies(db, [
        { company_name: `OWNER ${token.toUpperCase()} PRIVATE LIMITED` },
        { company_name: 'EXACT BRAND OWNER PRIVATE LIMITED' },
      ]);
      await insertBrand(db, owner!.id, `Urban ${brand}`);
      await insertBrand(db, owner!.id, `${brand} Shoes`);
      await insertBrand(db, other!.id, brand);
      await sync([owner!.id, other!.id]);
    });

    it('should answer each matching brand with its company, exact brand first', async () => {
      const page = await engine.search({ term: token, type: 'brand', page: 1 });
      expect(page.results.map((result) => [result.name, result.brandName])).toEqual([
        ['EXACT BRAND OWNER PRIVATE LIMITED', brand],
        [`OWNER ${token.toUpperCase()} PRIVATE LIMITED`, `${brand} Shoes`],
        [`OWNER ${token.toUpperCase()} PRIVATE LIMITED`, `Urban ${brand}`],
      ]);
      expect(page.total).toBe(3);
    });

    it('should suggest brands with their company', async () => {
      const suggestions = await engine.suggest({ term: token, type: 'brand' });
      expect(suggestions.map((suggestion) => suggestion.brandName)).toEqual([
        brand,
        `${brand} Shoes`,
        `Urban ${brand}`,
      ]);
      expect(suggestions[0]).toMatchObject({ name: 'EXACT BRAND OWNER PRIVATE LIMITED' });
    });

    it('should not answer a name search with brand names', async () => {
      const page = await engine.search({ term: `urban ${token}`, type: 'name', page: 1 });
      expect(page.total).toBe(0);
    });
  });

  describe('pages', () => {
    const token = uniqueToken().toUpperCase();
    const all = Array.from(
      { length: 23 },
      (_, index) => `${token} UNIT ${String(index + 1).padStart(2, '0')}`,
    );

    beforeAll(async () => {
      await sync(await insertManyCompanies(db, [...all].reverse()));
    });

    it('should page through every match, 10 at a time, in order', async () => {
      const pages = await Promise.all(
        [1, 2, 3].map((page) => engine.search({ term: token, type: 'name', page })),
      );
      expect(pages.map((page) => page.results.length)).toEqual([10, 10, 3]);
      expect(pages.flatMap((page) => names(page.results))).toEqual(all);
      expect(pages.every((page) => page.total === 23 && !page.totalCapped)).toBe(true);
    });

    it('should answer a page past the last with no results and the true total', async () => {
      const page = await engine.search({ term: token, type: 'name', page: 4 });
      expect(page).toEqual({ total: 23, totalCapped: false, results: [] });
    });

    it('should suggest at most 8', async () => {
      const suggestions = await engine.suggest({ term: token, type: 'name' });
      expect(suggestions.map((suggestion) => suggestion.name)).toEqual(all.slice(0, 8));
    });
  });

  describe('more matches than the engine counts', () => {
    const token = uniqueToken().toUpperCase();
    const count = 1_010;
    const all = Array.from(
      { length: count },
      (_, index) => `${token} ${String(index + 1).padStart(4, '0')}`,
    );

    beforeAll(async () => {
      // Shuffled by a fixed stride, so the insertion order tells nothing about the name order.
      const shuffled = all.map((_, index) => all[(index * 7) % count]!);
      await sync(await insertManyCompanies(db, shuffled));
    });

    it('should cap the total and say so', async () => {
      const page = await engine.search({ term: token, type: 'name', page: 1 });
      expect(page.total).toBe(engine.totalCap);
      expect(page.totalCapped).toBe(true);
      expect(names(page.results)).toEqual(all.slice(0, 10));
    });

    it('should still page in order up to the cap, and no further', async () => {
      const lastPage = engine.totalCap / 10;
      const last = await engine.search({ term: token, type: 'name', page: lastPage });
      expect(names(last.results)).toEqual(all.slice(engine.totalCap - 10, engine.totalCap));
      const past = await engine.search({ term: token, type: 'name', page: lastPage + 1 });
      expect(past).toEqual({ total: engine.totalCap, totalCapped: true, results: [] });
    });

    it('should suggest the first 8 by name', async () => {
      const suggestions = await engine.suggest({ term: token.toLowerCase(), type: 'name' });
      expect(suggestions.map((suggestion) => suggestion.name)).toEqual(all.slice(0, 8));
    });
  });

  describe('characters with a meaning in patterns', () => {
    const token = uniqueToken().toUpperCase();

    beforeAll(async () => {
      const rows = await insertCompanies(
        db,
        ['100% PURE', '100X PURE', 'A_B', 'AXB', 'C\\D', 'CXD'].map((suffix) => ({
          company_name: `${token} ${suffix}`,
        })),
      );
      await sync(rows.map((row) => row.id));
    });

    it.each([
      ['100%', '100% PURE'],
      ['a_b', 'A_B'],
      ['c\\d', 'C\\D'],
    ])('should find %s without error', async (suffix, name) => {
      const page = await engine.search({ term: `${token} ${suffix}`, type: 'name', page: 1 });
      expect(names(page.results)).toContain(`${token} ${name}`);
      const suggestions = await engine.suggest({ term: `${token} ${suffix}`, type: 'name' });
      expect(suggestions.map((suggestion) => suggestion.name)).toContain(`${token} ${name}`);
    });

    it.runIf(engineCase.matchesInsideWords).each([
      ['100%', '100% PURE'],
      ['a_b', 'A_B'],
      ['c\\d', 'C\\D'],
    ])('should take %s literally, not as a wildcard', async (suffix, name) => {
      const page = await engine.search({ term: `${token} ${suffix}`, type: 'name', page: 1 });
      expect(names(page.results)).toEqual([`${token} ${name}`]);
    });
  });

  describe('partial matches', () => {
    const token = uniqueToken(12).toUpperCase();

    beforeAll(async () => {
      const rows = await insertCompanies(db, [{ company_name: `${token} LOGISTICS LIMITED` }]);
      await sync(rows.map((row) => row.id));
    });

    it('should find a company by the start of a word of its name', async () => {
      const page = await engine.search({ term: `${token} logis`, type: 'name', page: 1 });
      expect(names(page.results)).toEqual([`${token} LOGISTICS LIMITED`]);
    });

    it.runIf(engineCase.matchesInsideWords)(
      'should find a company by any part of its name',
      async () => {
        const page = await engine.search({ term: token.slice(3, 9), type: 'name', page: 1 });
        expect(names(page.results)).toEqual([`${token} LOGISTICS LIMITED`]);
      },
    );
  });

  describe('suggestions beyond the start of a name', () => {
    const token = uniqueToken().toUpperCase();
    const cin = uniqueCin();
    const suggested = async (term: string, type: 'name' | 'cin' = 'name') =>
      names(await engine.suggest({ term, type }));

    beforeAll(async () => {
      const rows = await insertCompanies(db, [
        { company_name: `ZZ ${token} INSIDE PRIVATE LIMITED` },
        { company_name: `QQ${token}MIDDLE TRADERS`, cin },
      ]);
      await sync(rows.map((row) => row.id));
    });

    it('should suggest a name by the start of a later word', async () => {
      expect(await suggested(token.toLowerCase())).toEqual([`ZZ ${token} INSIDE PRIVATE LIMITED`]);
      expect(await suggested(`${token} insi`)).toEqual([`ZZ ${token} INSIDE PRIVATE LIMITED`]);
    });

    it('should suggest a company by the start of its CIN', async () => {
      expect(await suggested(cin.slice(0, 12), 'cin')).toContain(`QQ${token}MIDDLE TRADERS`);
      expect(await suggested(cin.slice(0, 15).toLowerCase())).toContain(`QQ${token}MIDDLE TRADERS`);
    });

    it.runIf(engineCase.matchesInsideWords)(
      'should still suggest a name by a fragment inside a word when nothing starts with it',
      async () => {
        expect(await suggested(`${token}mid`)).toEqual([`QQ${token}MIDDLE TRADERS`]);
      },
    );

    it('should follow a rename and a removal', async () => {
      const before = uniqueToken().toUpperCase();
      const after = uniqueToken().toUpperCase();
      const [row] = await insertCompanies(db, [{ company_name: `AA ${before} WORKS` }]);
      await sync([row!.id]);
      expect(await suggested(before)).toEqual([`AA ${before} WORKS`]);

      await db
        .updateTable('companies')
        .set({ company_name: `AA ${after} WORKS` })
        .where('id', '=', row!.id)
        .execute();
      await sync([row!.id]);
      expect(await suggested(before)).toEqual([]);
      expect(await suggested(after)).toEqual([`AA ${after} WORKS`]);

      await db.deleteFrom('companies').where('id', '=', row!.id).execute();
      await sync([row!.id]);
      expect(await suggested(after)).toEqual([]);
    });

    it('should suggest later words of many names inserted in one statement', async () => {
      const bulk = uniqueToken().toUpperCase();
      const all = Array.from(
        { length: 300 },
        (_, index) => `B${String(index).padStart(3, '0')} ${bulk} HOLDINGS`,
      );
      await sync(await insertManyCompanies(db, [...all].reverse()));
      for (const term of [bulk, `${bulk} hold`]) {
        // Any 8 of them (the first found), shown by name.
        const found = await suggested(term);
        expect(found).toHaveLength(8);
        expect(all).toEqual(expect.arrayContaining(found));
        expect(found).toEqual([...found].sort());
      }
    });
  });

  // The PostgreSQL engine answers many terms without its trigram lookup (firstRows in
  // postgres-engine.ts): from names and later words that start with the term when those alone
  // pass the cap, and from the later word after an inner word boundary when it is rare enough.
  // These pin that both shortcuts answer exactly what the trigram lookup would.
  describe.runIf(engineCase.matchesInsideWords)('answers without the trigram lookup', () => {
    /** Matches in search order: exact name, then names that start with the term, then the rest. */
    function searchOrder(all: string[], term: string): string[] {
      const lower = term.toLowerCase();
      const rank = (name: string) =>
        name.toLowerCase() === lower ? 0 : name.toLowerCase().startsWith(lower) ? 1 : 2;
      const key = (name: string) => name.toLowerCase();
      return all
        .filter((name) => name.toLowerCase().includes(lower))
        .sort((a, b) => rank(a) - rank(b) || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    }

    async function insertManyBrands(companyId: number, brandNames: string[]): Promise<void> {
      await db
        .insertInto('brands')
        .values(brandNames.map((brand_name) => ({ company_id: companyId, brand_name })))
        .execute();
    }

    describe('a term of several words', () => {
      const first = uniqueToken().toUpperCase();
      const second = uniqueToken().toUpperCase();
      const term = `${first.toLowerCase()} ${second.toLowerCase()}`;
      const all = [
        `${first} ${second}`,
        `${first} ${second} TRADERS LIMITED`,
        `X${first} ${second} WORKS`,
        `ZETA ${first}-${second} LLP`,
        `ZETA ${first} ${second}X LLP`,
        `ACME ${first}${second} LLP`,
        `${first} AND ${second} LIMITED`,
        `OTHER ${second} WORKS`,
      ];

      beforeAll(async () => {
        await sync(await insertManyCompanies(db, all));
        const [owner] = await insertCompanies(db, [{ company_name: `${first} BRAND OWNER` }]);
        await insertManyBrands(owner!.id, all);
        await sync([owner!.id]);
      });

      it('should find it inside a word and at the start of one, with the exact total', async () => {
        const page = await engine.search({ term, type: 'name', page: 1 });
        expect(names(page.results)).toEqual([
          `${first} ${second}`,
          `${first} ${second} TRADERS LIMITED`,
          `X${first} ${second} WORKS`,
          `ZETA ${first} ${second}X LLP`,
        ]);
        expect(page).toMatchObject({ total: 4, totalCapped: false });
      });

      it('should find it from inside its first word', async () => {
        const inside = `${first.slice(3)} ${second.slice(0, 4)}`;
        const page = await engine.search({ term: inside, type: 'name', page: 1 });
        expect(names(page.results)).toEqual(searchOrder(all, inside));
        expect(page.total).toBe(4);
      });

      it('should match a boundary character literally', async () => {
        const page = await engine.search({ term: `${first}-${second}`, type: 'name', page: 1 });
        expect(names(page.results)).toEqual([`ZETA ${first}-${second} LLP`]);
      });

      it('should find brands the same way', async () => {
        const page = await engine.search({ term, type: 'brand', page: 1 });
        expect(page.results.map((result) => result.brandName)).toEqual(searchOrder(all, term));
        expect(page).toMatchObject({ total: 4, totalCapped: false });
      });
    });

    describe('a later word of more names than the cap', () => {
      const word = uniqueToken().toUpperCase();
      const later = Array.from({ length: 1_010 }, (_, index) => `Q${index} ${word} WORKS`);
      const all = [`${word}`, `${word} ALPHA LIMITED`, `X${word} INSIDE`, ...later];

      beforeAll(async () => {
        const ids = await insertManyCompanies(db, all);
        await sync(ids);
        await insertManyBrands(ids[0]!, all);
        await sync([ids[0]!]);
      });

      it('should cap the total and answer page 1 in search order', async () => {
        const page = await engine.search({ term: word.toLowerCase(), type: 'name', page: 1 });
        expect(page).toMatchObject({ total: engine.totalCap, totalCapped: true });
        expect(names(page.results)).toEqual(searchOrder(all, word).slice(0, 10));
      });

      it('should keep a page past the cap empty', async () => {
        const page = await engine.search({ term: word, type: 'name', page: 101 });
        expect(page).toEqual({ total: engine.totalCap, totalCapped: true, results: [] });
      });

      it('should cap brands the same way', async () => {
        const page = await engine.search({ term: word, type: 'brand', page: 2 });
        expect(page).toMatchObject({ total: engine.totalCap, totalCapped: true });
        expect(page.results.map((result) => result.brandName)).toEqual(
          searchOrder(all, word).slice(10, 20),
        );
      });
    });

    describe('a term whose later word starts more names than a lookup reads', () => {
      const first = uniqueToken().toUpperCase();
      const common = uniqueToken().toUpperCase();
      const term = `${first} ${common}`;
      // Past the later-word lookup's bound, so the trigram lookup answers these.
      const others = Array.from({ length: 1_100 }, (_, index) => `R${index} ${common} WORKS`);
      const matching = [`${first} ${common} ONE`, `X${first} ${common}`, `M ${first} ${common}S`];

      beforeAll(async () => {
        const ids = await insertManyCompanies(db, [...others, ...matching]);
        await sync(ids);
        await insertManyBrands(ids[0]!, [...others, ...matching]);
        await sync([ids[0]!]);
      });

      it('should still count every match exactly', async () => {
        const page = await engine.search({ term, type: 'name', page: 1 });
        expect(names(page.results)).toEqual(searchOrder(matching, term));
        expect(page).toMatchObject({ total: 3, totalCapped: false });
      });

      it('should still count every brand exactly', async () => {
        const page = await engine.search({ term, type: 'brand', page: 1 });
        expect(page.results.map((result) => result.brandName)).toEqual(searchOrder(matching, term));
        expect(page).toMatchObject({ total: 3, totalCapped: false });
      });
    });

    describe('a CIN fragment', () => {
      const token = uniqueToken().toUpperCase();
      const prefix = uniqueCin().slice(0, 16);
      const rows = Array.from({ length: 1_005 }, (_, index) => ({
        company_name: `${token} ${String(index).padStart(4, '0')}`,
        cin: `${prefix}${String(index).padStart(5, '0')}`,
      }));

      beforeAll(async () => {
        const inserted = await db
          .insertInto('companies')
          .values(rows.map((row) => ({ ...row, data_source: 'synthetic' as const })))
          .returning('id')
          .execute();
        await sync(inserted.map((row) => row.id));
      });

      it('should cap a CIN prefix of more companies than the cap', async () => {
        const page = await engine.search({ term: prefix.toLowerCase(), type: 'cin', page: 1 });
        expect(page).toMatchObject({ total: engine.totalCap, totalCapped: true });
        expect(names(page.results)).toEqual(rows.slice(0, 10).map((row) => row.company_name));
      });

      it('should count a rarer CIN fragment exactly', async () => {
        const page = await engine.search({ term: `${prefix}0012`, type: 'name', page: 1 });
        expect(names(page.results)).toEqual(rows.slice(120, 130).map((row) => row.company_name));
        expect(page).toMatchObject({ total: 10, totalCapped: false });
      });
    });
  });

  describe('did you mean', () => {
    const token = uniqueToken(16).toUpperCase();

    beforeAll(async () => {
      const rows = await insertCompanies(db, [{ company_name: `${token} ENTERPRISES` }]);
      await sync(rows.map((row) => row.id));
    });

    it('should offer the closest names for a misspelled one', async () => {
      const misspelled = `${token.slice(0, -1)}${token.endsWith('B') ? 'C' : 'B'} enterprises`;
      expect(await engine.didYouMean(misspelled)).toContain(`${token} ENTERPRISES`);
    });
  });

  describe('index sync', () => {
    it('should find a company once it is synced, and lose it once it is deleted', async () => {
      const token = uniqueToken().toUpperCase();
      const [row] = await insertCompanies(db, [{ company_name: `${token} FRESH LISTING` }]);
      await sync([row!.id]);
      expect(names((await engine.search({ term: token, type: 'name', page: 1 })).results)).toEqual([
        `${token} FRESH LISTING`,
      ]);

      await db.deleteFrom('companies').where('id', '=', row!.id).execute();
      await sync([row!.id]);
      expect((await engine.search({ term: token, type: 'name', page: 1 })).total).toBe(0);
    });
  });
});
