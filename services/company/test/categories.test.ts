import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoriesResponseSchema,
  categoryCompaniesResponseSchema,
  categoryDetailSchema,
  categoryFiltersSchema,
  categorySlug,
  errorBodySchema,
  RATING_FILTER_MESSAGE,
  UNSTORABLE_TEXT_MESSAGE,
  type CategoryCompaniesFilters,
} from '@trusthive/contracts';
import { sql } from 'kysely';
import {
  buildServiceServer,
  createDb,
  createRedis,
  createServiceDeps,
  loadConfig,
  type NewCompany,
  type Server,
  type ServiceDeps,
} from '@trusthive/platform';
import { testDatabaseUrl, testRedisUrl } from '@trusthive/platform/testing';
import { buildApp } from '../src/app';
import { CursorStore } from '../src/categories/cursor-store';
import { JsonCache } from '../src/categories/json-cache';
import { candidatePlans, planPage, sortKeyOf, type Cursor } from '../src/categories/page-plan';
import { summarizeCounts } from '../src/categories/summarize-counts';
import { listCategoryCounts, readCategoryPage } from '../src/repositories/category.repository';

// The categories API on real PostgreSQL and Redis. The test database is shared and never
// reset, so every test makes its own category ('Test Category <random>') and asserts on it.
// `live` runs with the page and filter caches off, `cached` with the spec's 5 minutes.

let deps: ServiceDeps;
let live: Server;
let cached: Server;

beforeAll(async () => {
  deps = createServiceDeps(
    {
      ...loadConfig({ LOG_LEVEL: 'silent' }),
      database: { url: testDatabaseUrl(), poolSize: 4 },
      redis: { url: testRedisUrl() },
    },
    'categories-test',
  );
  live = await buildServiceServer(
    'company',
    {
      ...deps,
      config: { ...deps.config, categories: { cacheTtlSeconds: 0, countsMaxAgeMs: 0 } },
    },
    buildApp,
  );
  cached = await buildServiceServer(
    'company',
    {
      ...deps,
      config: { ...deps.config, categories: { cacheTtlSeconds: 300, countsMaxAgeMs: 0 } },
    },
    buildApp,
  );
});

afterAll(async () => {
  await live?.close();
  await cached?.close();
  await deps?.db.destroy();
  deps?.redis.disconnect();
});

/** Names Object.prototype answers to: a lookup by a visitor's string must never find them. */
const PROTOTYPE_NAMES = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'prototype',
  'valueOf',
];

const newCategory = () => `Test Category ${randomUUID().slice(0, 8)}`;

type Seed = Partial<NewCompany>;

/** Inserts companies of one category in one statement (as a bulk load would). */
async function seed(category: string, companies: Seed[]) {
  return deps.db
    .insertInto('companies')
    .values(
      companies.map((company, index) => ({
        company_name: `Company ${index} ${randomUUID().slice(0, 6)}`,
        cin: null,
        company_limited_by: 'Private Limited',
        company_status: 'Active',
        company_state_code: 'Karnataka',
        data_source: 'synthetic' as const,
        ...company,
        industrial_classification: category,
      })),
    )
    .returning(['id', 'company_name', 'trust_score'])
    .execute();
}

const get = (app: Server, url: string) => app.inject({ method: 'GET', url });

async function listOf(app: Server, slug: string, query = '') {
  const response = await get(app, `/api/categories/${slug}/companies${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return categoryCompaniesResponseSchema.parse(response.json());
}

async function countOf(slug: string): Promise<number> {
  const response = await get(live, `/api/categories/${slug}`);
  expect(response.statusCode, response.body).toBe(200);
  return categoryDetailSchema.parse(response.json()).count;
}

describe('GET /api/categories', () => {
  it('should list a new category with its count, slug, description, icon and total', async () => {
    const title = newCategory();
    const before = categoriesResponseSchema.parse((await get(live, '/api/categories')).json());
    await seed(title, [{}, {}, {}]);

    const response = await get(live, '/api/categories');
    expect(response.statusCode).toBe(200);
    const body = categoriesResponseSchema.parse(response.json());
    expect(body.categories.find((category) => category.title === title)).toEqual({
      title,
      description: `Companies registered under the industrial classification ${title}.`,
      count: 3,
      slug: categorySlug(title),
      featured: false,
      icon: 'building',
    });
    // Other tests write at the same time, so the total grows by at least this test's rows.
    expect(body.total).toBeGreaterThanOrEqual(before.total + 3);
    expect(body.total).toBe(body.categories.reduce((sum, category) => sum + category.count, 0));
  });

  it('should feature a category only once it holds more than 1000 companies', async () => {
    const title = newCategory();
    await seed(
      title,
      Array.from({ length: 1000 }, () => ({})),
    );
    const find = async () =>
      categoriesResponseSchema
        .parse((await get(live, '/api/categories')).json())
        .categories.find((category) => category.title === title);
    expect(await find()).toMatchObject({ count: 1000, featured: false });

    await seed(title, [{}]);
    expect(await find()).toMatchObject({ count: 1001, featured: true });
  });

  it('should show counts at most countsMaxAgeMs old', async () => {
    const snapshotted = await buildServiceServer(
      'company',
      {
        ...deps,
        config: { ...deps.config, categories: { cacheTtlSeconds: 0, countsMaxAgeMs: 1_500 } },
      },
      buildApp,
    );
    try {
      const title = newCategory();
      await seed(title, [{}]);
      const countIn = async () =>
        categoriesResponseSchema
          .parse((await get(snapshotted, '/api/categories')).json())
          .categories.find((category) => category.title === title)?.count;
      expect(await countIn()).toBe(1);
      // Any cache may keep the grid as long as the counts may be old (whole seconds).
      const grid = await get(snapshotted, '/api/categories');
      expect(grid.headers['cache-control']).toBe('public, max-age=1, s-maxage=1');
      expect((await get(live, '/api/categories')).headers['cache-control']).toBe('no-cache');
      await seed(title, [{}]);
      // Within the max age the grid answers from the counts it read (no database round trip)...
      expect(await countIn()).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1_600));
      // ...and once they are older, it reads them again.
      expect(await countIn()).toBe(2);

      // A category created after the counts were read is found at once, never 'not found'.
      const created = newCategory();
      await seed(created, [{}, {}]);
      const slug = categorySlug(created);
      const detail = await get(snapshotted, `/api/categories/${slug}`);
      expect(detail.statusCode, detail.body).toBe(200);
      expect(categoryDetailSchema.parse(detail.json())).toMatchObject({ name: created, count: 2 });
      const list = await get(snapshotted, `/api/categories/${slug}/companies`);
      expect(categoryCompaniesResponseSchema.parse(list.json()).total).toBe(2);
    } finally {
      await snapshotted.close();
    }
  });

  it('should describe and draw the registry classifications', async () => {
    const body = categoriesResponseSchema.parse((await get(live, '/api/categories')).json());
    const finance = body.categories.find((category) => category.title === 'Finance');
    // The shared test database may or may not hold registry rows; check whichever exist.
    if (finance) {
      expect(finance.slug).toBe('finance');
      expect(finance.icon).toBe('finance');
      expect(finance.description).toContain('finance');
    }
  });
});

describe('counts kept by the triggers', () => {
  it('should follow inserts, moves between groups and categories, and deletes', async () => {
    const from = newCategory();
    const to = newCategory();
    const rows = await seed(from, [
      { company_state_code: 'Goa' },
      { company_state_code: 'Goa', company_status: 'Strike Off' },
      { company_state_code: 'Delhi' },
      { company_state_code: 'Delhi' },
    ]);
    const [first, second, third] = rows.map((row) => row.id) as [number, number, number];
    const fromSlug = categorySlug(from);
    const toSlug = categorySlug(to);
    expect(await countOf(fromSlug)).toBe(4);

    // A status change moves a company between groups of the same category.
    await deps.db
      .updateTable('companies')
      .set({ company_status: 'Strike Off' })
      .where('id', '=', first)
      .execute();
    expect((await listOf(live, fromSlug, '?status=Strike%20Off')).total).toBe(2);
    expect((await listOf(live, fromSlug, '?status=Active')).total).toBe(2);

    // An update that touches no counted column changes nothing.
    await deps.db
      .updateTable('companies')
      .set({ trust_score: 77 })
      .where('id', '=', first)
      .execute();
    expect(await countOf(fromSlug)).toBe(4);

    // A move to another category.
    await deps.db
      .updateTable('companies')
      .set({ industrial_classification: to, company_state_code: 'Kerala' })
      .where('id', 'in', [first, second])
      .execute();
    expect(await countOf(fromSlug)).toBe(2);
    expect(await countOf(toSlug)).toBe(2);
    expect((await listOf(live, toSlug, '?state=kerala')).total).toBe(2);

    // Losing the classification leaves every category.
    await deps.db
      .updateTable('companies')
      .set({ industrial_classification: null })
      .where('id', '=', third)
      .execute();
    expect(await countOf(fromSlug)).toBe(1);

    // Once its last company is gone, a category is no longer listed nor found.
    await deps.db.deleteFrom('companies').where('id', 'in', [first, second]).execute();
    const grid = categoriesResponseSchema.parse((await get(live, '/api/categories')).json());
    expect(grid.categories.map((category) => category.title)).not.toContain(to);
    expect((await get(live, `/api/categories/${toSlug}`)).statusCode).toBe(404);
  });
});

describe('GET /api/categories/:slug', () => {
  it('should answer the name, canonical slug and count for a slug in any accepted form', async () => {
    const title = newCategory();
    await seed(title, [{}, {}]);
    const slug = categorySlug(title);
    for (const form of [
      slug,
      slug.toUpperCase(),
      encodeURIComponent(title),
      slug.replaceAll('-', '_'),
    ]) {
      const response = await get(live, `/api/categories/${form}`);
      expect(response.statusCode, form).toBe(200);
      expect(categoryDetailSchema.parse(response.json())).toMatchObject({
        name: title,
        slug,
        count: 2,
        icon: 'building',
      });
    }
  });

  it("should answer 404 'Category not found' for an unknown slug, on every categories path", async () => {
    const slug = `no-such-category-${randomUUID().slice(0, 8)}`;
    for (const path of ['', '/filters', '/companies', '/companies?page=2']) {
      const response = await get(live, `/api/categories/${slug}${path}`);
      expect(response.statusCode, path).toBe(404);
      expect(errorBodySchema.parse(response.json()).error.title).toBe('Category not found');
    }
  });

  // Issue 24 #8: a plain-object lookup found Object.prototype's properties ('constructor' gave
  // a 500 on the category and its filters).
  it.each(PROTOTYPE_NAMES)(
    "should answer 404 'Category not found' for the built-in property name %s, on every path",
    async (name) => {
      for (const app of [live, cached]) {
        for (const path of ['', '/filters', '/companies', '/companies?page=2']) {
          const response = await get(app, `/api/categories/${encodeURIComponent(name)}${path}`);
          expect(response.statusCode, `${name}${path}`).toBe(404);
          expect(errorBodySchema.parse(response.json()).error.title).toBe('Category not found');
        }
      }
    },
  );

  it('should know every classification of the fixed map, even one with no companies yet', async () => {
    const response = await get(live, '/api/categories/manufacturing-leather-and-products-thereof');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Manufacturing (Leather and products thereof)',
      slug: 'manufacturing-leather-and-products-thereof',
      icon: 'leather',
    });
  });
});

describe('GET /api/categories/:slug/filters', () => {
  it("should list the category's distinct states, company types and statuses, sorted, without blanks", async () => {
    const title = newCategory();
    await seed(title, [
      { company_state_code: 'Goa', company_limited_by: 'Public Limited', company_status: 'Active' },
      {
        company_state_code: 'Delhi',
        company_limited_by: 'Private Limited',
        company_status: 'Dormant',
      },
      { company_state_code: 'Goa', company_limited_by: null, company_status: null },
      { company_state_code: null, company_limited_by: 'One Person Company' },
    ]);
    const response = await get(cached, `/api/categories/${categorySlug(title)}/filters`);
    expect(response.statusCode).toBe(200);
    expect(categoryFiltersSchema.parse(response.json())).toEqual({
      states: ['Delhi', 'Goa'],
      classes: ['One Person Company', 'Private Limited', 'Public Limited'],
      statuses: ['Active', 'Dormant'],
      ratings: [],
    });
  });
});

describe('the rating filter (stored trust level, issue 20)', () => {
  /** Per level: [how many, their scores from]; two unscored companies match no rating. */
  const LEVELS = [
    ['High Trust', 14, 80],
    ['Medium Trust', 5, 60],
    ['Low Trust', 3, 20],
    ['Limited data', 17, 30],
  ] as const;

  /** A category with every level, scores tied in threes so name and id decide within a score. */
  async function ratedCategory() {
    const title = newCategory();
    const rows: Seed[] = [];
    for (const [level, count, from] of LEVELS) {
      for (let index = 0; index < count; index += 1) {
        rows.push({
          company_name: `${level} ${String(count - index).padStart(2, '0')}`,
          trust_score: from + Math.floor(index / 3),
          trust_level: level,
          company_status: index % 2 ? 'Active' : 'Dormant',
          company_state_code: index % 4 ? 'Karnataka' : 'Goa',
        });
      }
    }
    rows.push({ company_name: 'Unscored 1' }, { company_name: 'Unscored 2' });
    const seeded = await seed(title, rows);
    const byName = new Map(seeded.map((row) => [row.company_name, row.id]));
    return { title, slug: categorySlug(title), rows, byName };
  }

  /** Every page of a filtered list, until a page past the last (which keeps the total). */
  async function everyPage(slug: string, query: string) {
    const first = await listOf(live, slug, `?${query}`);
    const pages = Math.ceil(first.total / 12);
    const companies = [...first.companies];
    for (let page = 2; page <= pages + 1; page += 1) {
      const next = await listOf(live, slug, `?${query}&page=${page}`);
      expect(next.total, `${query} page ${page}`).toBe(first.total);
      expect(next.companies.length, `${query} page ${page}`).toBe(
        page > pages ? 0 : Math.min(12, first.total - (page - 1) * 12),
      );
      companies.push(...next.companies);
    }
    return { total: first.total, companies };
  }

  it('should filter on the server, the total and the pages agreeing, for each rating and with other filters', async () => {
    const { slug, rows, byName } = await ratedCategory();
    const listOrder = (matching: Seed[]) =>
      [...matching]
        .sort(
          (a, b) =>
            (b.trust_score ?? -1) - (a.trust_score ?? -1) ||
            (a.company_name! < b.company_name! ? -1 : a.company_name! > b.company_name! ? 1 : 0),
        )
        .map((row) => byName.get(row.company_name!));
    for (const [level] of LEVELS) {
      for (const [query, matches] of [
        ['', () => true],
        ['&status=Dormant', (row: Seed) => row.company_status === 'Dormant'],
        [
          '&state=GO&status=Active',
          (row: Seed) => row.company_state_code === 'Goa' && row.company_status === 'Active',
        ],
      ] as const) {
        const expected = listOrder(rows.filter((row) => row.trust_level === level && matches(row)));
        const label = `${level}${query}`;
        const listed = await everyPage(slug, `rating=${encodeURIComponent(level)}${query}`);
        expect(listed.total, label).toBe(expected.length);
        expect(
          listed.companies.map((company) => company.id),
          label,
        ).toEqual(expected);
        expect(new Set(listed.companies.map((company) => company.trustLevel)), label).toEqual(
          new Set(expected.length ? [level] : []),
        );
      }
    }
    // Any case reads the level; 'all' and a blank are no filter.
    expect((await listOf(live, slug, '?rating=limited%20DATA')).total).toBe(17);
    expect((await listOf(live, slug, '?rating=all')).total).toBe(rows.length);
    expect((await listOf(live, slug, '?rating=%20')).total).toBe(rows.length);
  });

  it("should offer the levels that occur, best first and 'Limited data' last", async () => {
    const { slug } = await ratedCategory();
    const filters = categoryFiltersSchema.parse(
      (await get(cached, `/api/categories/${slug}/filters`)).json(),
    );
    expect(filters.ratings).toEqual(['High Trust', 'Medium Trust', 'Low Trust', 'Limited data']);

    const title = newCategory();
    await seed(title, [
      { trust_score: 41, trust_level: 'Limited data' },
      { trust_score: 12, trust_level: 'Low Trust' },
      {},
    ]);
    const few = categoryFiltersSchema.parse(
      (await get(live, `/api/categories/${categorySlug(title)}/filters`)).json(),
    );
    expect(few.ratings).toEqual(['Low Trust', 'Limited data']);
  });

  it('should answer 400 naming the rating for a value that is not a trust level', async () => {
    const title = newCategory();
    await seed(title, [{ trust_score: 85, trust_level: 'High Trust' }]);
    const slug = categorySlug(title);
    for (const value of ['high', 'Best', '80', 'Limited%00data']) {
      const response = await get(live, `/api/categories/${slug}/companies?rating=${value}`);
      expect(response.statusCode, value).toBe(400);
      expect(errorBodySchema.parse(response.json()).error, value).toEqual({
        // The rule's own title for a character that cannot be stored, as every form says it.
        title: value.includes('%00') ? UNSTORABLE_TEXT_MESSAGE.title : 'Invalid Request',
        message: value.includes('%00') ? UNSTORABLE_TEXT_MESSAGE.message : RATING_FILTER_MESSAGE,
        field: 'rating',
      });
    }
  });

  it('should cache each rating apart', async () => {
    const { slug } = await ratedCategory();
    expect((await listOf(cached, slug, '?rating=High%20Trust')).total).toBe(14);
    expect((await listOf(cached, slug, '?rating=Low%20Trust')).total).toBe(3);
    expect((await listOf(cached, slug)).total).toBe(41);
  });
});

describe('GET /api/categories/:slug/companies', () => {
  it('should answer 12 per page with the total, by trust score (unscored last), then name', async () => {
    const title = newCategory();
    const scores = [90, null, 45, 90, 10, null, 70, 70, 70, 55, 99, 0, 33, 61, null, 80];
    await seed(
      title,
      scores.map((score, index) => ({
        company_name: `${String.fromCharCode(80 - index)} Company`,
        trust_score: score,
      })),
    );
    const slug = categorySlug(title);
    const first = await listOf(live, slug);
    const second = await listOf(live, slug, '?page=2');
    expect(first).toMatchObject({ page: 1, pageSize: 12, total: 16 });
    expect(first.companies).toHaveLength(12);
    expect(second).toMatchObject({ page: 2, total: 16 });
    expect(second.companies).toHaveLength(4);

    const listed = [...first.companies, ...second.companies];
    const expected = scores
      .map((score, index) => ({ score, name: `${String.fromCharCode(80 - index)} Company` }))
      .sort(
        (a, b) =>
          (b.score ?? -1) - (a.score ?? -1) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
      );
    expect(listed.map((company) => [company.trustScore, company.name])).toEqual(
      expected.map(({ score, name }) => [score, name]),
    );
  });

  it('should map a row to the list card, leaving unknown fields null for the page defaults', async () => {
    const title = newCategory();
    const [row] = await seed(title, [
      {
        company_name: 'Card Fields Private Limited',
        city: 'Panaji',
        company_state_code: 'Goa',
        company_limited_by: 'Public Limited',
        company_status: 'Active',
        is_verified: true,
        nic_code: '62011',
        domain_name: 'cardfields.example',
        logo: 'https://cardfields.example/logo.png',
        description: 'Makes cards.',
        trust_score: 72,
        trust_level: 'Limited data',
      },
    ]);
    const [bare] = await seed(title, [
      {
        company_name: 'Bare Private Limited',
        company_state_code: null,
        company_limited_by: null,
        company_status: null,
      },
    ]);
    const { companies } = await listOf(live, categorySlug(title));
    expect(companies).toEqual([
      {
        id: row!.id,
        name: 'Card Fields Private Limited',
        logo: 'https://cardfields.example/logo.png',
        description: 'Makes cards.',
        category: title,
        location: 'Panaji, Goa',
        companyClass: 'Public Limited',
        status: 'Active',
        verified: true,
        nicCode: '62011',
        domainName: 'cardfields.example',
        trustScore: 72,
        trustLevel: 'Limited data',
        verdict: null,
      },
      {
        id: bare!.id,
        name: 'Bare Private Limited',
        logo: null,
        description: null,
        category: title,
        location: null,
        companyClass: null,
        status: null,
        verified: false,
        nicCode: null,
        domainName: null,
        trustScore: null,
        trustLevel: null,
        verdict: null,
      },
    ]);
  });

  it('should filter by state (partial, any case), company type and status, with the total of each combination', async () => {
    const title = newCategory();
    await seed(title, [
      {
        company_state_code: 'Uttar Pradesh',
        company_limited_by: 'Public Limited',
        company_status: 'Active',
      },
      {
        company_state_code: 'Madhya Pradesh',
        company_limited_by: 'Private Limited',
        company_status: 'Active',
      },
      {
        company_state_code: 'Madhya Pradesh',
        company_limited_by: 'Private Limited',
        company_status: 'Strike Off',
      },
      {
        company_state_code: 'Goa',
        company_limited_by: 'Public Limited',
        company_status: 'Strike Off',
      },
      { company_state_code: null, company_limited_by: 'Public Limited', company_status: 'Active' },
    ]);
    const slug = categorySlug(title);
    const totals: [string, number][] = [
      ['', 5],
      ['?state=pradesh', 3],
      ['?state=PRADESH&status=Active', 2],
      ['?class=Public%20Limited', 3],
      ['?class=Public%20Limited&status=Active', 2],
      ['?state=goa&class=Public%20Limited&status=Strike%20Off', 1],
      ['?state=all&class=all&status=all', 5],
      ['?state=%20&status=', 5],
    ];
    for (const [query, total] of totals) {
      const body = await listOf(live, slug, query);
      expect(body.total, query).toBe(total);
      expect(body.companies, query).toHaveLength(total);
    }
  });

  it('should answer an empty list with a total of 0 for a filter value the category does not have', async () => {
    const title = newCategory();
    await seed(title, [{}, {}]);
    const slug = categorySlug(title);
    for (const query of [
      '?state=Atlantis',
      '?class=Unlimited',
      '?status=active',
      '?state=%25',
      '?state=_',
      '?state=Karnataka&status=Dormant',
    ]) {
      expect(await listOf(live, slug, query), query).toEqual({
        page: 1,
        pageSize: 12,
        total: 0,
        companies: [],
      });
    }
  });

  it('should filter by values that are built-in property names like any other value', async () => {
    const title = newCategory();
    const [named] = await seed(title, [
      {
        company_state_code: 'constructor',
        company_limited_by: '__proto__',
        company_status: 'toString',
      },
      {},
    ]);
    const slug = categorySlug(title);
    for (const app of [live, cached]) {
      const filters = categoryFiltersSchema.parse(
        (await get(app, `/api/categories/${slug}/filters`)).json(),
      );
      expect(filters.states).toContain('constructor');
      expect(filters.classes).toContain('__proto__');
      expect(filters.statuses).toContain('toString');
      const list = await listOf(app, slug, '?state=constructor&class=__proto__&status=toString');
      expect(list.companies.map((company) => company.id)).toEqual([named!.id]);
      for (const name of PROTOTYPE_NAMES.filter((value) => value !== 'constructor')) {
        const query = `?state=${name}&class=${name}&status=${name}`;
        expect((await listOf(app, slug, query)).total, query).toBe(0);
      }
    }
  });

  // Issue 24 #3: PostgreSQL text cannot hold NUL.
  it('should answer 400 naming the filter for a NUL in a filter value', async () => {
    const title = newCategory();
    await seed(title, [{}]);
    const slug = categorySlug(title);
    for (const field of ['state', 'class', 'status']) {
      const response = await get(live, `/api/categories/${slug}/companies?${field}=Kar%00nataka`);
      expect(response.statusCode, field).toBe(400);
      expect(errorBodySchema.parse(response.json()).error).toEqual({
        ...UNSTORABLE_TEXT_MESSAGE,
        field,
      });
    }
  });

  it('should answer a page past the last with no companies and the true total', async () => {
    const title = newCategory();
    await seed(
      title,
      Array.from({ length: 13 }, () => ({})),
    );
    const slug = categorySlug(title);
    expect(await listOf(live, slug, '?page=3')).toEqual({
      page: 3,
      pageSize: 12,
      total: 13,
      companies: [],
    });
    expect((await listOf(live, slug, '?page=99999999')).total).toBe(13);
  });

  it('should answer 400 for a page of 0, below 0, or not a whole number', async () => {
    const title = newCategory();
    await seed(title, [{}]);
    const slug = categorySlug(title);
    for (const page of ['0', '-1', 'abc', '1.5', '']) {
      const response = await get(live, `/api/categories/${slug}/companies?page=${page}`);
      expect(response.statusCode, page).toBe(400);
      const { error } = errorBodySchema.parse(response.json());
      expect(error.title, page).toBe('Invalid Request');
      expect(error.field, page).toBe('page');
    }
  });

  it('should leave keyset cursors for the page read and its neighbours, retired by a new total', async () => {
    const title = newCategory();
    await seed(
      title,
      Array.from({ length: 40 }, (_, index) => ({
        company_name: `C ${String(index).padStart(2, '0')}`,
      })),
    );
    const slug = categorySlug(title);
    const second = await listOf(live, slug, '?page=2');
    expect(second.companies.map((company) => company.name)[0]).toBe('C 12');

    const cursorKey = (total: number) =>
      `categories:v1:cursors:${[title, '', '', '', total].map((part) => encodeURIComponent(part)).join(':')}`;
    await expect
      .poll(async () => (await deps.redis.hkeys(cursorKey(40))).sort())
      .toEqual(['1', '2', '3']);
    // Read again (now from its cursor), page 2 is the same page; so are pages 1 and 3.
    expect(await listOf(live, slug, '?page=2')).toEqual(second);
    expect((await listOf(live, slug, '?page=3')).companies[0]?.name).toBe('C 24');
    expect((await listOf(live, slug, '?page=1')).companies.at(-1)?.name).toBe('C 11');

    // A new company before page 2 changes the total: the old cursors no longer apply.
    await seed(title, [{ company_name: 'A first' }]);
    expect((await listOf(live, slug, '?page=2')).companies[0]?.name).toBe('C 11');
  });

  it('should serve pages and filter options from the 5-minute cache', async () => {
    const title = newCategory();
    await seed(title, [{ company_state_code: 'Goa' }]);
    const slug = categorySlug(title);
    const page = await listOf(cached, slug);
    const filters = (await get(cached, `/api/categories/${slug}/filters`)).json();

    await seed(title, [{ company_state_code: 'Delhi' }]);
    expect(await listOf(cached, slug)).toEqual(page);
    expect((await get(cached, `/api/categories/${slug}/filters`)).json()).toEqual(filters);
    // The count of the category itself is never cached, nor is an uncached service's page.
    expect(await countOf(slug)).toBe(2);
    expect((await listOf(live, slug)).total).toBe(2);
  });
});

describe('every page of every filter combination, by every plan', () => {
  const STATES = ['Goa', 'Uttar Pradesh', 'Madhya Pradesh', 'Delhi', null];
  const TYPES = ['Private Limited', 'Public Limited', null];
  const STATUSES = ['Active', 'Strike Off', null];
  const pick = <T>(values: readonly T[]): T => values[randomInt(0, values.length)]!;

  it('should read exactly the expected rows, forwards and backwards', async () => {
    const title = newCategory();
    const rows = await seed(
      title,
      Array.from({ length: 90 }, (_, index) => ({
        // Few names and scores, so ties are broken by name and then by id.
        company_name: `Name ${index % 7}`,
        trust_score: pick([null, 40, 40, 75, 99]),
        company_state_code: pick(STATES),
        company_limited_by: pick(TYPES),
        company_status: pick(STATUSES),
      })),
    );
    const stored = await deps.db
      .selectFrom('companies')
      .select([
        'id',
        'company_name',
        'trust_score',
        'company_state_code',
        'company_limited_by',
        'company_status',
      ])
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    const order = (a: (typeof stored)[number], b: (typeof stored)[number]) =>
      (b.trust_score ?? -1) - (a.trust_score ?? -1) ||
      (a.company_name < b.company_name ? -1 : a.company_name > b.company_name ? 1 : 0) ||
      a.id - b.id;

    const combinations: CategoryCompaniesFilters[] = [];
    for (const state of [undefined, 'pradesh', 'Goa'])
      for (const type of [undefined, 'Public Limited'])
        for (const status of [undefined, 'Active'])
          combinations.push({ state, class: type, status });

    const pageSize = 5;
    for (const filters of combinations) {
      const expected = stored
        .filter(
          (row) =>
            (!filters.state ||
              (row.company_state_code ?? '').toLowerCase().includes(filters.state.toLowerCase())) &&
            (!filters.class || row.company_limited_by === filters.class) &&
            (!filters.status || row.company_status === filters.status),
        )
        .sort(order)
        .map((row) => row.id);
      const summary = summarizeCounts(await listCategoryCounts(deps.db, title), filters);
      expect(summary.total, JSON.stringify(filters)).toBe(expected.length);

      const keyOf = (id: number) => sortKeyOf(stored.find((row) => row.id === id)!);
      for (let offset = 0; offset < expected.length; offset += pageSize) {
        const want = expected.slice(offset, offset + pageSize);
        // Every way in: by offset, and from each cursor a neighbouring read would leave.
        const cursors: (Cursor | undefined)[] = [undefined, { key: keyOf(want[0]!), mode: 'from' }];
        if (offset > 0) cursors.push({ key: keyOf(expected[offset - 1]!), mode: 'after' });
        const next = expected[offset + pageSize];
        if (want.length === pageSize && next !== undefined)
          cursors.push({ key: keyOf(next), mode: 'before' });
        for (const cursor of cursors) {
          const plans = candidatePlans(summary, offset, pageSize, cursor);
          expect(plans.length).toBeGreaterThanOrEqual(3);
          for (const plan of plans) {
            const page = await readCategoryPage(
              deps.db,
              title,
              plan,
              filters,
              summary.values.state.map((state) => state.value),
            );
            const how = `${plan.index}${plan.reverse ? ' reversed' : ''}${cursor ? ` ${cursor.mode} cursor` : ''}`;
            expect(
              page.map((row) => row.id),
              `${JSON.stringify(filters)} offset ${offset} by ${how}`,
            ).toEqual(want);
          }
        }
      }
    }
  });
});

describe('page reads', () => {
  it('should run prepared, one statement per shape of plan', async () => {
    // One connection, so the reads and the catalogue read share a session.
    const single = createDb({ url: testDatabaseUrl(), poolSize: 1, applicationName: 'pages' });
    try {
      const title = newCategory();
      await seed(title, [{ company_state_code: 'Goa' }, { company_state_code: 'Kerala' }]);
      const read = async (state?: string) => {
        const filters = { state, class: undefined, status: undefined };
        const summary = summarizeCounts(await listCategoryCounts(single, title), filters);
        const plan = planPage(summary, 0, 12);
        if (plan.kind !== 'read') throw new Error('expected a read');
        const states = summary.values.state.map((value) => value.value);
        return (await readCategoryPage(single, title, plan, filters, states)).length;
      };
      expect([await read(), await read('goa'), await read('kerala')]).toEqual([2, 1, 1]);
      const { rows } = await sql<{ name: string }>`
        select name from pg_prepared_statements where name like 'category_page_%'`.execute(single);
      // Goa and Kerala are the same shape (a state slice) with other values.
      expect(rows.length).toBeGreaterThanOrEqual(1);
      expect(rows.length).toBeLessThan(3);
    } finally {
      await single.destroy();
    }
  });
});

describe(CursorStore.name, () => {
  it('should not write the same cursors again soon, but write changed ones', async () => {
    const store = new CursorStore(deps.redis, live.log);
    const title = newCategory();
    const filters = { state: undefined, class: undefined, status: undefined };
    const key = `categories:v1:cursors:${[title, '', '', '', 30].map((part) => encodeURIComponent(part)).join(':')}`;
    const rows = (names: string[]) =>
      names.map((company_name, index) => ({ id: index + 1, company_name, trust_score: 50 }));
    const written = () => expect.poll(async () => (await deps.redis.hkeys(key)).sort());

    store.remember(title, filters, 30, 2, 3, rows(['A', 'B']));
    await written().toEqual(['1', '2', '3']);
    await deps.redis.del(key);
    store.remember(title, filters, 30, 2, 3, rows(['A', 'B']));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await deps.redis.exists(key)).toBe(0);
    // Another boundary (a score moved a row) is written at once.
    store.remember(title, filters, 30, 2, 3, rows(['A', 'C']));
    await written().toEqual(['1', '2', '3']);
  });
});

describe(JsonCache.name, () => {
  it('should read the database when Redis is down, never failing the request', async () => {
    const down = createRedis('redis://127.0.0.1:1', 'cache', 'categories-test-down');
    try {
      const cache = new JsonCache(down, 300, live.log);
      const body = JSON.stringify({ states: ['Goa'], classes: [], statuses: [] });
      expect(await cache.getOrLoad('filters:down', async () => body)).toBe(body);
    } finally {
      down.disconnect();
    }
  });
});
