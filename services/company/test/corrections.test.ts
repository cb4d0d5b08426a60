import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyProfileSchema, type CompanyProfile } from '@trusthive/contracts';
import {
  buildServiceServer,
  createPool,
  createServiceDeps,
  loadConfig,
  type Database,
  type Server,
  type ServiceDeps,
} from '@trusthive/platform';
import { newCompany, testDatabaseUrl, testRedisUrl } from '@trusthive/platform/testing';
import { buildApp } from '../src/app';

// Issue 18: the profile names the fields an accepted correction set, with the accept's date,
// read in the profile's one statement from the submissions service's company_corrections.

let app: Server;
let deps: ServiceDeps;
let queryCount = 0;
/** The staff account the decided requests name (decided_by references staff_accounts). */
let moderatorId: number;

beforeAll(async () => {
  const base = createServiceDeps(
    {
      ...loadConfig({ LOG_LEVEL: 'silent' }),
      database: { url: testDatabaseUrl(), poolSize: 2 },
      redis: { url: testRedisUrl() },
    },
    'company-corrections-test',
  );
  await base.db.destroy();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: createPool({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'corrections' }),
    }),
    log: (event) => {
      if (event.level === 'query') queryCount += 1;
    },
  });
  deps = { ...base, db };
  const moderator = await db
    .insertInto('staff_accounts')
    .values({
      email: `moderator-${process.pid}-${Date.now()}@corrections-test.in`,
      display_name: 'Corrections Test Moderator',
      role: 'moderator',
      password_hash: 'not-a-real-hash',
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  moderatorId = moderator.id;
  app = await buildServiceServer('company', deps, buildApp);
});

afterAll(async () => {
  await app?.close();
  await deps?.db.destroy();
  deps?.redis.disconnect();
});

async function profileOf(id: number): Promise<CompanyProfile> {
  const response = await app.inject({ method: 'GET', url: `/api/companies/${id}` });
  expect(response.statusCode).toBe(200);
  return companyProfileSchema.parse(response.json());
}

/** A decided request as the staff decision leaves it (the submissions service writes these). */
async function correction(
  companyId: number,
  field: string,
  value: string,
  status: 'pending' | 'accepted' | 'declined',
  decidedAt: string | null,
) {
  await deps.db
    .insertInto('company_corrections')
    .values({
      company_id: companyId,
      field,
      proposed_value: value,
      evidence: 'The filing.',
      requester_email: 'asha@example.in',
      status,
      decided_at: decidedAt,
      decided_by: decidedAt ? moderatorId : null,
      decision_reason: status === 'declined' ? 'No evidence.' : null,
    })
    .execute();
}

describe('the profile and accepted corrections', () => {
  it('should name each field an accepted correction set, with the latest accept’s day', async () => {
    const company = await newCompany(deps.db, {
      email: 'new@acme.in',
      pincode: '560001',
      business_category: 'Retail',
    });
    await correction(company.id, 'email', 'older@acme.in', 'accepted', '2026-10-01T10:00:00Z');
    await correction(company.id, 'email', 'new@acme.in', 'accepted', '2026-11-20T10:00:00Z');
    await correction(company.id, 'pincode', '560001', 'accepted', '2026-11-21T23:30:00Z');
    await correction(company.id, 'businessCategory', 'Retail', 'declined', '2026-11-22T10:00:00Z');
    await correction(company.id, 'website', 'https://acme.in', 'pending', null);
    const profile = await profileOf(company.id);
    expect(profile.provenance.corrections).toEqual([
      { field: 'email', acceptedOn: '2026-11-20' },
      { field: 'pincode', acceptedOn: '2026-11-21' },
    ]);
  });

  it('should drop the note once the field holds another value (a newer MCA file won)', async () => {
    const company = await newCompany(deps.db, { registered_office_address: '1 New Road' });
    await correction(
      company.id,
      'registeredOfficeAddress',
      '1 New Road',
      'accepted',
      '2026-11-20T10:00:00Z',
    );
    expect((await profileOf(company.id)).provenance.corrections).toHaveLength(1);
    await deps.db
      .updateTable('companies')
      .set({ registered_office_address: '9 Registry Street', updated_at: sql`now()` })
      .where('id', '=', company.id)
      .execute();
    expect((await profileOf(company.id)).provenance.corrections).toEqual([]);
  });

  it('should still read the profile in one statement', async () => {
    const company = await newCompany(deps.db, { website: 'https://acme.in' });
    await correction(company.id, 'website', 'https://acme.in', 'accepted', '2026-11-20T10:00:00Z');
    queryCount = 0;
    const response = await app.inject({ method: 'GET', url: `/api/companies/${company.id}` });
    expect(response.statusCode).toBe(200);
    expect(queryCount).toBe(1);
  });
});
