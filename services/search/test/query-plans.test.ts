import type { CompiledQuery } from 'kysely';
import { SUGGESTION_LIMIT } from '@trusthive/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl, uniqueCin } from '@trusthive/platform/testing';
import {
  createPostgresEngine,
  orderedWalkUrl,
  POSTGRES_TOTAL_CAP,
} from '../src/engine/postgres-engine';
import type { SearchEngine } from '../src/engine/search-engine';
import { LiveTypeahead } from '../src/typeahead/live-typeahead';
import {
  capturingDb,
  explainAnalyze,
  unboundedWork,
  type CapturingDb,
  type PlanNode,
} from './support/plans';
import {
  insertBrand,
  insertCompanies,
  insertManyCompanies,
  uniqueToken,
} from './support/search-fixtures';

// No plan on the search paths sorts or counts more than a bounded candidate set: every query
// the PostgreSQL engine runs for these requests is EXPLAIN ANALYZEd, and each Sort and
// Aggregate must read rows that passed a LIMIT (checked on the plan's shape, whatever the data
// size) and no more than the largest page the engine asks for (checked on the actual rows).
// The same plans on a million companies are in src/queries/*.sql.

/** Three ranks of at most cap rows each: the most any sort on these paths may see. */
const MAX_SORTED = 3 * (POSTGRES_TOTAL_CAP + 1);

describe('search query plans', () => {
  let capture: CapturingDb;
  let walk: CapturingDb;
  let engine: SearchEngine;
  /** The same engine with the typeahead: pages it finds read only their cards, by id. */
  let memoryEngine: SearchEngine;
  let typeahead: LiveTypeahead;
  const dense = uniqueToken().toUpperCase();
  const sparse = uniqueToken().toUpperCase();
  const brand = uniqueToken();
  const later = uniqueToken().toUpperCase();
  const cin = uniqueCin();
  /** A company whose brand is `${brand} line ${brandOwner}`: ids differ from run to run. */
  let brandOwner = 0;

  beforeAll(async () => {
    // The engine's two pools, each keeping what it ran; plans are taken on the pool (and so
    // with the planner settings) that ran the query.
    capture = capturingDb(testDatabaseUrl());
    walk = capturingDb(orderedWalkUrl(testDatabaseUrl()));
    engine = createPostgresEngine({ db: capture.db, walkDb: walk.db });
    const ids = await insertManyCompanies(capture.db, [
      ...Array.from({ length: POSTGRES_TOTAL_CAP + 20 }, (_, i) => `${dense} ${i} LIMITED`),
      ...Array.from({ length: 30 }, (_, i) => `ACME ${i} ${dense} LLP`),
    ]);
    for (const id of ids.slice(0, POSTGRES_TOTAL_CAP + 20)) {
      await insertBrand(capture.db, id, `${brand} line ${id}`);
    }
    brandOwner = ids[0]!;
    await insertCompanies(capture.db, [
      { company_name: `${sparse} ONE LIMITED`, cin },
      { company_name: `${sparse} TWO LIMITED` },
    ]);
    // A later word of many names: suggestions for it come from company_name_words.
    await insertManyCompanies(
      capture.db,
      Array.from({ length: 200 }, (_, i) => `W${i} ${later} TRADERS`),
    );
    const silent = { info() {}, warn() {}, error() {} };
    typeahead = new LiveTypeahead({ db: capture.db, databaseUrl: testDatabaseUrl(), log: silent });
    await typeahead.start();
    await typeahead.whenLoaded();
    memoryEngine = createPostgresEngine({ db: capture.db, walkDb: walk.db, typeahead });
  });

  afterAll(async () => {
    await typeahead?.close();
    await capture?.db.destroy();
    await walk?.db.destroy();
  });

  async function queriesOf(run: () => Promise<unknown>): Promise<[CapturingDb, CompiledQuery][]> {
    capture.queries.length = 0;
    walk.queries.length = 0;
    await run();
    return [capture, walk].flatMap((pool) =>
      pool.queries
        .filter((query) => /^\s*(select|with)\b/i.test(query.sql))
        .map((query): [CapturingDb, CompiledQuery] => [pool, query]),
    );
  }

  const requests: [string, () => Promise<unknown>][] = [
    [
      'a name with more matches than the cap, page 1',
      () => engine.search({ term: dense, type: 'name', page: 1 }),
    ],
    [
      'a name with more matches than the cap, the last page',
      () => engine.search({ term: dense, type: 'name', page: POSTGRES_TOTAL_CAP / 10 }),
    ],
    ['a page past the cap', () => engine.search({ term: dense, type: 'name', page: 5_000 })],
    [
      'a word inside many names',
      () => engine.search({ term: `${dense.slice(2)} 1`, type: 'name', page: 3 }),
    ],
    ['a name with few matches', () => engine.search({ term: sparse, type: 'name', page: 1 })],
    [
      'several words, by a later word',
      () => engine.search({ term: `w1 ${later}`, type: 'name', page: 2 }),
    ],
    [
      'several words, past the later-word bound',
      () => engine.search({ term: `${dense.slice(1)} 1 limited`, type: 'name', page: 1 }),
    ],
    [
      'a brand of several words with more matches than the cap',
      () => engine.search({ term: `${brand.slice(2)} line`, type: 'brand', page: 1 }),
    ],
    [
      'a brand of several words, by a later word',
      () => engine.search({ term: `${brand.slice(2)} line 1`, type: 'brand', page: 1 }),
    ],
    [
      'several words, from the typeahead',
      () => memoryEngine.search({ term: `w1 ${later}`, type: 'name', page: 1 }),
    ],
    [
      'a brand of several words, from the typeahead',
      () =>
        memoryEngine.search({
          term: `${brand.slice(2)} line ${brandOwner}`,
          type: 'brand',
          page: 1,
        }),
    ],
    ['a one-letter name', () => engine.search({ term: 'e', type: 'name', page: 1 })],
    ['a two-letter name', () => engine.search({ term: 'qx', type: 'name', page: 1 })],
    ['an exact CIN', () => engine.search({ term: cin, type: 'cin', page: 1 })],
    ['part of a CIN', () => engine.search({ term: cin.slice(0, 6), type: 'cin', page: 2 })],
    [
      'a CIN typed as a name',
      () => engine.search({ term: cin.toLowerCase(), type: 'name', page: 1 }),
    ],
    [
      'a brand with more matches than the cap',
      () => engine.search({ term: brand, type: 'brand', page: 7 }),
    ],
    ['a brand with no match', () => engine.search({ term: `${brand}zz`, type: 'brand', page: 1 })],
    [
      'name suggestions for a prefix',
      () => engine.suggest({ term: dense.slice(0, 4), type: 'name' }),
    ],
    ['name suggestions inside words', () => engine.suggest({ term: dense.slice(1), type: 'name' })],
    [
      'name suggestions with few matches',
      () => engine.suggest({ term: sparse.slice(3), type: 'name' }),
    ],
    ['brand suggestions', () => engine.suggest({ term: brand.slice(2), type: 'brand' })],
    [
      'name suggestions for a later word of many names',
      () => engine.suggest({ term: later.toLowerCase(), type: 'name' }),
    ],
    [
      'brand suggestions for a later word of many brands',
      () => engine.suggest({ term: 'line', type: 'brand' }),
    ],
    ['suggestions for a CIN prefix', () => engine.suggest({ term: cin.slice(0, 8), type: 'cin' })],
    ['did you mean', () => engine.didYouMean(`${sparse.slice(0, -1)}Q ONE`)],
  ];

  it.each(requests)('should sort and count only bounded sets for %s', async (_name, run) => {
    const queries = await queriesOf(run);
    expect(queries.length).toBeGreaterThan(0);
    for (const [pool, query] of queries) {
      const plan = await explainAnalyze(pool.db, query);
      expect(unboundedWork(plan, MAX_SORTED), query.sql).toEqual([]);
    }
  });

  it('should read only the cards of a page the typeahead found, by primary key', async () => {
    const queries = await queriesOf(() =>
      memoryEngine.search({ term: `w1 ${later}`, type: 'name', page: 1 }),
    );
    expect(queries).toHaveLength(1);
    const [pool, query] = queries[0]!;
    const scans: string[] = [];
    const visit = (node: PlanNode) => {
      if (typeof node['Index Name'] === 'string') scans.push(node['Index Name']);
      for (const child of node.Plans ?? []) visit(child);
    };
    visit(await explainAnalyze(pool.db, query));
    expect(scans).toEqual(['companies_pkey']);
  });

  /** The scans of `index` in the plans of a request's queries. */
  async function scansOf(run: () => Promise<unknown>, index: string): Promise<PlanNode[]> {
    const scans: PlanNode[] = [];
    for (const [pool, query] of await queriesOf(run)) {
      const visit = (node: PlanNode) => {
        if (node['Index Name'] === index) scans.push(node);
        for (const child of node.Plans ?? []) visit(child);
      };
      visit(await explainAnalyze(pool.db, query));
    }
    return scans;
  }

  it.each([
    [
      'a later word',
      'company_name_words_pkey',
      () => engine.suggest({ term: later.toLowerCase(), type: 'name' }),
    ],
    [
      'a later brand word',
      'brand_name_words_pkey',
      () => engine.suggest({ term: 'line', type: 'brand' }),
    ],
    [
      'a CIN prefix',
      'companies_cin_prefix',
      () => engine.suggest({ term: cin.slice(0, 6), type: 'cin' }),
    ],
  ])(
    'should suggest by %s from a range of %s that stops after the list',
    async (_name, index, run) => {
      const scans = await scansOf(run, index);
      expect(scans).toHaveLength(1);
      const [scan] = scans;
      // A range (>= and <), read no further than the rows a list of 8 needs.
      expect(scan!['Index Cond']).toMatch(/>=.*<|<.*>=/);
      expect(scan!['Actual Rows']).toBeGreaterThan(0);
      expect(scan!['Actual Rows']).toBeLessThanOrEqual(2 * SUGGESTION_LIMIT);
    },
  );
});
