import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResponseSchema } from '@trusthive/contracts';
import {
  buildServiceServer,
  createServiceDeps,
  loadConfig,
  type ServiceDeps,
} from '@trusthive/platform';
import { testDatabaseUrl, testRedisUrl } from '@trusthive/platform/testing';
import { buildApp } from '../src/app';
import { createSearch } from '../src/engine/create-engine';
import { meilisearchIndexUids } from '../src/engine/meilisearch-engine';
import { startMeilisearchFake, type MeilisearchFake } from './fakes/meilisearch-fake';
import {
  insertBrand,
  insertCompanies,
  uniqueToken,
  untilSuggested,
} from './support/search-fixtures';

// Issue 20 #7: a search result carries the stored trust score, its level (a band or 'Limited
// data') and the status, on the PostgreSQL engine (cards read from companies) and on
// Meilisearch (cards from the documents the index-sync writes; here the recording fake).
describe.each(['postgres', 'meilisearch'] as const)('search results on %s', (engineName) => {
  let app: FastifyInstance;
  let deps: ServiceDeps;
  let fake: MeilisearchFake | undefined;
  const token = uniqueToken().toUpperCase();
  const ids: number[] = [];

  beforeAll(async () => {
    fake = engineName === 'meilisearch' ? await startMeilisearchFake() : undefined;
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      ...(fake ? { MEILISEARCH_URL: fake.url } : {}),
    });
    deps = createServiceDeps(
      {
        ...config,
        database: { url: testDatabaseUrl(), poolSize: 4 },
        redis: { url: testRedisUrl() },
        queues: { prefix: `test-${randomUUID()}` },
      },
      'search-scores-test',
    );
    app = await buildServiceServer('search', deps, buildApp);
    const rows = await insertCompanies(deps.db, [
      { company_name: `${token} ALPHA LIMITED` },
      { company_name: `${token} BETA LIMITED`, company_status: 'Strike Off' },
      { company_name: `${token} GAMMA LIMITED` },
    ]);
    ids.push(...rows.map((row) => row.id));
    const scores = [
      { trust_score: 85, trust_level: 'High Trust' },
      { trust_score: 54, trust_level: 'Limited data' },
    ];
    for (const [index, score] of scores.entries()) {
      await deps.db.updateTable('companies').set(score).where('id', '=', ids[index]!).execute();
    }
    await insertBrand(deps.db, ids[1]!, `${token} Brandline`);
    if (!fake) {
      await untilSuggested(app, { term: `${token} b`, type: 'brand', text: `${token} Brandline` });
    }
    if (fake) {
      // The documents the index-sync worker would write after these inserts.
      const { indexer, close } = createSearch(deps.config.search, {
        db: deps.db,
        database: deps.config.database,
      });
      await indexer.syncCompanies(ids);
      await close();
    }
  });

  afterAll(async () => {
    await app?.close();
    await deps?.db.destroy();
    deps?.redis.disconnect();
    await fake?.close();
  });

  async function search(query: string) {
    const response = await app.inject({ method: 'GET', url: `/api/search?${query}` });
    expect(response.statusCode).toBe(200);
    return searchResponseSchema.parse(response.json());
  }

  it('should carry the stored score, its level and the status on each result', async () => {
    const { results } = await search(`q=${token}&type=name`);
    expect(
      results.map(({ name, trustScore, trustLevel, status }) => ({
        name,
        trustScore,
        trustLevel,
        status,
      })),
    ).toEqual([
      {
        name: `${token} ALPHA LIMITED`,
        trustScore: 85,
        trustLevel: 'High Trust',
        status: 'Active',
      },
      {
        name: `${token} BETA LIMITED`,
        trustScore: 54,
        trustLevel: 'Limited data',
        status: 'Strike Off',
      },
      { name: `${token} GAMMA LIMITED`, trustScore: null, trustLevel: null, status: 'Active' },
    ]);
  });

  it("should carry the company's score on a brand result", async () => {
    const { results } = await search(`q=${token}%20brandl&type=brand`);
    expect(results).toEqual([
      expect.objectContaining({
        name: `${token} BETA LIMITED`,
        brandName: `${token} Brandline`,
        trustScore: 54,
        trustLevel: 'Limited data',
      }),
    ]);
  });

  // Only the Meilisearch engine keeps documents: registered for it alone, not skipped elsewhere.
  if (engineName === 'meilisearch')
    it('should read a document indexed before scores were carried as not yet scored', async () => {
      // A document as the index-sync wrote it before issue 20: no score, level or status.
      const documents = fake!.indexes.get(meilisearchIndexUids().companies)!.documents;
      const {
        trustScore: _score,
        trustLevel: _level,
        status: _status,
        ...old
      } = documents.get(ids[0]!)!;
      documents.set(ids[0]!, old as typeof old & { id: number });
      const { results } = await search(`q=${token}%20alpha&type=name`);
      expect(results).toEqual([
        expect.objectContaining({
          name: `${token} ALPHA LIMITED`,
          trustScore: null,
          trustLevel: null,
          status: null,
        }),
      ]);
    });
});
