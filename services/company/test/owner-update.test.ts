import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyProfileSchema } from '@trusthive/contracts';
import {
  buildServiceServer,
  createServiceDeps,
  loadConfig,
  type Server,
  type ServiceDeps,
} from '@trusthive/platform';
import { newCompany, testDatabaseUrl, testRedisUrl } from '@trusthive/platform/testing';
import { buildApp } from '../src/app';

// Issue 19: the profile says when the owner last changed it themselves ("Updated by the owner
// on {date}"), from the stamp the submissions service writes with the change.

let app: Server;
let deps: ServiceDeps;

beforeAll(async () => {
  deps = createServiceDeps(
    {
      ...loadConfig({ LOG_LEVEL: 'silent' }),
      database: { url: testDatabaseUrl(), poolSize: 2 },
      redis: { url: testRedisUrl() },
    },
    'company-owner-update-test',
  );
  app = await buildServiceServer('company', deps, buildApp);
});

afterAll(async () => {
  await app?.close();
  await deps?.db.destroy();
  deps?.redis.disconnect();
});

const profileOf = async (id: number) => {
  const response = await app.inject({ method: 'GET', url: `/api/companies/${id}` });
  expect(response.statusCode).toBe(200);
  return companyProfileSchema.parse(response.json());
};

describe('the profile’s owner update', () => {
  it('should be null for a company its owner never changed', async () => {
    const company = await newCompany(deps.db);
    expect((await profileOf(company.id)).provenance.ownerUpdate).toBeNull();
  });

  it('should give the day (UTC) and the fields of the owner’s last change, with the new text', async () => {
    const company = await newCompany(deps.db);
    await sql`
      update companies
         set description = 'Makers of steel kitchenware.',
             owner_updated_at = '2026-11-24T20:30:00Z',
             owner_updated_fields = array['description', 'logo', 'not-a-field']
       where id = ${company.id}`.execute(deps.db);
    const profile = await profileOf(company.id);
    expect(profile.company.description).toBe('Makers of steel kitchenware.');
    expect(profile.provenance.ownerUpdate).toEqual({
      updatedOn: '2026-11-24',
      fields: ['description', 'logo'],
    });
  });
});
