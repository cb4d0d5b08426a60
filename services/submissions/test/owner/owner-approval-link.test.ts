import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompany } from '@trusthive/platform/testing';
import { sendQueuedMail } from '../../src/shared/mail/send-mail';
import { PDF, PNG, multipart, newKey } from '../support';
import { addOwner, issueOwnerToken } from '../support/owner-session';
import { startStaffService, type StaffTestService } from '../support/staff-service';
import { createStaffAccount, signInStaff, type StaffSignInHeaders } from '../support/staff-session';

// An approved claimant's first way in (issue 19): the claim-approved mail carries a sign-in
// link issued in the approval's transaction; it signs in to an account listing the company.
// Once the mail is sent, the table keeps no copy of the link.

let service: StaffTestService;
let moderator: StaffSignInHeaders;

beforeAll(async () => {
  service = await startStaffService('owner-approval-link-test');
  moderator = await signInStaff(
    service.app,
    await createStaffAccount(service.deps.db, { role: 'moderator' }),
  );
});

afterAll(async () => {
  await service?.close();
});

async function approvedClaim(companyId: number, email: string): Promise<void> {
  const body = await multipart(
    { mobile: '9876543210', email },
    {
      directorIdProof: { name: 'pan.png', bytes: PNG },
      businessProof: { name: 'gst.pdf', bytes: PDF },
    },
  );
  const submitted = await service.app.inject({
    method: 'POST',
    url: `/api/companies/${companyId}/claims`,
    payload: body.payload,
    headers: { ...body.headers, 'idempotency-key': newKey() },
  });
  expect(submitted.statusCode).toBe(201);
  const decided = await service.app.inject({
    method: 'POST',
    url: `/api/staff/queues/claims/${submitted.json().id}/decision`,
    headers: moderator.headers,
    payload: { outcome: 'approve' },
  });
  expect(decided.statusCode).toBe(200);
}

const approvalMail = (email: string) =>
  service.deps.db
    .selectFrom('mail_messages')
    .select(['id', 'data'])
    .where('to_address', '=', email)
    .where('template', '=', 'claim-approved')
    .executeTakeFirstOrThrow();

describe('the claim-approved mail', () => {
  it('should sign the claimant in to an account listing the company, once', async () => {
    const company = await newCompany(service.deps.db);
    const email = `director-${company.id}@acme-traders.in`;
    await approvedClaim(company.id, email);
    const { data } = await approvalMail(email);
    const token = /#token=(.+)$/.exec((data as { signInUrl: string }).signInUrl)![1]!;
    const started = performance.now();
    const signedIn = await service.app.inject({
      method: 'POST',
      url: '/api/account/session',
      payload: { token },
    });
    const linkToSessionMs = performance.now() - started;
    expect(signedIn.statusCode).toBe(200);
    const cookie = (signedIn.headers['set-cookie'] as string).split(';')[0]!;
    const companies = await service.app.inject({
      method: 'GET',
      url: '/api/account/companies',
      headers: { cookie },
    });
    expect(companies.json()).toEqual({
      companies: [
        {
          id: company.id,
          name: company.company_name,
          cin: company.cin,
          status: 'Active',
          profilePath: `/company/${company.id}`,
          isVerified: false,
        },
      ],
    });
    console.info(`sign-in link → session (in-process): ${linkToSessionMs.toFixed(1)} ms`);
    const again = await service.app.inject({
      method: 'POST',
      url: '/api/account/session',
      payload: { token },
    });
    expect(again.statusCode).toBe(410);
  });

  it('should turn a link into a session in tens of milliseconds (figure for the issue)', async () => {
    const company = await newCompany(service.deps.db);
    const email = await addOwner(service.deps.db, company.id);
    const times: number[] = [];
    for (let index = 0; index < 30; index++) {
      const token = await issueOwnerToken(service.app, email);
      const started = performance.now();
      const response = await service.app.inject({
        method: 'POST',
        url: '/api/account/session',
        headers: { 'x-forwarded-for': `10.55.0.${index + 1}` },
        payload: { token },
      });
      times.push(performance.now() - started);
      expect(response.statusCode).toBe(200);
    }
    times.sort((a, b) => a - b);
    const at = (share: number) =>
      times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
    console.info(
      `sign-in link → session (in-process, 30 links): median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`,
    );
    expect(at(0.5)).toBeLessThan(1_000);
  });

  it('should keep no copy of the link once the mail is sent', async () => {
    const company = await newCompany(service.deps.db);
    const email = `director-${company.id}@acme-traders.in`;
    await approvedClaim(company.id, email);
    const mail = await approvalMail(email);
    const sent: string[] = [];
    await sendQueuedMail(
      {
        db: service.deps.db,
        sender: {
          send: async (message) => {
            sent.push(message.text);
            return { messageId: '<test@trusthive.test>', response: '250 OK' };
          },
        },
        messageIdDomain: 'trusthive.test',
      },
      mail.id,
      { finalAttempt: false },
    );
    const signInUrl = (mail.data as { signInUrl: string }).signInUrl;
    expect(sent[0]).toContain(signInUrl);
    const after = await approvalMail(email);
    expect(after.data).not.toHaveProperty('signInUrl');
    expect(JSON.stringify(after.data)).not.toContain('token=');
  });
});
