import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categorySlug,
  categoriesResponseSchema,
  categoryCompaniesResponseSchema,
  homeResponseSchema,
  searchResponseSchema,
  suggestionsResponseSchema,
} from '@trusthive/contracts';
import {
  buildServiceServer,
  createServiceDeps,
  loadConfig,
  type Server,
  type ServiceDeps,
} from '@trusthive/platform';
import {
  approveRegistrationForTest,
  testDatabaseUrl,
  testRedisUrl,
  uniqueCin,
  validRegistration,
} from '@trusthive/platform/testing';
import { buildApp as buildCompany } from '@trusthive/company';
import { buildApp as buildEnrichment } from '@trusthive/enrichment';
import { buildApp as buildScoring } from '@trusthive/scoring';
import { buildApp as buildSearch } from '@trusthive/search';
import { buildApp as buildSubmissions } from '@trusthive/submissions';
import { readStats } from '../../services/company/src/home.service';

// Issue 18: a self-registered company is not public until staff approve it. One registration,
// made through the real submissions service, is read through every public read of the real
// search, company, scoring and enrichment services (their suggestions in memory are covered by
// services/search/test/typeahead.test.ts, the Meilisearch sync by index-sync.worker.test.ts):
// hidden while pending, present once approved, hidden again when rejected.

let deps: ServiceDeps;
const apps: Record<'search' | 'company' | 'scoring' | 'enrichment' | 'submissions', Server> =
  {} as never;
const token = `Qv${randomUUID().slice(0, 6)}`.toUpperCase();
const companyName = `${token} Visibility Traders`;
const brandName = `${token} Brandline`;
/** A classification of its own, so the category's counts are this file's alone. */
const classification = `Review Test ${token}`;
let companyId = 0;

beforeAll(async () => {
  deps = createServiceDeps(
    {
      ...loadConfig({
        LOG_LEVEL: 'silent',
        SEARCH_TYPEAHEAD: 'false',
        CATEGORY_CACHE_TTL_SECONDS: '0',
        CATEGORY_COUNTS_MAX_AGE_MS: '0',
      }),
      database: { url: testDatabaseUrl(), poolSize: 6 },
      redis: { url: testRedisUrl() },
      queues: { prefix: `test-${randomUUID()}` },
      storage: { dir: mkdtempSync(path.join(tmpdir(), 'trusthive-visibility-')) },
    },
    'registration-visibility-test',
  );
  apps.search = await buildServiceServer('search', deps, buildSearch);
  apps.company = await buildServiceServer('company', deps, buildCompany);
  apps.scoring = await buildServiceServer('scoring', deps, buildScoring);
  apps.enrichment = await buildServiceServer('enrichment', deps, buildEnrichment);
  apps.submissions = await buildServiceServer('submissions', deps, buildSubmissions);

  const response = await apps.submissions.inject({
    method: 'POST',
    url: '/api/registrations',
    payload: validRegistration({
      companyName,
      cin: uniqueCin(),
      relationshipType: 'brand_owner',
      brands: [{ brandName, website: 'https://brandline.example.in' }],
    }),
  });
  expect(response.statusCode).toBe(201);
  companyId = (response.json() as { id: number }).id;
  // What a later registry import of its CIN, and the scoring worker, would give it: a
  // classification (so a category could list it) and the top score (so home could rank it).
  await deps.db
    .updateTable('companies')
    .set({
      industrial_classification: classification,
      company_status: 'Active',
      trust_score: 100,
      trust_level: 'High Trust',
    })
    .where('id', '=', companyId)
    .execute();
});

afterAll(async () => {
  for (const app of Object.values(apps)) await app?.close();
  await deps?.db.destroy();
  deps?.redis.disconnect();
});

const json = async (app: Server, url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as unknown };
};

/** How long a search may take to see a write (see the approved registration's test). */
const NOTICE_WAIT = { timeout: 5_000, interval: 20 };

const searchIds = async (type: 'name' | 'cin' | 'brand', term: string) => {
  const { status, body } = await json(
    apps.search,
    `/api/search?q=${encodeURIComponent(term)}&type=${type}`,
  );
  expect(status).toBe(200);
  const parsed = searchResponseSchema.parse(body);
  return { total: parsed.total, ids: parsed.results.map((result) => result.id) };
};

const suggestionIds = async (type: 'name' | 'brand', term: string) => {
  const { body } = await json(
    apps.search,
    `/api/search/suggestions?q=${encodeURIComponent(term)}&type=${type}`,
  );
  return suggestionsResponseSchema.parse(body).suggestions.map((suggestion) => suggestion.id);
};

const categoryOf = async () => {
  const grid = categoriesResponseSchema.parse((await json(apps.company, '/api/categories')).body);
  const slug = categorySlug(classification);
  const list = await json(apps.company, `/api/categories/${slug}/companies`);
  return {
    inGrid: grid.categories.find((category) => category.title === classification)?.count ?? 0,
    listed:
      list.status === 200
        ? categoryCompaniesResponseSchema.parse(list.body).companies.map((company) => company.id)
        : [],
    detail: (await json(apps.company, `/api/categories/${slug}`)).status,
  };
};

/** The directory's counts with this company live and without it, in one snapshot. */
async function statsDifference(): Promise<number> {
  return deps.db
    .transaction()
    .execute(async (trx) => {
      await sql`set transaction isolation level repeatable read`.execute(trx);
      const before = await readStats(trx);
      await trx
        .updateTable('companies')
        .set({ review_status: 'live' })
        .where('id', '=', companyId)
        .execute();
      const after = await readStats(trx);
      throw Object.assign(new Error('roll back'), {
        difference: after.companies - before.companies,
      });
    })
    .catch((error: { difference?: number }) => {
      if (error.difference === undefined) throw error;
      return error.difference;
    });
}

describe('a pending registration', () => {
  it('should answer 404 on its profile', async () => {
    expect((await json(apps.company, `/api/companies/${companyId}`)).status).toBe(404);
  });

  it('should answer 404 on its trust score', async () => {
    expect((await json(apps.scoring, `/api/companies/${companyId}/trust-score`)).status).toBe(404);
  });

  it('should answer 404 on its enrichment, and look nothing up', async () => {
    expect((await json(apps.enrichment, `/api/companies/${companyId}/enrichment`)).status).toBe(
      404,
    );
  });

  it('should not be found by name, CIN or brand', async () => {
    expect(await searchIds('name', companyName)).toEqual({ total: 0, ids: [] });
    expect(await searchIds('name', token)).toEqual({ total: 0, ids: [] });
    expect(await searchIds('brand', brandName)).toEqual({ total: 0, ids: [] });
  });

  it('should not be suggested by name or brand', async () => {
    expect(await suggestionIds('name', token)).toEqual([]);
    expect(await suggestionIds('name', `${token} visib`)).toEqual([]);
    expect(await suggestionIds('brand', token)).toEqual([]);
  });

  it('should not be in its category, its count or its list', async () => {
    expect(await categoryOf()).toEqual({ inGrid: 0, listed: [], detail: 404 });
  });

  it('should not be on the home page', async () => {
    const home = homeResponseSchema.parse((await json(apps.company, '/api/home')).body);
    expect(home.topCompanies.map((company) => company.id)).not.toContain(companyId);
    expect(home.hotBrands.map((brand) => brand.companyId)).not.toContain(companyId);
  });

  it('should not be counted in the stats (and would be once live)', async () => {
    expect(await statsDifference()).toBe(1);
  });

  it('should not take a claim', async () => {
    const form = new FormData();
    form.append('mobile', '9876543210');
    form.append('email', 'director@visibility-test.in');
    const pdf = new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });
    form.append('directorIdProof', pdf, 'id.pdf');
    form.append('businessProof', pdf, 'gst.pdf');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await apps.submissions.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/claims`,
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(404);
    const stored = await deps.db
      .selectFrom('company_claims')
      .select('id')
      .where('company_id', '=', companyId)
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('an approved registration', () => {
  beforeAll(async () => {
    await approveRegistrationForTest(deps.db, companyId);
  });

  it('should be public on every read', async () => {
    expect((await json(apps.company, `/api/companies/${companyId}`)).status).toBe(200);
    expect((await json(apps.scoring, `/api/companies/${companyId}/trust-score`)).status).toBe(200);
    expect((await json(apps.enrichment, `/api/companies/${companyId}/enrichment`)).status).toBe(
      200,
    );
    // Search answers from its in-memory names, which follow the tables by change notices: within
    // milliseconds, so the searches wait a little for them (typeahead.test.ts times the notices).
    await expect
      .poll(() => searchIds('name', companyName), NOTICE_WAIT)
      .toEqual({
        total: 1,
        ids: [companyId],
      });
    expect((await searchIds('brand', brandName)).ids).toEqual([companyId]);
    expect(await suggestionIds('name', token)).toEqual([companyId]);
    expect(await suggestionIds('brand', token)).toEqual([companyId]);
    expect(await categoryOf()).toEqual({ inGrid: 1, listed: [companyId], detail: 200 });
  });

  it('should be hidden again everywhere once rejected', async () => {
    await deps.db
      .updateTable('companies')
      .set({ review_status: 'rejected' })
      .where('id', '=', companyId)
      .execute();
    expect((await json(apps.company, `/api/companies/${companyId}`)).status).toBe(404);
    expect((await json(apps.scoring, `/api/companies/${companyId}/trust-score`)).status).toBe(404);
    await expect
      .poll(() => searchIds('name', companyName), NOTICE_WAIT)
      .toEqual({ total: 0, ids: [] });
    expect(await suggestionIds('brand', token)).toEqual([]);
    expect(await categoryOf()).toEqual({ inGrid: 0, listed: [], detail: 404 });
  });
});
