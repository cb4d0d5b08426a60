import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeResponseSchema } from '@trusthive/contracts';
import {
  buildServiceServer,
  createServiceDeps,
  loadConfig,
  type Server,
  type ServiceDeps,
} from '@trusthive/platform';
import { newCompany, testDatabaseUrl, testRedisUrl } from '@trusthive/platform/testing';
import { buildApp } from '../src/app';

// GET /api/home on real PostgreSQL: registry companies by stored score, never synthetic rows.
let app: Server;
let deps: ServiceDeps;

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
});

afterAll(async () => {
  await app?.close();
  await deps?.db.destroy();
  deps?.redis.disconnect();
});

describe('GET /api/home', () => {
  it('should list a top-scored registry company and its brand, and no synthetic company', async () => {
    const token = randomUUID().slice(0, 8).toUpperCase();
    const real = await newCompany(deps.db, {
      company_name: `HOME TOP ${token} PRIVATE LIMITED`,
      data_source: 'registry',
      trust_score: 100,
      trust_level: 'High Trust',
      company_status: 'Active',
      company_state_code: 'Goa',
    });
    await deps.db
      .insertInto('brands')
      .values({ company_id: real.id, brand_name: `Brand ${token}` })
      .execute();
    const synthetic = await newCompany(deps.db, {
      company_name: `HOME SYNTHETIC ${token} PRIVATE LIMITED`,
      data_source: 'synthetic',
      trust_score: 100,
    });

    const response = await app.inject({ method: 'GET', url: '/api/home' });
    expect(response.statusCode).toBe(200);
    const body = homeResponseSchema.parse(response.json());
    expect(body.topCompanies).toContainEqual({
      id: real.id,
      name: real.company_name,
      trustScore: 100,
      trustLevel: 'High Trust',
      status: 'Active',
      state: 'Goa',
      logo: null,
    });
    expect(body.topCompanies.map((company) => company.id)).not.toContain(synthetic.id);
    expect(body.hotBrands).toContainEqual({
      name: `Brand ${token}`,
      companyId: real.id,
      companyName: real.company_name,
      logo: null,
    });
    const scores = body.topCompanies.map((company) => company.trustScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});
