import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyProfileSchema } from '@trusthive/contracts';
import {
  buildServiceServer,
  createServiceDeps,
  loadConfig,
  type Server,
  type ServiceDeps,
} from '@trusthive/platform';
import {
  newCompany,
  testDatabaseUrl,
  testRedisUrl,
  uniqueCin,
  uniqueDin,
} from '@trusthive/platform/testing';
import { buildApp } from '../src/app';

// Issue 41: the profile carries what the registry provider said (as the enrichment worker
// stored it): the board with designations and each director's page and troubled companies in
// plain words, the charges, the filing dates and their source; the DIN masked.

let app: Server;
let deps: ServiceDeps;

beforeAll(async () => {
  deps = createServiceDeps(
    {
      ...loadConfig({ LOG_LEVEL: 'silent' }),
      database: { url: testDatabaseUrl(), poolSize: 2 },
      redis: { url: testRedisUrl() },
    },
    'test',
  );
  app = await buildServiceServer('company', deps, buildApp);
});

afterAll(async () => {
  await app?.close();
  await deps?.db.destroy();
  deps?.redis.disconnect();
});

describe('the profile with registry facts', () => {
  it('shows the board, the charges and the filings with their source, DINs masked', async () => {
    const { db } = deps;
    const company = await newCompany(db);
    const cin = company.cin!;
    const struck = await newCompany(db, { company_status: 'Strike Off' });
    const din = uniqueDin();
    const person = await db
      .insertInto('registry_directors')
      .values({ din, name: 'ASHA RAO', provider: 'registry.example' })
      .returning(['id', 'public_id'])
      .executeTakeFirstOrThrow();
    const seat = (companyCin: string, extra: object = {}) => ({
      company_cin: companyCin,
      director_id: person.id,
      name: 'ASHA RAO',
      din_pan: din,
      designation: 'Managing Director',
      begin_date: '2018-04-01',
      provider: 'registry.example',
      ...extra,
    });
    await db
      .insertInto('directors')
      .values([
        seat(cin),
        seat(struck.cin!, { company_status: 'Strike Off' }),
        seat(uniqueCin(), { company_name: 'ELSEWHERE LIMITED', company_status: 'Strike Off' }),
        seat(uniqueCin(), { company_name: 'FINE LIMITED', company_status: 'Active' }),
      ])
      .execute();
    await db
      .insertInto('company_registry_records')
      .values({
        cin,
        company_status: 'Active',
        last_agm_date: '2025-09-30',
        last_balance_sheet_date: '2025-03-31',
        last_annual_return_date: '2025-03-31',
        as_of: '2026-11-30',
        provider: 'registry.example',
        raw: '{}',
        fetched_at: new Date(),
      })
      .execute();
    await db
      .insertInto('company_charges')
      .values([
        {
          company_cin: cin,
          charge_id: '100234',
          holder: 'STATE BANK OF INDIA',
          amount: 25_000_000,
          status: 'Open',
          created_on: '2021-06-14',
          provider: 'registry.example',
          fetched_at: new Date(),
        },
        {
          company_cin: cin,
          charge_id: '100100',
          holder: 'HDFC BANK LIMITED',
          amount: 7_500_000,
          status: 'Satisfied',
          created_on: '2016-02-01',
          satisfied_on: '2019-11-20',
          provider: 'registry.example',
          fetched_at: new Date(),
        },
      ])
      .execute();

    const response = await app.inject({ method: 'GET', url: `/api/companies/${company.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(din);
    const profile = companyProfileSchema.parse(response.json());
    expect(profile.directors).toEqual([
      {
        id: expect.any(Number),
        name: 'ASHA RAO',
        dinPan: `${din.slice(0, 2)}XXXX${din.slice(-2)}`,
        beginDate: '2018-04-01',
        designation: 'Managing Director',
        ceasedOn: null,
        pageId: person.public_id,
        otherCompanies: 3,
        otherCompaniesNote: "2 of this director's 3 other companies are struck off.",
      },
    ]);
    expect(profile.registry).toEqual({
      source: 'Source: MCA data via registry.example, as of 30 Nov 2026',
      asOf: '2026-11-30',
      standIn: false,
      filings: {
        lastAgmDate: '2025-09-30',
        lastBalanceSheetDate: '2025-03-31',
        lastAnnualReturnDate: '2025-03-31',
      },
      charges: [
        {
          chargeId: '100234',
          holder: 'STATE BANK OF INDIA',
          amount: 25_000_000,
          status: 'Open',
          createdOn: '2021-06-14',
          satisfiedOn: null,
        },
        {
          chargeId: '100100',
          holder: 'HDFC BANK LIMITED',
          amount: 7_500_000,
          status: 'Satisfied',
          createdOn: '2016-02-01',
          satisfiedOn: '2019-11-20',
        },
      ],
      openCharges: 1,
    });
  });

  it('answers registry null for a company the provider was never asked about', async () => {
    const company = await newCompany(deps.db);
    const response = await app.inject({ method: 'GET', url: `/api/companies/${company.id}` });
    expect(response.json()).toMatchObject({ registry: null, directors: [] });
  });
});
