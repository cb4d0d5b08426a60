import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OWNER_AUTH_MESSAGES,
  OWNER_REPLY_MESSAGES,
  REPLY_BODY_MAX_LENGTH,
  UNSTORABLE_TEXT_MESSAGE,
  ownerUpheldReportSchema,
  ownerUpheldReportsSchema,
} from '@trusthive/contracts';
import { newCompany } from '@trusthive/platform/testing';
import { startStaffService, type StaffTestService } from '../support/staff-service';
import { addOwner, signInOwner, type OwnerSignInHeaders } from '../support/owner-session';
import { createStaffAccount, signInStaff, type StaffSignInHeaders } from '../support/staff-session';

// An owner's replies to upheld reports (issue 19) through /api/account: the company's upheld
// reports with each reply's state, one reply per report, moderation by staff, and the rules
// every owner route keeps (own company only, session, CSRF, removed owner, expiry).

let service: StaffTestService;
let moderator: StaffSignInHeaders;

beforeAll(async () => {
  service = await startStaffService('owner-replies-test');
  moderator = await signInStaff(
    service.app,
    await createStaffAccount(service.deps.db, { role: 'moderator' }),
  );
});

afterAll(async () => {
  await service?.close();
});

const db = () => service.deps.db;
const { companyNotFound, signedOut, csrf } = OWNER_AUTH_MESSAGES;

async function addReport(
  companyId: number,
  status: 'open' | 'upheld' | 'dismissed',
  summary = 'Advance payments taken without delivery.',
  decidedAt = new Date(),
) {
  const row = await db()
    .insertInto('reports')
    .values({
      company_id: companyId,
      company_name: 'Acme',
      report_type: 'Scam',
      description: 'Took an advance and never delivered.',
      reporter_name: 'Ravi',
      reporter_email: 'ravi@example.in',
      status,
      public_summary: status === 'upheld' ? summary : null,
      decision_reason: status === 'dismissed' ? 'No evidence.' : null,
      decided_at: status === 'open' ? null : decidedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A company with one owner signed in and one upheld report. */
async function ownedCompanyWithReport() {
  const company = await newCompany(db());
  const email = await addOwner(db(), company.id);
  const session = await signInOwner(service.app, email);
  const reportId = await addReport(company.id, 'upheld');
  return { company, email, session, reportId };
}

const reportsOf = (companyId: number | string, who: OwnerSignInHeaders | null) =>
  service.app.inject({
    method: 'GET',
    url: `/api/account/companies/${companyId}/reports`,
    ...(who ? { headers: who.headers } : {}),
  });

const reply = (
  companyId: number | string,
  reportId: number | string,
  payload: unknown,
  who: OwnerSignInHeaders | { headers: Record<string, string> } | null,
) =>
  service.app.inject({
    method: 'POST',
    url: `/api/account/companies/${companyId}/reports/${reportId}/reply`,
    ...(who ? { headers: who.headers } : {}),
    payload: payload as object,
  });

const repliesOf = (reportId: number) =>
  db().selectFrom('report_replies').selectAll().where('report_id', '=', reportId).execute();

const BODY = 'We refunded every affected order in October and changed our courier.';

describe('GET /api/account/companies/:id/reports', () => {
  it('should list the upheld reports only, newest first, each with no reply yet', async () => {
    const company = await newCompany(db());
    const email = await addOwner(db(), company.id);
    const session = await signInOwner(service.app, email);
    const older = await addReport(company.id, 'upheld', 'Older.', new Date('2026-03-01T10:00:00Z'));
    const newer = await addReport(company.id, 'upheld', 'Newer.', new Date('2026-05-09T20:00:00Z'));
    await addReport(company.id, 'open');
    await addReport(company.id, 'dismissed');
    const response = await reportsOf(company.id, session);
    expect(response.statusCode).toBe(200);
    expect(ownerUpheldReportsSchema.parse(response.json())).toEqual({
      reports: [
        // 20:00 UTC is already the next day in India.
        { id: newer, summary: 'Newer.', upheldOn: '2026-05-10', reply: null },
        { id: older, summary: 'Older.', upheldOn: '2026-03-01', reply: null },
      ],
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('POST /api/account/companies/:id/reports/:reportId/reply', () => {
  it('should take the reply for moderation, with its audit entry, and show it pending', async () => {
    const { company, email, session, reportId } = await ownedCompanyWithReport();
    const response = await reply(company.id, reportId, { body: `  ${BODY}  ` }, session);
    expect(response.statusCode).toBe(201);
    expect(ownerUpheldReportSchema.parse(response.json())).toMatchObject({
      id: reportId,
      reply: { body: BODY, status: 'pending', decidedAt: null, declineReason: null },
    });
    const [row] = await repliesOf(reportId);
    expect(row).toMatchObject({ company_id: company.id, owner_email: email, status: 'pending' });
    const audit = await db()
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('subject_kind', '=', 'report_reply')
      .where('subject_id', '=', String(row!.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: null,
      actor_owner_email: email.toLowerCase(),
      action: 'owner.report_reply',
      before: null,
      after: { status: 'pending', reportId, companyId: company.id, body: BODY },
    });
    const listed = ownerUpheldReportsSchema.parse((await reportsOf(company.id, session)).json());
    expect(listed.reports[0]!.reply?.status).toBe('pending');
    // The staff queue has it.
    const queue = await service.app.inject({
      method: 'GET',
      url: `/api/staff/queues/replies/${row!.id}`,
      headers: moderator.headers,
    });
    expect(queue.json()).toMatchObject({ body: BODY, ownerEmail: email, status: 'pending' });
  });

  it('should answer a second reply with 409 while the first waits and once it is published', async () => {
    const { company, session, reportId } = await ownedCompanyWithReport();
    expect((await reply(company.id, reportId, { body: BODY }, session)).statusCode).toBe(201);
    const waiting = await reply(company.id, reportId, { body: 'Another answer.' }, session);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toEqual({ error: OWNER_REPLY_MESSAGES.alreadyReplied });
    const [row] = await repliesOf(reportId);
    const published = await service.app.inject({
      method: 'POST',
      url: `/api/staff/queues/replies/${row!.id}/decision`,
      headers: moderator.headers,
      payload: { outcome: 'publish' },
    });
    expect(published.statusCode).toBe(200);
    const after = await reply(company.id, reportId, { body: 'Another answer.' }, session);
    expect(after.statusCode).toBe(409);
    const rows = await repliesOf(reportId);
    expect(rows.map((one) => [one.body, one.status])).toEqual([[BODY, 'published']]);
    const listed = ownerUpheldReportsSchema.parse((await reportsOf(company.id, session)).json());
    expect(listed.reports[0]!.reply).toMatchObject({ status: 'published', declineReason: null });
  });

  it('should show a decline with its reason, and take a new reply to the same report', async () => {
    const { company, session, reportId } = await ownedCompanyWithReport();
    await reply(company.id, reportId, { body: 'Ravi from Pune is lying.' }, session);
    const [row] = await repliesOf(reportId);
    const reason = 'The reply names the person who reported.';
    await service.app.inject({
      method: 'POST',
      url: `/api/staff/queues/replies/${row!.id}/decision`,
      headers: moderator.headers,
      payload: { outcome: 'decline', reason },
    });
    const listed = ownerUpheldReportsSchema.parse((await reportsOf(company.id, session)).json());
    expect(listed.reports[0]!.reply).toMatchObject({ status: 'declined', declineReason: reason });
    const again = await reply(company.id, reportId, { body: BODY }, session);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      reply: { body: BODY, status: 'pending', declineReason: null, decidedAt: null },
    });
    const rows = await repliesOf(reportId);
    expect(rows.map((one) => [one.id, one.status])).toEqual([[row!.id, 'pending']]);
  });

  it.each([
    [{}, OWNER_REPLY_MESSAGES.missingBody],
    [{ body: '   ' }, OWNER_REPLY_MESSAGES.missingBody],
    [{ body: 'x'.repeat(REPLY_BODY_MAX_LENGTH + 1) }, OWNER_REPLY_MESSAGES.tooLong],
  ])('should refuse the body %#, naming the field and saving nothing', async (payload, error) => {
    const { company, session, reportId } = await ownedCompanyWithReport();
    const response = await reply(company.id, reportId, payload, session);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { ...error, field: 'body' } });
    expect(await repliesOf(reportId)).toEqual([]);
  });

  it('should take a reply of exactly the longest length', async () => {
    const { company, session, reportId } = await ownedCompanyWithReport();
    const body = 'x'.repeat(REPLY_BODY_MAX_LENGTH);
    expect((await reply(company.id, reportId, { body }, session)).statusCode).toBe(201);
  });

  it('should refuse a NUL character or a non-string body with 400', async () => {
    const { company, session, reportId } = await ownedCompanyWithReport();
    const nul = await reply(company.id, reportId, { body: 'A\u0000B' }, session);
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ error: { ...UNSTORABLE_TEXT_MESSAGE, field: 'body' } });
    for (const body of [42, ['x']]) {
      const response = await reply(company.id, reportId, { body }, session);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { ...OWNER_REPLY_MESSAGES.missingBody, field: 'body' },
      });
    }
    expect(await repliesOf(reportId)).toEqual([]);
  });

  it('should answer 404 for a report that is open, dismissed, unknown or another company’s', async () => {
    const { company, session } = await ownedCompanyWithReport();
    const elsewhere = await addReport((await newCompany(db())).id, 'upheld');
    for (const reportId of [
      await addReport(company.id, 'open'),
      await addReport(company.id, 'dismissed'),
      elsewhere,
      999_999_999,
      'abc',
    ]) {
      const response = await reply(company.id, reportId, { body: BODY }, session);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: OWNER_REPLY_MESSAGES.reportNotFound });
    }
    expect(await repliesOf(elsewhere)).toEqual([]);
  });

  it('should let only one of two replies sent at once to one report through', async () => {
    const { company, session, reportId } = await ownedCompanyWithReport();
    const answers = await Promise.all([
      reply(company.id, reportId, { body: 'First.' }, session),
      reply(company.id, reportId, { body: 'Second.' }, session),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await repliesOf(reportId)).toHaveLength(1);
  });
});

describe('the owner rules on reply routes', () => {
  it('should answer another owner’s company exactly as a missing one (404), touching nothing', async () => {
    const first = await ownedCompanyWithReport();
    const second = await ownedCompanyWithReport();
    const foreignList = await reportsOf(first.company.id, second.session);
    const missingList = await reportsOf(999_999_999, second.session);
    expect(foreignList.statusCode).toBe(404);
    expect(foreignList.json()).toEqual({ error: companyNotFound });
    expect(missingList.json()).toEqual(foreignList.json());
    const foreignReply = await reply(
      first.company.id,
      first.reportId,
      { body: BODY },
      second.session,
    );
    expect(foreignReply.statusCode).toBe(404);
    expect(foreignReply.json()).toEqual({ error: companyNotFound });
    // Their own company id with the other company's report is that report unknown here.
    const crossed = await reply(second.company.id, first.reportId, { body: BODY }, second.session);
    expect(crossed.statusCode).toBe(404);
    expect(await repliesOf(first.reportId)).toEqual([]);
    expect((await reportsOf('abc', second.session)).statusCode).toBe(404);
  });

  it('should answer 401 without a session and 403 to a reply without the CSRF token', async () => {
    const { company, session, reportId } = await ownedCompanyWithReport();
    const anonymousList = await reportsOf(company.id, null);
    expect(anonymousList.statusCode).toBe(401);
    expect(anonymousList.json()).toEqual({ error: signedOut });
    expect((await reply(company.id, reportId, { body: BODY }, null)).statusCode).toBe(401);
    const noToken = await reply(
      company.id,
      reportId,
      { body: BODY },
      { headers: { cookie: session.headers.cookie } },
    );
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toEqual({ error: csrf });
    const wrongToken = await reply(
      company.id,
      reportId,
      { body: BODY },
      { headers: { ...session.headers, 'x-csrf-token': randomUUID() } },
    );
    expect(wrongToken.statusCode).toBe(403);
    expect(await repliesOf(reportId)).toEqual([]);
  });

  it('should refuse a removed owner (404, as for a stranger) before a reply is saved', async () => {
    const { company, email, session, reportId } = await ownedCompanyWithReport();
    await db().deleteFrom('company_owners').where('email', '=', email).execute();
    const response = await reply(company.id, reportId, { body: BODY }, session);
    expect(response.statusCode).toBe(404);
    expect((await reportsOf(company.id, session)).statusCode).toBe(404);
    expect(await repliesOf(reportId)).toEqual([]);
  });

  it('should answer 401 once the session expired', async () => {
    const { company, session, reportId } = await ownedCompanyWithReport();
    expect((await reportsOf(company.id, session)).statusCode).toBe(200);
    // Past both the idle and the absolute lifetime of every session.
    service.clock.advance(service.app.ownerAuth.sessions.absoluteMs + 1);
    expect((await reportsOf(company.id, session)).statusCode).toBe(401);
    expect((await reply(company.id, reportId, { body: BODY }, session)).statusCode).toBe(401);
    expect(await repliesOf(reportId)).toEqual([]);
  });
});
