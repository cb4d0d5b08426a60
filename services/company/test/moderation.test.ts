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

// Issue 18 on the profile: a claim waiting for review, and upheld reports (summary and date
// only: never the reporter, never their words).

let app: Server;
let deps: ServiceDeps;

beforeAll(async () => {
  deps = createServiceDeps(
    {
      ...loadConfig({ LOG_LEVEL: 'silent' }),
      database: { url: testDatabaseUrl(), poolSize: 2 },
      redis: { url: testRedisUrl() },
    },
    'company-moderation-test',
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
  return { body: companyProfileSchema.parse(response.json()), raw: response.body };
};

const addClaim = (companyId: number, status: 'pending' | 'approved' | 'rejected') =>
  deps.db
    .insertInto('company_claims')
    .values({
      company_id: companyId,
      mobile_number: '9876543210',
      email: 'director@acme.in',
      director_id_proof_url: `claims/${companyId}/director-1-a.pdf`,
      business_proof_url: `claims/${companyId}/business-1-b.pdf`,
      status,
      reviewed_at: status === 'pending' ? null : new Date(),
    })
    .execute();

const addReport = (
  companyId: number,
  fields: { status: 'open' | 'upheld' | 'dismissed'; summary?: string; decidedAt?: string },
) =>
  deps.db
    .insertInto('reports')
    .values({
      company_id: companyId,
      company_name: 'Acme',
      report_type: 'Scam',
      description: 'Took an advance of Rs 40,000 and never delivered the goods.',
      reporter_name: 'Ravi Secretname',
      reporter_email: 'ravi.secret@example.in',
      reporter_phone: '9123456789',
      status: fields.status,
      public_summary: fields.summary ?? null,
      decision_reason: fields.status === 'dismissed' ? 'No evidence' : null,
      decided_at: fields.status === 'open' ? null : (fields.decidedAt ?? new Date()),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

const addReply = async (
  companyId: number,
  reportId: number,
  status: 'pending' | 'published' | 'declined',
  body: string,
) => {
  const staff = await deps.db
    .insertInto('staff_accounts')
    .values({
      email: `replies-${companyId}-${reportId}@trusthive.test`,
      display_name: 'Reply Moderator',
      role: 'moderator',
      password_hash: 'not-a-real-hash',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await deps.db
    .insertInto('report_replies')
    .values({
      report_id: reportId,
      company_id: companyId,
      owner_email: 'owner@acme.in',
      body,
      status,
      decided_by: status === 'pending' ? null : staff.id,
      decided_at: status === 'pending' ? null : '2026-06-01T20:00:00Z',
      decision_reason: status === 'declined' ? 'Names the reporter' : null,
    })
    .execute();
};

describe('the profile claim state', () => {
  it('should say unclaimed without a claim, and after a rejected one', async () => {
    const company = await newCompany(deps.db);
    expect((await profileOf(company.id)).body.claimStatus).toBe('unclaimed');
    await addClaim(company.id, 'rejected');
    expect((await profileOf(company.id)).body.claimStatus).toBe('unclaimed');
  });

  it('should say pending while a claim waits for review', async () => {
    const company = await newCompany(deps.db);
    await addClaim(company.id, 'pending');
    const { body } = await profileOf(company.id);
    expect(body.claimStatus).toBe('pending');
    expect(body.company.isClaimed).toBe(false);
  });

  it('should say claimed once the company is claimed', async () => {
    const company = await newCompany(deps.db, { is_claimed: true });
    await addClaim(company.id, 'approved');
    expect((await profileOf(company.id)).body.claimStatus).toBe('claimed');
  });
});

describe('the profile upheld reports', () => {
  it('should list upheld reports newest first with summary and date, and nothing of the reporter', async () => {
    const company = await newCompany(deps.db);
    await addReport(company.id, { status: 'open' });
    await addReport(company.id, { status: 'dismissed' });
    await addReport(company.id, {
      status: 'upheld',
      summary: 'Advance payments taken without delivery (2026).',
      decidedAt: '2026-03-01T10:00:00Z',
    });
    await addReport(company.id, {
      status: 'upheld',
      summary: 'Listed a GSTIN that belongs to another business.',
      // 20:00 UTC is already the next day in India.
      decidedAt: '2026-05-09T20:00:00Z',
    });
    const { body, raw } = await profileOf(company.id);
    expect(body.upheldReports).toEqual([
      {
        summary: 'Listed a GSTIN that belongs to another business.',
        upheldOn: '2026-05-10',
        ownerReply: null,
      },
      {
        summary: 'Advance payments taken without delivery (2026).',
        upheldOn: '2026-03-01',
        ownerReply: null,
      },
    ]);
    for (const secret of ['Secretname', 'ravi.secret', '9123456789', 'Rs 40,000', 'No evidence']) {
      expect(raw).not.toContain(secret);
    }
  });

  it('should list none for a company without upheld reports', async () => {
    const company = await newCompany(deps.db);
    await addReport(company.id, { status: 'open' });
    expect((await profileOf(company.id)).body.upheldReports).toEqual([]);
  });

  it('should show a published owner reply under its report, and no pending or declined one', async () => {
    const company = await newCompany(deps.db);
    const published = await addReport(company.id, {
      status: 'upheld',
      summary: 'Delivered late.',
      decidedAt: '2026-05-01T10:00:00Z',
    });
    const pending = await addReport(company.id, {
      status: 'upheld',
      summary: 'Wrong invoice.',
      decidedAt: '2026-04-01T10:00:00Z',
    });
    const declined = await addReport(company.id, {
      status: 'upheld',
      summary: 'No refund.',
      decidedAt: '2026-03-01T10:00:00Z',
    });
    await addReply(company.id, published.id, 'published', 'We have since refunded every order.');
    await addReply(company.id, pending.id, 'pending', 'A reply staff have not read yet.');
    await addReply(company.id, declined.id, 'declined', 'A reply staff declined.');
    const { body, raw } = await profileOf(company.id);
    expect(body.upheldReports.map((report) => report.ownerReply)).toEqual([
      // Published at 20:00 UTC: already 2 June in India.
      { body: 'We have since refunded every order.', publishedOn: '2026-06-02' },
      null,
      null,
    ]);
    for (const hidden of [
      'not read yet',
      'staff declined',
      'owner@acme.in',
      'Names the reporter',
    ]) {
      expect(raw).not.toContain(hidden);
    }
  });
});
