import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Database } from '@trusthive/platform';
import { testDatabaseUrl, uniqueCin } from '@trusthive/platform/testing';
import { createSearch } from '../src/engine/create-engine';
import {
  BRAND_INDEX_SETTINGS,
  COMPANY_INDEX_SETTINGS,
  MEILISEARCH_TOTAL_CAP,
} from '../src/engine/meilisearch-engine';
import type { SearchEngine, SearchIndexer } from '../src/engine/search-engine';
import { startMeilisearchFake, type MeilisearchFake } from './fakes/meilisearch-fake';
import { insertBrand, insertCompanies, uniqueToken } from './support/search-fixtures';

// What the Meilisearch adapter sends (settings, documents, queries, filters, paging), checked
// against a local server that records requests and answers in Meilisearch's shapes. The
// behavioural suite (engine.behaviour.test.ts) covers what a real Meilisearch answers.
describe('Meilisearch adapter', () => {
  let fake: MeilisearchFake;
  let db: Kysely<Database>;
  let engine: SearchEngine;
  let indexer: SearchIndexer;

  beforeAll(async () => {
    fake = await startMeilisearchFake();
    db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'meili-adapter-test' });
    ({ engine, indexer } = createSearch(
      { engine: 'meilisearch', meilisearch: { url: fake.url, apiKey: 'test-master-key' } },
      { db, database: { url: testDatabaseUrl(), poolSize: 2 } },
    ));
  });

  afterAll(async () => {
    await fake?.close();
    await db?.destroy();
  });

  beforeEach(() => {
    fake.requests.length = 0;
    fake.forceTotalHits(null);
  });

  const sent = (method: string, path: string) =>
    fake.requests.filter((request) => request.method === method && request.path === path);

  describe('settings', () => {
    it('should create both indexes keyed by id and apply their settings, awaiting each task', async () => {
      await indexer.prepare();
      expect(sent('POST', '/indexes').map((request) => request.body)).toEqual([
        { uid: 'companies', primaryKey: 'id' },
        { uid: 'brands', primaryKey: 'id' },
      ]);
      expect(sent('PATCH', '/indexes/companies/settings')[0]?.body).toEqual(COMPANY_INDEX_SETTINGS);
      expect(sent('PATCH', '/indexes/brands/settings')[0]?.body).toEqual(BRAND_INDEX_SETTINGS);
      // Every enqueued task was polled until it finished.
      const taskPolls = fake.requests.filter((request) => request.path.startsWith('/tasks/'));
      expect(taskPolls).toHaveLength(4);
    });

    it('should send the settings Meilisearch needs for the search order and the total cap', () => {
      expect(COMPANY_INDEX_SETTINGS).toMatchObject({
        searchableAttributes: ['name', 'cin'],
        sortableAttributes: ['nameSort'],
        typoTolerance: { enabled: true, disableOnAttributes: ['cin'] },
        pagination: { maxTotalHits: MEILISEARCH_TOTAL_CAP + 1 },
      });
      expect(BRAND_INDEX_SETTINGS).toMatchObject({
        filterableAttributes: ['companyId'],
        sortableAttributes: ['brandNameSort'],
      });
    });

    it('should be idempotent: a second start only re-applies the same settings', async () => {
      await indexer.prepare();
      expect(sent('POST', '/indexes')).toEqual([]);
      expect(sent('PATCH', '/indexes/companies/settings')[0]?.body).toEqual(COMPANY_INDEX_SETTINGS);
    });

    it('should fail loudly when a settings task fails', async () => {
      fake.failNextTask('settingsUpdate', 'invalid_settings_ranking_rules');
      await expect(indexer.prepare()).rejects.toThrow(/invalid_settings_ranking_rules/);
    });
  });

  describe('documents', () => {
    const token = uniqueToken().toUpperCase();
    let companyId: number;

    beforeAll(async () => {
      const [company] = await insertCompanies(db, [
        {
          company_name: `${token} TEXTILES PRIVATE LIMITED`,
          description: 'Cotton mills',
          city: 'Surat',
          company_state_code: 'Gujarat',
          is_verified: true,
        },
      ]);
      companyId = company!.id;
      await db
        .updateTable('companies')
        .set({
          ratings: sql`${JSON.stringify({ google: 4.4 })}::jsonb`,
          trust_score: 72,
          trust_level: 'Medium Trust',
        })
        .where('id', '=', companyId)
        .execute();
      await insertBrand(db, companyId, `${token} Weaves`);
      await indexer.prepare();
    });

    it('should upsert the company document and replace its brand documents', async () => {
      await indexer.syncCompanies([companyId]);
      const [companies] = sent('POST', '/indexes/companies/documents');
      expect(companies?.query).toEqual({ primaryKey: 'id' });
      expect(companies?.body).toEqual([
        {
          id: companyId,
          name: `${token} TEXTILES PRIVATE LIMITED`,
          nameSort: `${token} textiles private limited`.toLowerCase(),
          description: 'Cotton mills',
          category: 'Business Services',
          location: 'Surat, Gujarat',
          cin: expect.any(String),
          ratings: { google: 4.4, trustpilot: null },
          verified: true,
          status: 'Active',
          trustScore: 72,
          trustLevel: 'Medium Trust',
          verdict: null,
        },
      ]);
      expect(sent('POST', '/indexes/brands/documents/delete')[0]?.body).toEqual({
        filter: `companyId IN [${companyId}]`,
      });
      const [brands] = sent('POST', '/indexes/brands/documents');
      expect(brands?.body).toEqual([
        {
          id: expect.any(Number),
          brandName: `${token} Weaves`,
          brandNameSort: `${token} weaves`.toLowerCase(),
          companyId,
          company: expect.objectContaining({
            id: companyId,
            name: `${token} TEXTILES PRIVATE LIMITED`,
          }),
        },
      ]);
      // The brand delete was enqueued before the brand add, so Meilisearch applies it first.
      const order = fake.requests.map((request) => request.path);
      expect(order.indexOf('/indexes/brands/documents/delete')).toBeLessThan(
        order.indexOf('/indexes/brands/documents'),
      );
    });

    it('should delete the documents of a company that no longer exists', async () => {
      const [gone] = await insertCompanies(db, [{ company_name: `${token} GONE LIMITED` }]);
      await db.deleteFrom('companies').where('id', '=', gone!.id).execute();
      await indexer.syncCompanies([gone!.id]);
      expect(sent('POST', '/indexes/companies/documents/delete-batch')[0]?.body).toEqual([
        gone!.id,
      ]);
      expect(sent('POST', '/indexes/brands/documents/delete')[0]?.body).toEqual({
        filter: `companyId IN [${gone!.id}]`,
      });
    });

    it('should rebuild beside the live indexes and swap them in', async () => {
      await indexer.reindexAll();
      expect(sent('POST', '/swap-indexes')[0]?.body).toEqual([
        { indexes: ['companies', 'rebuild_companies'], rename: false },
        { indexes: ['brands', 'rebuild_brands'], rename: false },
      ]);
      expect(sent('POST', '/indexes/rebuild_companies/documents').length).toBeGreaterThan(0);
      expect(sent('DELETE', '/indexes/rebuild_companies')).toHaveLength(2);
      expect(fake.indexes.get('companies')?.documents.get(companyId)?.name).toBe(
        `${token} TEXTILES PRIVATE LIMITED`,
      );
    });
  });

  describe('queries', () => {
    const token = uniqueToken().toUpperCase();

    beforeAll(async () => {
      await indexer.prepare();
      const rows = await insertCompanies(db, [
        { company_name: `${token} ONE LIMITED` },
        { company_name: `${token} TWO LIMITED` },
      ]);
      await insertBrand(db, rows[0]!.id, `${token} Brand`);
      await indexer.syncCompanies(rows.map((row) => row.id));
      fake.requests.length = 0;
    });

    it('should ask for a page of 10 in name order with every word required', async () => {
      const page = await engine.search({ term: ` ${token}  one `, type: 'name', page: 2 });
      const [request] = sent('POST', '/indexes/companies/search');
      expect(request?.body).toEqual({
        q: `${token} one`,
        page: 2,
        hitsPerPage: 10,
        sort: ['nameSort:asc'],
        matchingStrategy: 'all',
        attributesToRetrieve: [
          'id',
          'name',
          'description',
          'category',
          'location',
          'cin',
          'ratings',
          'verified',
          'status',
          'trustScore',
          'trustLevel',
          'verdict',
        ],
      });
      expect(request?.authorization).toBe('Bearer test-master-key');
      expect(page).toEqual({ total: 1, totalCapped: false, results: [] });
    });

    it('should answer the search result view model', async () => {
      const page = await engine.search({ term: token, type: 'name', page: 1 });
      expect(page.results.map((result) => result.name)).toEqual([
        `${token} ONE LIMITED`,
        `${token} TWO LIMITED`,
      ]);
      expect(page.results[0]).toEqual({
        id: expect.any(Number),
        name: `${token} ONE LIMITED`,
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

    it('should look a CIN-shaped name term up as that CIN', async () => {
      const cin = uniqueCin();
      await engine.search({
        term: `${cin.slice(0, 8)} ${cin.slice(8)}`.toLowerCase(),
        type: 'name',
        page: 1,
      });
      expect(sent('POST', '/indexes/companies/search')[0]?.body).toMatchObject({ q: cin });
    });

    it('should search brands in brand-name order and answer with their company', async () => {
      const page = await engine.search({ term: token, type: 'brand', page: 1 });
      expect(sent('POST', '/indexes/brands/search')[0]?.body).toMatchObject({
        q: token,
        page: 1,
        hitsPerPage: 10,
        sort: ['brandNameSort:asc'],
        matchingStrategy: 'all',
        attributesToRetrieve: ['brandName', 'company'],
      });
      expect(page.results).toEqual([
        expect.objectContaining({ name: `${token} ONE LIMITED`, brandName: `${token} Brand` }),
      ]);
    });

    it('should ask for 8 suggestions with only what a suggestion shows', async () => {
      const suggestions = await engine.suggest({ term: token, type: 'name' });
      expect(sent('POST', '/indexes/companies/search')[0]?.body).toMatchObject({
        page: 1,
        hitsPerPage: 8,
        attributesToRetrieve: ['id', 'name', 'cin'],
      });
      expect(suggestions).toEqual([
        { id: expect.any(Number), name: `${token} ONE LIMITED`, cin: expect.any(String) },
        { id: expect.any(Number), name: `${token} TWO LIMITED`, cin: expect.any(String) },
      ]);
    });

    it('should report a total at the cap as "at least" and no page beyond it', async () => {
      fake.forceTotalHits(MEILISEARCH_TOTAL_CAP + 1);
      const first = await engine.search({ term: token, type: 'name', page: 1 });
      expect(first).toMatchObject({ total: MEILISEARCH_TOTAL_CAP, totalCapped: true });
      const past = await engine.search({ term: token, type: 'name', page: 101 });
      expect(past).toEqual({ total: MEILISEARCH_TOTAL_CAP, totalCapped: true, results: [] });
    });

    it('should report a total of exactly the cap as exact', async () => {
      fake.forceTotalHits(MEILISEARCH_TOTAL_CAP);
      const first = await engine.search({ term: token, type: 'name', page: 1 });
      expect(first).toMatchObject({ total: MEILISEARCH_TOTAL_CAP, totalCapped: false });
    });

    it('should look for "Did you mean" names with the last words optional', async () => {
      await engine.didYouMean(`${token} onee`);
      expect(sent('POST', '/indexes/companies/search')[0]?.body).toEqual({
        q: `${token} onee`,
        page: 1,
        hitsPerPage: 3,
        matchingStrategy: 'last',
        attributesToRetrieve: ['name'],
      });
    });
  });
});
