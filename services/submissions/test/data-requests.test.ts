import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATA_REQUEST_MESSAGES,
  dataRequestDetailSchema,
  dataRequestQueueSchema,
  type DataRequestKind,
} from '@trusthive/contracts';
import type { OutgoingMail } from '@trusthive/platform';
import { newCompany } from '@trusthive/platform/testing';
import { sendQueuedMail } from '../src/shared/mail/send-mail';
import { PDF, PNG, multipart, newKey, startService, type TestService } from './support';
import { addOwner, signInOwner } from './support/owner-session';
import { createStaffAccount, signInStaff, type StaffSignInHeaders } from './support/staff-session';

// "Your data" requests (issue 37) on real PostgreSQL, Redis and storage: a request counts only
// once its mailed link is followed; the answer never tells whether TrustHive knows the
// address; staff see the export of exactly that address, send it, and erase it, each action
// audit-logged without the person's data.

let service: TestService;
let moderator: StaffSignInHeaders;
let moderatorId: number;

beforeAll(async () => {
  service = await startService('data-requests-test');
  const account = await createStaffAccount(service.deps.db, {
    role: 'moderator',
    displayName: 'Meera Privacy',
  });
  moderatorId = account.id;
  moderator = await signInStaff(service.app, account);
});

afterAll(async () => {
  await service?.close();
});

const uniqueEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.in`;
/** A caller address of its own per request, so the per-IP limit is never what a test meets. */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const sendRequest = (payload: Record<string, unknown>, ip = someAddress()) =>
  service.app.inject({
    method: 'POST',
    url: '/api/your-data/requests',
    headers: { 'x-forwarded-for': ip },
    payload,
  });

const verify = (token: string) =>
  service.app.inject({ method: 'POST', url: '/api/your-data/verifications', payload: { token } });

/** The token of the latest confirmation link mailed to the address, as the mail carries it. */
async function mailedToken(email: string): Promise<string> {
  const mail = await service.deps.db
    .selectFrom('mail_messages')
    .select('data')
    .where('to_address', '=', email)
    .where('template', '=', 'data-request-verify')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const url = (mail.data as { verifyUrl: string }).verifyUrl;
  expect(url).toMatch(/\/your-data#token=[A-Za-z0-9_-]{43}$/);
  return url.slice(url.indexOf('#token=') + '#token='.length);
}

/** A request sent and confirmed from its mail; answers the request's id. */
async function confirmedRequest(
  email: string,
  kind: DataRequestKind,
  details = '',
): Promise<number> {
  expect((await sendRequest({ email, kind, details })).statusCode).toBe(202);
  const response = await verify(await mailedToken(email));
  expect(response.statusCode).toBe(200);
  return Number(/^DAT-(\d+)$/.exec(response.json<{ reference: string }>().reference)?.[1]);
}

const staffGet = (url: string, headers: Record<string, string> = moderator.headers) =>
  service.app.inject({ method: 'GET', url, headers });

const decide = (
  id: number,
  payload: unknown,
  headers: Record<string, string> = moderator.headers,
) =>
  service.app.inject({
    method: 'POST',
    url: `/api/staff/queues/data-requests/${id}/decision`,
    headers,
    payload: payload as Record<string, unknown>,
  });

async function openQueueEmails(): Promise<(string | null)[]> {
  const response = await staffGet('/api/staff/queues/data-requests?status=open&order=newest');
  expect(response.statusCode).toBe(200);
  return dataRequestQueueSchema.parse(response.json()).items.map((item) => item.email);
}

/** A claim, a report and a contact message sent through the public routes by one person. */
async function personWithData(email: string, companyId: number) {
  const body = await multipart(
    { mobile: '9876543210', email },
    {
      directorIdProof: { name: 'pan card.png', bytes: PNG },
      businessProof: { name: 'gst.pdf', bytes: PDF },
    },
  );
  const claim = await service.app.inject({
    method: 'POST',
    url: `/api/companies/${companyId}/claims`,
    payload: body.payload,
    headers: { ...body.headers, 'idempotency-key': newKey() },
  });
  expect(claim.statusCode).toBe(201);
  const report = await service.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: { 'idempotency-key': newKey() },
    payload: {
      companyName: 'Acme',
      companyWebsite: 'acme.in',
      reportType: 'Scam',
      description: 'Took an advance and never delivered the goods.',
      evidence: 'Bank transfer receipt of 12 March.',
      name: 'Asha Rao',
      email,
      phone: '9876543210',
      agreeTerms: true,
    },
  });
  expect(report.statusCode).toBe(201);
  const contact = await service.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'idempotency-key': newKey() },
    payload: {
      name: 'Asha Rao',
      email,
      subject: 'Business Registration',
      message: 'Where is my verification?',
    },
  });
  expect(contact.statusCode).toBe(201);
  return {
    claimId: claim.json<{ id: number }>().id,
    reportId: report.json<{ id: number }>().id,
    contactId: contact.json<{ id: number }>().id,
  };
}

describe('a "Your data" request before its link is followed', () => {
  it('answers 202 and puts nothing in the staff queue', async () => {
    const email = uniqueEmail('unverified');
    const response = await sendRequest({ email, kind: 'access', details: '' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(DATA_REQUEST_MESSAGES.linkSent);
    expect(await openQueueEmails()).not.toContain(email);
    const row = await service.deps.db
      .selectFrom('data_requests')
      .select(['id', 'status', 'verified_at', 'token_hash'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'unverified', verified_at: null });
    // Not even by its id.
    expect((await staffGet(`/api/staff/queues/data-requests/${row.id}`)).statusCode).toBe(404);
    // Only the token's hash is stored: the mailed token is not in the row.
    expect(row.token_hash).not.toContain(await mailedToken(email));
  });

  it('answers the same for an address TrustHive holds data for and one it has never seen', async () => {
    const company = await newCompany(service.deps.db);
    const known = uniqueEmail('known');
    await personWithData(known, company.id);
    const unknown = uniqueEmail('never-seen');
    const a = await sendRequest({ email: known, kind: 'erasure', details: '' });
    const b = await sendRequest({ email: unknown, kind: 'erasure', details: '' });
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect(a.body).toBe(b.body);
    // Both addresses get a confirmation mail: the mailbox, not the answer, learns the rest.
    await mailedToken(known);
    await mailedToken(unknown);
  });

  it('refuses bad input with the form’s words, and a fourth request for one address in an hour', async () => {
    const bad = await sendRequest({ email: 'not-an-address', kind: 'access' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ title: 'Invalid Email', field: 'email' });
    const noKind = await sendRequest({ email: uniqueEmail('nokind'), kind: 'delete-all' });
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().error.field).toBe('kind');
    const correction = await sendRequest({ email: uniqueEmail('c'), kind: 'correction' });
    expect(correction.statusCode).toBe(400);
    expect(correction.json().error).toMatchObject({
      message: DATA_REQUEST_MESSAGES.missingDetails.message,
      field: 'details',
    });
    const email = uniqueEmail('often');
    for (let i = 0; i < 3; i += 1) {
      expect((await sendRequest({ email, kind: 'access' })).statusCode).toBe(202);
    }
    const fourth = await sendRequest({ email, kind: 'access' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.title).toBe('Too Many Requests');
  });
});

describe('following the mailed link', () => {
  it('confirms the request once and puts it in the queue with its 30-day clock', async () => {
    const email = uniqueEmail('confirm');
    expect((await sendRequest({ email, kind: 'access' })).statusCode).toBe(202);
    const token = await mailedToken(email);
    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ ...DATA_REQUEST_MESSAGES.verified, kind: 'access' });
    const again = await verify(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().error.title).toBe(DATA_REQUEST_MESSAGES.linkUsed.title);

    const list = dataRequestQueueSchema.parse(
      (await staffGet('/api/staff/queues/data-requests?order=newest')).json(),
    );
    const item = list.items.find((one) => one.email === email);
    expect(item).toMatchObject({ kind: 'access', status: 'open', daysLeft: 30, overdue: false });
    expect(Date.parse(item!.dueAt) - Date.parse(item!.verifiedAt)).toBe(30 * 24 * 3600_000);
  });

  it('shows an overdue request as overdue', async () => {
    const email = uniqueEmail('overdue');
    const id = await confirmedRequest(email, 'access');
    await sql`
      update data_requests set verified_at = now() - interval '32 days',
        due_at = now() - interval '2 days' where id = ${id}
    `.execute(service.deps.db);
    const detail = dataRequestDetailSchema.parse(
      (await staffGet(`/api/staff/queues/data-requests/${id}`)).json(),
    );
    expect(detail).toMatchObject({ daysLeft: -2, overdue: true });
  });

  it('refuses an unknown, a malformed and an expired link, and queues nothing', async () => {
    expect((await verify('A'.repeat(43))).statusCode).toBe(400);
    expect((await verify('short')).statusCode).toBe(400);
    const email = uniqueEmail('expired');
    await sendRequest({ email, kind: 'access' });
    const token = await mailedToken(email);
    await sql`
      update data_requests set token_expires_at = now() - interval '1 minute' where email = ${email}
    `.execute(service.deps.db);
    const expired = await verify(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.title).toBe(DATA_REQUEST_MESSAGES.linkExpired.title);
    expect(await openQueueEmails()).not.toContain(email);
    // The next request of anybody removes it: an unconfirmed address (possibly typed by
    // someone else) is not kept past its link's life.
    await sendRequest({ email: uniqueEmail('next'), kind: 'access' });
    expect(
      await service.deps.db
        .selectFrom('data_requests')
        .select('id')
        .where('email', '=', email)
        .execute(),
    ).toEqual([]);
  });
});

describe('the staff queue', () => {
  it('answers 401 without a staff session, and to an owner’s session', async () => {
    const email = uniqueEmail('guarded');
    const id = await confirmedRequest(email, 'access');
    const company = await newCompany(service.deps.db);
    const owner = await signInOwner(service.app, await addOwner(service.deps.db, company.id));
    for (const headers of [{}, owner.headers] as Record<string, string>[]) {
      for (const url of [
        '/api/staff/queues/data-requests',
        `/api/staff/queues/data-requests/${id}`,
        `/api/staff/queues/data-requests/${id}/export`,
      ]) {
        const response = await staffGet(url, headers);
        expect(response.statusCode, url).toBe(401);
        expect(response.body, url).not.toContain(email);
      }
      expect((await decide(id, { outcome: 'send-export' }, headers)).statusCode).toBe(401);
    }
  });

  it("shows the export of the person's claim, report and contact rows and no other person's", async () => {
    const company = await newCompany(service.deps.db);
    const email = uniqueEmail('asha');
    const other = uniqueEmail('someone-else');
    const mine = await personWithData(email, company.id);
    await personWithData(other, (await newCompany(service.deps.db)).id);
    const id = await confirmedRequest(email, 'access');

    const detail = dataRequestDetailSchema.parse(
      (await staffGet(`/api/staff/queues/data-requests/${id}`)).json(),
    );
    const exported = detail.export as Record<string, Array<Record<string, unknown>>>;
    expect(exported.claims).toEqual([
      expect.objectContaining({ id: mine.claimId, email, mobileNumber: '9876543210' }),
    ]);
    expect(exported.reports).toEqual([
      expect.objectContaining({ id: mine.reportId, reporterEmail: email }),
    ]);
    expect(exported.contactMessages).toEqual([
      expect.objectContaining({ id: mine.contactId, email }),
    ]);
    expect(exported.mailsSent!.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(exported)).not.toContain(other);
    // No token or hash of any link is in it.
    expect(JSON.stringify(exported)).not.toMatch(/[0-9a-f]{64}|token=/);

    const download = await staffGet(`/api/staff/queues/data-requests/${id}/export`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="trusthive-data-DAT-${id}.json"`,
    );
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.json().claims[0].id).toBe(mine.claimId);
  });

  it("shows what the person's account follows and keys (issue 43), never a key's digest", async () => {
    const company = await newCompany(service.deps.db);
    const email = uniqueEmail('buyer');
    const account = await service.deps.db
      .insertInto('accounts')
      .values({ email })
      .returning('id')
      .executeTakeFirstOrThrow();
    await service.deps.db
      .insertInto('watchlist_entries')
      .values({ account_id: account.id, company_id: company.id, created_at: new Date() })
      .execute();
    await service.deps.db
      .insertInto('api_keys')
      .values({
        account_id: account.id,
        name: 'Vendor onboarding',
        key_prefix: 'th_live_Ab3dE9xQ',
        key_hash: randomBytes(32),
        rate_per_second: 10,
        daily_quota: 10_000,
        monthly_quota: 200_000,
      })
      .execute();
    const id = await confirmedRequest(email, 'access');

    const detail = dataRequestDetailSchema.parse(
      (await staffGet(`/api/staff/queues/data-requests/${id}`)).json(),
    );
    expect(detail.export).toMatchObject({
      supplierChecks: {
        following: [{ companyId: company.id, companyName: company.company_name }],
        apiKeys: [{ name: 'Vendor onboarding', key: 'th_live_Ab3dE9xQ…', revokedAt: null }],
        bulkChecks: [],
      },
    });
    expect(JSON.stringify(detail.export)).not.toMatch(/[0-9a-f]{64}/);
  });

  it('sends the export as a JSON attachment once, audit-logged without personal data', async () => {
    const company = await newCompany(service.deps.db);
    const email = uniqueEmail('export');
    const mine = await personWithData(email, company.id);
    const id = await confirmedRequest(email, 'access');

    // The action of another kind is refused.
    expect((await decide(id, { outcome: 'erase' })).statusCode).toBe(409);
    const sent = await decide(id, { outcome: 'send-export' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      status: 'exported',
      decision: { decidedBy: 'Meera Privacy' },
    });
    const again = await decide(id, { outcome: 'send-export' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.title).toBe('Already Decided');

    const mails = await service.deps.db
      .selectFrom('mail_messages')
      .select(['id', 'data'])
      .where('to_address', '=', email)
      .where('template', '=', 'data-request-export')
      .execute();
    expect(mails).toHaveLength(1);
    // Sent as the mail worker sends it: the JSON goes as an attachment, and the mail row keeps
    // no second copy of the person's data once it is out.
    const sentMails: OutgoingMail[] = [];
    const outcome = await sendQueuedMail(
      {
        db: service.deps.db,
        sender: {
          send: async (mail) => {
            sentMails.push(mail);
            return { messageId: mail.messageId, response: '250 Accepted' };
          },
        },
        messageIdDomain: 'trusthive.test',
      },
      mails[0]!.id,
      { finalAttempt: false },
    );
    expect(outcome.outcome).toBe('sent');
    expect(sentMails[0]!.attachments).toHaveLength(1);
    expect(sentMails[0]!.attachments![0]!.filename).toBe(`trusthive-data-DAT-${id}.json`);
    const attached = JSON.parse(sentMails[0]!.attachments![0]!.content);
    expect(attached.claims[0].id).toBe(mine.claimId);
    const after = await service.deps.db
      .selectFrom('mail_messages')
      .select('data')
      .where('id', '=', mails[0]!.id)
      .executeTakeFirstOrThrow();
    expect(after.data).toEqual({ reference: `DAT-${id}` });

    const audit = await service.deps.db
      .selectFrom('staff_audit_log')
      .select(['actor_id', 'action', 'before', 'after'])
      .where('subject_kind', '=', 'data_request')
      .where('subject_id', '=', String(id))
      .execute();
    expect(audit).toEqual([
      {
        actor_id: moderatorId,
        action: 'data_request.exported',
        before: { requestId: id, status: 'open' },
        after: { requestId: id, status: 'exported' },
      },
    ]);
  });

  it('marks a correction corrected with its note, mailed to the person', async () => {
    const email = uniqueEmail('correct');
    const id = await confirmedRequest(email, 'correction', 'My name is spelt Asha, not Aasha.');
    expect((await decide(id, { outcome: 'corrected', note: '' })).statusCode).toBe(400);
    const done = await decide(id, { outcome: 'corrected', note: 'The name now reads Asha.' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'corrected',
      details: 'My name is spelt Asha, not Aasha.',
      decision: { reason: 'The name now reads Asha.' },
    });
    const mail = await service.deps.db
      .selectFrom('mail_messages')
      .select('data')
      .where('to_address', '=', email)
      .where('template', '=', 'data-request-closed')
      .executeTakeFirstOrThrow();
    expect(mail.data).toMatchObject({ outcome: 'The name now reads Asha.' });
  });

  it("erases the person's rows and claim documents everywhere, keeps the audit, and logs it", async () => {
    const company = await newCompany(service.deps.db);
    const email = uniqueEmail('erase');
    const other = uniqueEmail('stays');
    const mine = await personWithData(email, company.id);
    const theirs = await personWithData(other, (await newCompany(service.deps.db)).id);
    await addOwner(service.deps.db, company.id, email);
    const ownerSession = await signInOwner(service.app, email);
    const openAccess = await confirmedRequest(email, 'access');
    const claim = await service.deps.db
      .selectFrom('company_claims')
      .select(['director_id_proof_url', 'business_proof_url'])
      .where('id', '=', mine.claimId)
      .executeTakeFirstOrThrow();
    const documents = [claim.director_id_proof_url, claim.business_proof_url];
    for (const key of documents) expect(await service.storage.exists('private', key)).toBe(true);
    const id = await confirmedRequest(email, 'erasure');

    const erased = await decide(id, { outcome: 'erase' });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({ status: 'erased', email: null, export: null });
    expect(erased.body).not.toContain(email);

    for (const key of documents) expect(await service.storage.exists('private', key)).toBe(false);
    // The owner is signed out, and the address's other request has nothing left to act on.
    const session = await service.app.inject({
      method: 'GET',
      url: '/api/account/session',
      headers: ownerSession.headers,
    });
    expect(session.statusCode).toBe(401);
    const leftOver = await decide(openAccess, { outcome: 'send-export' });
    expect(leftOver.statusCode).toBe(409);
    expect(leftOver.json().error.title).toBe('Address Erased');
    const db = service.deps.db;
    expect(
      await db.selectFrom('company_claims').select('id').where('id', '=', mine.claimId).execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('contact_messages')
        .select('id')
        .where('id', '=', mine.contactId)
        .execute(),
    ).toEqual([]);
    const report = await db
      .selectFrom('reports')
      .select(['reporter_name', 'reporter_email', 'reporter_phone', 'description'])
      .where('id', '=', mine.reportId)
      .executeTakeFirstOrThrow();
    expect(report).toEqual({
      reporter_name: 'Erased on request',
      reporter_email: `erased-${id}@erased.invalid`,
      reporter_phone: null,
      description: 'Took an advance and never delivered the goods.',
    });
    expect(
      await db.selectFrom('company_owners').select('id').where('email', '=', email).execute(),
    ).toEqual([]);
    // The account (issue 43) goes too, and with it what it followed, checked and keyed.
    expect(
      await db.selectFrom('accounts').select('id').where('email', '=', email).execute(),
    ).toEqual([]);
    // The only mail to the address left is the one telling the person it was done.
    const mails = await db
      .selectFrom('mail_messages')
      .select('template')
      .where('to_address', '=', email)
      .execute();
    expect(mails).toEqual([{ template: 'data-request-closed' }]);
    // The request itself keeps the address's hash, not the address.
    const request = await db
      .selectFrom('data_requests')
      .select(['email', 'email_hash', 'notes'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(request.email).toBeNull();
    expect(request.email_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(request.notes).toContain('company_claims 1');

    // Another person's rows are untouched.
    expect(
      await db
        .selectFrom('company_claims')
        .select('email')
        .where('id', '=', theirs.claimId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ email: other });

    const audit = await db
      .selectFrom('staff_audit_log')
      .select(['actor_id', 'action', 'after'])
      .where('subject_kind', '=', 'data_request')
      .where('subject_id', '=', String(id))
      .execute();
    expect(audit).toEqual([
      {
        actor_id: moderatorId,
        action: 'data_request.erased',
        after: { requestId: id, status: 'erased' },
      },
    ]);
  });
});
