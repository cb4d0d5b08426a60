import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckCharacter, trustScoreSchema } from '@trusthive/contracts';
import {
  buildServiceServer,
  createServiceDeps,
  loadConfig,
  type Server,
  type ServiceDeps,
} from '@trusthive/platform';
import { newCompany, testDatabaseUrl, testRedisUrl } from '@trusthive/platform/testing';
import { buildApp } from '../src/app';

// GET /api/companies/:id/trust-score on real PostgreSQL: the rules applied to stored rows,
// the rating lookup order, and 404s.

const token = () =>
  Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(0, 26))).join('');

let app: Server;
let deps: ServiceDeps;

beforeAll(async () => {
  deps = createServiceDeps(
    {
      ...loadConfig({ LOG_LEVEL: 'silent' }),
      database: { url: testDatabaseUrl(), poolSize: 4 },
      redis: { url: testRedisUrl() },
    },
    'test',
  );
  app = await buildServiceServer('scoring', deps, buildApp);
});

afterAll(async () => {
  await app?.close();
  await deps?.db.destroy();
  deps?.redis.disconnect();
});

/** A GSTIN for Karnataka with a random PAN and a correct check digit. */
function validGstin(): string {
  const first14 = `29${token().slice(0, 5).toUpperCase()}1234F1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

const getScore = async (id: number | string) =>
  app.inject({ method: 'GET', url: `/api/companies/${id}/trust-score` });

async function setRatings(id: number, ratings: Record<string, number | boolean>) {
  await sql`update companies set ratings = ${JSON.stringify(ratings)}::jsonb where id = ${id}`.execute(
    deps.db,
  );
}

describe('GET /api/companies/:id/trust-score', () => {
  it('should score a stored company by the rules', async () => {
    const gstin = validGstin();
    const company = await newCompany(deps.db, {
      company_name: `Score ${token()} Private Limited`,
      roc: 'RoC-Bangalore',
      paid_up_capital: 100_000,
      nic_code: '62011',
      gst_number: gstin,
      registered_office_address: '12 MG Road, Bengaluru',
    });
    // The GST network lists it as Active in Karnataka, matched to the company by its PAN.
    await deps.db
      .insertInto('gst_registrations')
      .values({
        gstin,
        legal_name: company.company_name.toUpperCase(),
        status: 'Active',
        state_name: 'Karnataka',
        provider: 'gsp.example',
        raw: '{}',
        company_id: company.id,
        match_basis: 'pan',
      })
      .execute();
    const response = await getScore(company.id);
    expect(response.statusCode).toBe(200);
    const score = trustScoreSchema.parse(response.json());
    // Registry 25, GST 15 (active per GSTN, in Karnataka), no rating 3, brand n/a, completeness 2 + 3 + 3 = 8,
    // no red flags 10: 61 of 80 → 76.25 → 76.
    expect(score.components.map((component) => component.score)).toEqual([25, 15, 3, 0, 8, 10]);
    expect(score).toMatchObject({
      companyId: company.id,
      rawScore: 61,
      rawMaxScore: 80,
      scaled: true,
      score: 76,
      // Without a rating (3..13), 61..71 of 80 → 76..89: Medium or High, so not yet known.
      level: 'Limited data',
      bandLevel: 'Medium Trust',
      coverage: {
        withData: ['registry', 'GST', 'profile'],
        withoutData: ['reputation'],
        summary: 'Based on registry, GST and profile data; reputation data not yet available',
        lowestScore: 76,
        highestScore: 89,
      },
      redFlags: [],
      history: [],
      rating: null,
    });
  });

  it("should list a struck-off company's status as a red flag with its source and date", async () => {
    const company = await newCompany(deps.db, {
      company_status: 'Strike Off',
      data_source: 'registry',
      // The row as the importer wrote it on 20 Nov 2026.
      updated_at: new Date('2026-11-20T10:00:00Z') as never,
    });
    const score = trustScoreSchema.parse((await getScore(company.id)).json());
    expect(score.redFlags).toEqual([
      {
        title: 'Company status: Strike Off. The company is not active.',
        points: 10,
        source: 'MCA company master data',
        date: '2026-11-20',
      },
    ]);
    expect(score.components.at(-1)).toMatchObject({ score: 0, status: 'failed' });
    expect(score.components.at(-1)?.details).toContain('Computed from facts');
  });

  it("should date the status flag by the importer's MCA file where the row records it", async () => {
    const company = await newCompany(deps.db, {
      company_status: 'Strike Off',
      data_source: 'registry',
      // Read from the MCA file of 31 Oct 2026, written on 20 Nov 2026.
      registry_source_file: 'company_master_goa_2026-10-31.csv',
      registry_source_date: '2026-10-31',
      updated_at: new Date('2026-11-20T10:00:00Z') as never,
    });
    const score = trustScoreSchema.parse((await getScore(company.id)).json());
    expect(score.redFlags).toEqual([
      expect.objectContaining({ source: 'MCA company master data', date: '2026-10-31' }),
    ]);
  });

  it('should take the cached third-party rating by company id before the maps rating', async () => {
    const company = await newCompany(deps.db, { company_name: `Rated ${token()} Ltd` });
    await setRatings(company.id, { google: 3.1 });
    await deps.db
      .insertInto('trustpilot_ratings')
      .values({
        company_id: company.id,
        company_name: company.company_name,
        trust_score: 4.6,
        review_count: 55,
        rating_source: 'trustpilot',
      })
      .execute();
    const score = trustScoreSchema.parse((await getScore(company.id)).json());
    expect(score.rating).toEqual({
      value: 4.6,
      reviewCount: 55,
      source: 'third-party',
      estimated: false,
    });
    expect(score.components[2]).toMatchObject({ score: 7 + 4 + 2, status: 'verified' });
  });

  it('should find a cached rating by name, case-insensitively, then by domain', async () => {
    const name = `Named ${token()} Ltd`;
    const byName = await newCompany(deps.db, { company_name: name });
    await deps.db
      .insertInto('trustpilot_ratings')
      .values({ company_name: name.toUpperCase(), trust_score: 3.5, review_count: 12 })
      .execute();
    expect(trustScoreSchema.parse((await getScore(byName.id)).json()).rating).toMatchObject({
      value: 3.5,
      reviewCount: 12,
    });

    const domain = `${token()}.example`;
    const byDomain = await newCompany(deps.db, {
      company_name: `Domain ${token()} Ltd`,
      domain_name: domain,
    });
    await deps.db
      .insertInto('trustpilot_ratings')
      .values({
        company_name: 'Some other spelling',
        domain_name: domain.toUpperCase(),
        trust_score: 4.0,
        review_count: 1,
      })
      .execute();
    expect(trustScoreSchema.parse((await getScore(byDomain.id)).json()).rating).toMatchObject({
      value: 4,
      reviewCount: 1,
    });
  });

  it('should fall back to the maps rating on record', async () => {
    const company = await newCompany(deps.db, { company_name: `Maps ${token()} Ltd` });
    await setRatings(company.id, { google: 4.2 });
    const score = trustScoreSchema.parse((await getScore(company.id)).json());
    expect(score.rating).toEqual({ value: 4.2, reviewCount: 0, source: 'maps', estimated: false });
  });

  it('should read a rating stored from place details, with its review count, as the place rating', async () => {
    const company = await newCompany(deps.db, { company_name: `Place ${token()} Ltd` });
    await setRatings(company.id, { google: 4.6, google_user_ratings_total: 182 });
    const score = trustScoreSchema.parse((await getScore(company.id)).json());
    expect(score.rating).toEqual({
      value: 4.6,
      reviewCount: 182,
      source: 'place',
      estimated: false,
    });
  });

  it('should show an estimated 4.5 for a place found without a rating, and score it as unrated', async () => {
    const company = await newCompany(deps.db, { company_name: `Unrated ${token()} Ltd` });
    const before = trustScoreSchema.parse((await getScore(company.id)).json());
    await setRatings(company.id, { google_place_found: true });
    const score = trustScoreSchema.parse((await getScore(company.id)).json());
    expect(score.rating).toEqual({ value: 4.5, reviewCount: 0, source: 'place', estimated: true });
    // Display only: the reputation block and the total are what they were without it.
    expect(score.score).toBe(before.score);
    const reputation = score.components.find((part) => part.name === 'Online Reputation');
    expect(reputation?.score).toBe(
      before.components.find((part) => part.name === 'Online Reputation')?.score,
    );
  });

  it.each(['999999999999', 'abc', '0', '-3', '1e3'])(
    'should answer 404 Company Not Found for %j',
    async (id) => {
      const response = await getScore(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { title: 'Company Not Found' } });
    },
  );
});
