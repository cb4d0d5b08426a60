import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { directoryStatsSchema, homeResponseSchema, type HomeResponse } from '@trusthive/contracts';
import {
  buildServiceServer,
  createServiceDeps,
  loadConfig,
  type CompanyRow,
  type Server,
  type ServiceDeps,
} from '@trusthive/platform';
import {
  gstinFor,
  newCompany,
  testDatabaseUrl,
  testRedisUrl,
  uniquePan,
} from '@trusthive/platform/testing';
import { buildApp } from '../src/app';
import { readHome, readStats } from '../src/home.service';
import { homeRoutes } from '../src/routes/home.routes';

// GET /api/home and GET /api/stats on real PostgreSQL. The home answer is kept for a minute, so
// every company the lists are checked against is written before the first request.
let app: Server;
let deps: ServiceDeps;
let home: HomeResponse;
const token = randomUUID().slice(0, 8).toUpperCase();
const seeded: Record<string, CompanyRow> = {};

/** Rolls back whatever fn did: a view of the database as it would be, for one read. */
async function inRolledBackTransaction<T>(fn: (trx: ServiceDeps['db']) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await deps.db
    .transaction()
    .execute(async (trx) => {
      result = await fn(trx);
      throw new Error('rollback');
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message === 'rollback')) throw error;
    });
  return result as T;
}

async function setRatings(id: number, ratings: Record<string, number>) {
  await sql`update companies set ratings = ${JSON.stringify(ratings)}::jsonb where id = ${id}`.execute(
    deps.db,
  );
}

beforeAll(async () => {
  deps = createServiceDeps(
    {
      ...loadConfig({ LOG_LEVEL: 'silent' }),
      database: { url: testDatabaseUrl(), poolSize: 2 },
      redis: { url: testRedisUrl() },
    },
    'home-test',
  );
  app = await buildServiceServer('company', deps, buildApp);

  // Inserted in the order the old list showed them (lowest id first): the biggest capital with
  // no GST, rating or brand data first, the best-covered company last.
  const registry = { data_source: 'registry' as const, company_state_code: 'Goa' };
  seeded.noData = await newCompany(deps.db, {
    ...registry,
    company_name: `HOME NO DATA ${token} PRIVATE LIMITED`,
    trust_score: 100,
    paid_up_capital: 2_680_000_000_000,
  });
  seeded.twoBlocksSmall = await newCompany(deps.db, {
    ...registry,
    company_name: `HOME TWO SMALL ${token} PRIVATE LIMITED`,
    trust_score: 100,
    gst_number: gstinFor(uniquePan(), '30'),
    paid_up_capital: 100_000,
  });
  seeded.twoBlocksLarge = await newCompany(deps.db, {
    ...registry,
    company_name: `HOME TWO LARGE ${token} PRIVATE LIMITED`,
    trust_score: 100,
    gst_number: gstinFor(uniquePan(), '30'),
    paid_up_capital: 5_000_000_000,
  });
  seeded.allBlocks = await newCompany(deps.db, {
    ...registry,
    company_name: `HOME ALL BLOCKS ${token} PRIVATE LIMITED`,
    trust_score: 100,
    trust_level: 'High Trust',
    company_status: 'Active',
    gst_number: gstinFor(uniquePan(), '30'),
    paid_up_capital: null,
  });
  await setRatings(seeded.twoBlocksSmall.id, { google: 4.2, google_user_ratings_total: 12 });
  await setRatings(seeded.twoBlocksLarge.id, { trustpilot: 3.9 });
  await setRatings(seeded.allBlocks.id, { google: 4.8, google_user_ratings_total: 300 });
  await deps.db
    .insertInto('brands')
    .values({ company_id: seeded.allBlocks.id, brand_name: `Brand ${token}` })
    .execute();
  // Issue 36: a self-registration MCA's files never matched is no hot brand, however high its
  // score; one whose CIN a file carried is.
  seeded.unmatched = await newCompany(deps.db, {
    company_name: `HOME UNMATCHED ${token} PRIVATE LIMITED`,
    data_source: 'registration',
    trust_score: 100,
  });
  seeded.matched = await newCompany(deps.db, {
    company_name: `HOME MATCHED ${token} PRIVATE LIMITED`,
    data_source: 'registration',
    registry_source_file: 'companies-datagovin-goa.csv.gz',
    trust_score: 100,
  });
  await deps.db
    .insertInto('brands')
    .values([
      { company_id: seeded.unmatched.id, brand_name: `Unmatched ${token}` },
      { company_id: seeded.matched.id, brand_name: `Matched ${token}` },
    ])
    .execute();
  seeded.synthetic = await newCompany(deps.db, {
    company_name: `HOME SYNTHETIC ${token} PRIVATE LIMITED`,
    data_source: 'synthetic',
    trust_score: 100,
  });

  const response = await app.inject({ method: 'GET', url: '/api/home' });
  expect(response.statusCode).toBe(200);
  home = homeResponseSchema.parse(response.json());
});

afterAll(async () => {
  await app?.close();
  await deps?.db.destroy();
  deps?.redis.disconnect();
});

describe('GET /api/home', () => {
  it('should rank top companies by score, then data coverage, then paid-up capital, never by id, with their stored level and status', () => {
    const ids = home.topCompanies.map((company) => company.id);
    const ours = ids.filter((id) =>
      [seeded.noData, seeded.twoBlocksSmall, seeded.twoBlocksLarge, seeded.allBlocks].some(
        (company) => company!.id === id,
      ),
    );
    expect(ours).toEqual([
      seeded.allBlocks!.id,
      seeded.twoBlocksLarge!.id,
      seeded.twoBlocksSmall!.id,
      seeded.noData!.id,
    ]);
    expect(home.topCompanies).toContainEqual({
      id: seeded.allBlocks!.id,
      name: seeded.allBlocks!.company_name,
      trustScore: 100,
      trustLevel: 'High Trust',
      verdict: null,
      status: 'Active',
      state: 'Goa',
      logo: null,
    });
    const scores = home.topCompanies.map((company) => company.trustScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('should rank a higher score first whatever its coverage and capital', async () => {
    const lower = await newCompany(deps.db, {
      data_source: 'registry',
      company_name: `HOME LOWER ${token} PRIVATE LIMITED`,
      trust_score: 99,
      gst_number: gstinFor(uniquePan(), '30'),
      paid_up_capital: 9_000_000_000_000,
    });
    const answer = await readHome(deps.db);
    const ids = answer.topCompanies.map((company) => company.id);
    expect(ids.indexOf(seeded.noData!.id)).toBeGreaterThanOrEqual(0);
    const lowerAt = ids.indexOf(lower.id);
    if (lowerAt >= 0) expect(lowerAt).toBeGreaterThan(ids.indexOf(seeded.noData!.id));
  });

  it('should list the hot brands and never a synthetic company', () => {
    expect(home.topCompanies.map((company) => company.id)).not.toContain(seeded.synthetic!.id);
    const brandOwners = home.hotBrands.map((brand) => brand.companyId);
    expect(brandOwners).not.toContain(seeded.unmatched!.id);
    expect(brandOwners).toContain(seeded.matched!.id);
    expect(home.hotBrands).toContainEqual({
      name: `Brand ${token}`,
      companyId: seeded.allBlocks!.id,
      companyName: seeded.allBlocks!.company_name,
      logo: null,
    });
  });

  it('should answer an empty hot-brands list when no brand is on record, for the page to hide', async () => {
    const answer = await inRolledBackTransaction(async (trx) => {
      await trx.deleteFrom('brands').execute();
      return readHome(trx);
    });
    expect(answer.hotBrands).toEqual([]);
    expect(answer.topCompanies.length).toBeGreaterThan(0);
  });
});

describe('GET /api/stats', () => {
  it('should count the listed companies and name the states of the registry rows', async () => {
    await newCompany(deps.db, {
      data_source: 'registry',
      company_name: `STATS REGISTRY ${token} PRIVATE LIMITED`,
      company_state_code: `Stats State ${token}`,
    });
    const response = await app.inject({ method: 'GET', url: '/api/stats' });
    expect(response.statusCode).toBe(200);
    const stats = directoryStatsSchema.parse(response.json());
    expect(stats.registryStates).toContain(`Stats State ${token}`);
    expect(stats.registryStates).toContain('Goa');
    expect(stats.companies).toBeGreaterThanOrEqual(stats.registryCompanies);
  });

  it('should count again once companies are written, serving the last answer meanwhile', async () => {
    const fresh = await buildServiceServer('company', deps, async (instance) => {
      await instance.register(homeRoutes, { db: deps.db, statsCheckMs: 0 });
    });
    try {
      const read = async () =>
        directoryStatsSchema.parse((await fresh.inject({ url: '/api/stats' })).json());
      const state = `Fresh State ${token}`;
      expect((await read()).registryStates).not.toContain(state);
      await newCompany(deps.db, {
        data_source: 'registry',
        company_name: `STATS FRESH ${token} PRIVATE LIMITED`,
        company_state_code: state,
      });
      await vi.waitFor(async () => expect((await read()).registryStates).toContain(state), {
        timeout: 10_000,
        interval: 50,
      });
    } finally {
      await fresh.close();
    }
  });

  it('should state exactly the counts the database holds', async () => {
    // One snapshot for the answer and the counts, so other test files writing meanwhile cannot
    // make them differ.
    const [stats, expected] = await inRolledBackTransaction(async (trx) => {
      await sql`set transaction isolation level repeatable read`.execute(trx);
      const answer = await readStats(trx);
      const counts = await sql<{ companies: number; registry: number; states: string[] }>`
        select count(*) filter (where data_source <> 'synthetic')::int as companies,
               count(*) filter (where data_source = 'registry')::int as registry,
               coalesce(array_agg(distinct company_state_code) filter (
                 where data_source = 'registry' and company_state_code is not null), '{}') as states
          from companies
         where review_status = 'live'
      `.execute(trx);
      return [answer, counts.rows[0]!] as const;
    });
    expect(stats.companies).toBe(expected.companies);
    expect(stats.registryCompanies).toBe(expected.registry);
    expect([...stats.registryStates].sort()).toEqual([...expected.states].sort());
  });
});
