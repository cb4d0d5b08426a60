import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyProfileSchema,
  ownerChangeRequestsSchema,
  trustScoreSchema,
} from '@trusthive/contracts';
import {
  buildServiceServer,
  createServiceDeps,
  loadConfig,
  type Server,
  type ServiceDeps,
} from '@trusthive/platform';
import { newCompany, testDatabaseUrl, testRedisUrl } from '@trusthive/platform/testing';
import { buildApp as buildCompany } from '@trusthive/company';
import { buildApp as buildScoring } from '@trusthive/scoring';
import { buildApp as buildSubmissions } from '@trusthive/submissions';
import { PNG, multipart } from '../../services/submissions/test/support';
import { addOwner, signInOwner } from '../../services/submissions/test/support/owner-session';
import {
  createStaffAccount,
  signInStaff,
} from '../../services/submissions/test/support/staff-session';

// Issue 37, finding 4, as the probe saw it: an owner's new logo moved the trust score at once
// (30 → 34). Through the real submissions, scoring and company services on one database: the
// score and the public profile stay as they were while the logo waits for review, and move
// only once a moderator approves it in the Owner changes queue. The same for a new contact
// e-mail, which shows only once the link mailed to it is followed.

let deps: ServiceDeps;
const apps: Record<'company' | 'scoring' | 'submissions', Server> = {} as never;

beforeAll(async () => {
  deps = createServiceDeps(
    {
      ...loadConfig({ LOG_LEVEL: 'silent' }),
      database: { url: testDatabaseUrl(), poolSize: 4 },
      redis: { url: testRedisUrl() },
      queues: { prefix: `test-${randomUUID()}` },
      storage: { dir: mkdtempSync(path.join(tmpdir(), 'trusthive-owner-logo-')) },
    },
    'owner-logo-review-test',
  );
  apps.company = await buildServiceServer('company', deps, buildCompany);
  apps.scoring = await buildServiceServer('scoring', deps, buildScoring);
  apps.submissions = await buildServiceServer('submissions', deps, buildSubmissions);
});

afterAll(async () => {
  for (const app of Object.values(apps)) await app?.close();
  await deps?.db.destroy();
  deps?.redis.disconnect();
});

async function trustScore(companyId: number) {
  const response = await apps.scoring.inject({
    method: 'GET',
    url: `/api/companies/${companyId}/trust-score`,
  });
  expect(response.statusCode).toBe(200);
  const score = trustScoreSchema.parse(response.json());
  const completeness = score.components.find((part) => part.name === 'Profile Completeness');
  return { score: score.score, completeness: completeness?.score };
}

async function publicProfile(companyId: number) {
  const response = await apps.company.inject({ method: 'GET', url: `/api/companies/${companyId}` });
  expect(response.statusCode).toBe(200);
  return companyProfileSchema.parse(response.json()).company;
}

describe('an owner’s logo change', () => {
  it('should not move the trust score or the public profile until staff approve it', async () => {
    const company = await newCompany(deps.db);
    const owner = await signInOwner(apps.submissions, await addOwner(deps.db, company.id));
    const before = await trustScore(company.id);

    const body = await multipart({ name: 'Own logo' }, { file: { name: 'logo.png', bytes: PNG } });
    const upload = await apps.submissions.inject({
      method: 'POST',
      url: '/api/uploads/logos',
      payload: body.payload,
      headers: { ...body.headers, cookie: owner.headers.cookie },
    });
    expect(upload.statusCode).toBe(201);
    const logo = upload.json<{ url: string }>().url;
    const edited = await apps.submissions.inject({
      method: 'PATCH',
      url: `/api/account/companies/${company.id}`,
      headers: owner.headers,
      payload: { logo },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ logo: null, pendingReview: ['logo'] });

    expect(await trustScore(company.id)).toEqual(before);
    expect((await publicProfile(company.id)).logo).toBeNull();

    const requests = await apps.submissions.inject({
      method: 'GET',
      url: `/api/account/companies/${company.id}/change-requests`,
      headers: owner.headers,
    });
    const [request] = ownerChangeRequestsSchema.parse(requests.json()).requests;
    const moderator = await signInStaff(
      apps.submissions,
      await createStaffAccount(deps.db, { role: 'moderator' }),
    );
    const approved = await apps.submissions.inject({
      method: 'POST',
      url: `/api/staff/queues/owner-changes/${request!.id}/decision`,
      headers: moderator.headers,
      payload: { outcome: 'approve' },
    });
    expect(approved.statusCode).toBe(200);

    const after = await trustScore(company.id);
    expect(after.completeness).toBe(before.completeness! + 3);
    expect(after.score).toBeGreaterThan(before.score);
    expect((await publicProfile(company.id)).logo).toBe(logo);
  });
});

describe('an owner’s new contact e-mail', () => {
  it('should reach the public profile only once the mailed link is followed', async () => {
    const old = `old-${randomUUID().slice(0, 8)}@acme-traders.in`;
    const company = await newCompany(deps.db, { email: old });
    const owner = await signInOwner(apps.submissions, await addOwner(deps.db, company.id));
    const address = `sales-${randomUUID().slice(0, 8)}@acme-traders.in`;
    const edited = await apps.submissions.inject({
      method: 'PATCH',
      url: `/api/account/companies/${company.id}`,
      headers: owner.headers,
      payload: { contactEmail: address },
    });
    expect(edited.statusCode).toBe(200);
    expect((await publicProfile(company.id)).email).toBe(old);

    // The link as the mail carries it (the mail's delivery: contact-email-confirm.test.ts).
    const mail = await deps.db
      .selectFrom('mail_messages')
      .select('data')
      .where('to_address', '=', address)
      .where('template', '=', 'contact-email-confirm')
      .executeTakeFirstOrThrow();
    const token = /#token=(.+)$/.exec((mail.data as { confirmUrl: string }).confirmUrl)![1]!;
    const confirmed = await apps.submissions.inject({
      method: 'POST',
      url: '/api/account/contact-email/confirmations',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await publicProfile(company.id)).email).toBe(address);
  });
});
