import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustScoreSchema } from '@trusthive/contracts';
import {
  buildServiceServer,
  createServiceDeps,
  loadConfig,
  type Server,
  type ServiceDeps,
} from '@trusthive/platform';
import { newCompany, testDatabaseUrl, testRedisUrl } from '@trusthive/platform/testing';
import { buildApp } from '../src/app';

// Issue 18 wires the hook issue 20 left: each report staff upheld is a red flag dated by the
// day it was upheld; open and dismissed reports change nothing.

let app: Server;
let deps: ServiceDeps;

beforeAll(async () => {
  deps = createServiceDeps(
    {
      ...loadConfig({ LOG_LEVEL: 'silent' }),
      database: { url: testDatabaseUrl(), poolSize: 2 },
      redis: { url: testRedisUrl() },
    },
    'scoring-upheld-test',
  );
  app = await buildServiceServer('scoring', deps, buildApp);
});

afterAll(async () => {
  await app?.close();
  await deps?.db.destroy();
  deps?.redis.disconnect();
});

const scoreOf = async (id: number) =>
  trustScoreSchema.parse(
    (await app.inject({ method: 'GET', url: `/api/companies/${id}/trust-score` })).json(),
  );

const addReport = (
  companyId: number,
  status: 'open' | 'upheld' | 'dismissed',
  decidedAt?: string,
) =>
  deps.db
    .insertInto('reports')
    .values({
      company_id: companyId,
      company_name: 'Acme',
      report_type: 'Scam',
      description: 'Never delivered.',
      reporter_name: 'Someone',
      reporter_email: 'someone@example.in',
      status,
      public_summary: status === 'upheld' ? 'Advance taken, goods never delivered.' : null,
      decision_reason: status === 'dismissed' ? 'No evidence' : null,
      decided_at: status === 'open' ? null : (decidedAt ?? new Date()),
    })
    .execute();

describe('upheld reports in the red flags', () => {
  it('should take 5 points per upheld report and ignore open and dismissed ones', async () => {
    const company = await newCompany(deps.db);
    const before = await scoreOf(company.id);
    await addReport(company.id, 'open');
    await addReport(company.id, 'dismissed');
    expect((await scoreOf(company.id)).score).toBe(before.score);

    await addReport(company.id, 'upheld', '2026-11-20T06:00:00Z');
    await addReport(company.id, 'upheld', '2026-11-22T06:00:00Z');
    const after = await scoreOf(company.id);
    const flags = after.redFlags.filter((flag) => flag.source === 'TrustHive reports');
    expect(flags).toEqual([
      {
        title: 'A report about this company was upheld by the TrustHive team.',
        points: 5,
        source: 'TrustHive reports',
        date: '2026-11-20',
      },
      {
        title: 'A report about this company was upheld by the TrustHive team.',
        points: 5,
        source: 'TrustHive reports',
        date: '2026-11-22',
      },
    ]);
    expect(after.score).toBeLessThan(before.score);
  });
});
