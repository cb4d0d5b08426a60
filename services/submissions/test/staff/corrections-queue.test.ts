import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CORRECTION_QUEUE_MESSAGES,
  correctionDetailSchema,
  correctionsQueueSchema,
  type CorrectionRequestInput,
} from '@trusthive/contracts';
import { COMPANY_EVENT_QUEUES } from '@trusthive/platform';
import { newCompany } from '@trusthive/platform/testing';
import { startStaffService, type StaffTestService } from '../support/staff-service';
import { createStaffAccount, signInStaff, type StaffSignInHeaders } from '../support/staff-session';

// The corrections queue (issue 18) through its routes, with a signed-in moderator: the list
// with its counts and age, a request with the company's value beside the proposed one, and
// decisions that happen once, in one transaction with everything they cause.

let service: StaffTestService;
let moderator: StaffSignInHeaders;
let colleague: StaffSignInHeaders;
const MODERATOR_NAME = `Meera ${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  service = await startStaffService('corrections-queue-test');
  const account = await createStaffAccount(service.deps.db, {
    role: 'moderator',
    displayName: MODERATOR_NAME,
  });
  moderator = await signInStaff(service.app, account);
  colleague = await signInStaff(
    service.app,
    await createStaffAccount(service.deps.db, { role: 'moderator' }),
  );
});

afterAll(async () => {
  await service?.close();
});

const db = () => service.deps.db;

async function request(companyId: number, overrides: Partial<CorrectionRequestInput> = {}) {
  const response = await service.app.inject({
    method: 'POST',
    url: `/api/companies/${companyId}/corrections`,
    payload: {
      field: 'email',
      proposedValue: 'sales@acme-traders.in',
      evidence: 'The company letterhead, attached to our mail.',
      email: `asha-${randomUUID().slice(0, 8)}@example.in`,
      ...overrides,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

const staff = (
  who: StaffSignInHeaders | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) =>
  service.app.inject({
    method,
    url,
    ...(who ? { headers: who.headers } : {}),
    ...(payload ? { payload } : {}),
  });

const decide = (id: number, payload: object, who: StaffSignInHeaders = moderator) =>
  staff(who, 'POST', `/api/staff/queues/corrections/${id}/decision`, payload);

const mailsTo = (to: string) =>
  db().selectFrom('mail_messages').selectAll().where('to_address', '=', to).execute();

const auditOf = (id: number) =>
  db()
    .selectFrom('staff_audit_log')
    .selectAll()
    .where('subject_kind', '=', 'correction')
    .where('subject_id', '=', String(id))
    .execute();

async function setCreatedAt(id: number, at: string) {
  await sql`update company_corrections set created_at = ${at}::timestamptz where id = ${id}`.execute(
    db(),
  );
}

describe('GET /api/staff/queues/corrections', () => {
  it('should refuse without a staff session', async () => {
    const response = await staff(null, 'GET', '/api/staff/queues/corrections');
    expect(response.statusCode).toBe(401);
  });

  it('should list pending requests oldest first with the count and the oldest one’s age', async () => {
    const company = await newCompany(db());
    const ids = [await request(company.id), await request(company.id), await request(company.id)];
    // Older than anything else in the queue, so they open the oldest-first page.
    await setCreatedAt(ids[0]!, '1990-01-01T00:00:00Z');
    await setCreatedAt(ids[1]!, '1990-01-02T00:00:00Z');
    await setCreatedAt(ids[2]!, '1990-01-03T00:00:00Z');
    const response = await staff(moderator, 'GET', '/api/staff/queues/corrections?order=oldest');
    expect(response.statusCode).toBe(200);
    const queue = correctionsQueueSchema.parse(response.json());
    expect(queue.items.slice(0, 3).map((item) => item.id)).toEqual(ids);
    expect(queue.items[0]).toMatchObject({
      companyId: company.id,
      companyName: company.company_name,
      field: 'email',
      proposedValue: 'sales@acme-traders.in',
      status: 'pending',
      decision: null,
    });
    expect(queue.oldestPendingAt).toBe('1990-01-01T00:00:00.000Z');
    expect(queue.total).toBeGreaterThanOrEqual(3);
    expect(queue.pageSize).toBe(20);
  });

  it('should list newest first', async () => {
    const company = await newCompany(db());
    const ids = [await request(company.id), await request(company.id)];
    await setCreatedAt(ids[0]!, '2990-01-01T00:00:00Z');
    await setCreatedAt(ids[1]!, '2990-01-02T00:00:00Z');
    const response = await staff(moderator, 'GET', '/api/staff/queues/corrections?order=newest');
    const queue = correctionsQueueSchema.parse(response.json());
    expect(queue.items.slice(0, 2).map((item) => item.id)).toEqual([ids[1], ids[0]]);
  });

  it('should list decided requests by status, not pending ones', async () => {
    const company = await newCompany(db());
    const declined = await request(company.id);
    const pending = await request(company.id, { proposedValue: 'other@acme-traders.in' });
    await decide(declined, { outcome: 'decline', reason: 'The letterhead is not legible.' });
    await setCreatedAt(declined, '1991-01-01T00:00:00Z');
    const response = await staff(
      moderator,
      'GET',
      '/api/staff/queues/corrections?status=declined&order=oldest',
    );
    const ids = correctionsQueueSchema.parse(response.json()).items.map((item) => item.id);
    expect(ids).toContain(declined);
    expect(ids).not.toContain(pending);
  });

  it('should refuse an unknown status or order with 400', async () => {
    for (const query of ['status=maybe', 'order=sideways', 'page=0']) {
      const response = await staff(moderator, 'GET', `/api/staff/queues/corrections?${query}`);
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('GET /api/staff/queues/corrections/:id', () => {
  it('should show the company’s value now beside the proposed one, with the evidence', async () => {
    const company = await newCompany(db(), { pincode: '400001' });
    const id = await request(company.id, {
      field: 'pincode',
      proposedValue: '560001',
      evidence: 'INC-22 filed on 3 November.',
      evidenceUrl: 'mca.gov.in/filing/123',
    });
    const response = await staff(moderator, 'GET', `/api/staff/queues/corrections/${id}`);
    expect(response.statusCode).toBe(200);
    expect(correctionDetailSchema.parse(response.json())).toMatchObject({
      id,
      field: 'pincode',
      currentValue: '400001',
      proposedValue: '560001',
      evidence: 'INC-22 filed on 3 November.',
      evidenceUrl: 'https://mca.gov.in/filing/123',
      previousValue: null,
    });
  });

  it.each(['999999999', 'abc', '0'])('should answer 404 for the id %s', async (id) => {
    const response = await staff(moderator, 'GET', `/api/staff/queues/corrections/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: CORRECTION_QUEUE_MESSAGES.notFound });
  });
});

describe('POST /api/staff/queues/corrections/:id/decision', () => {
  it('should apply an accept to the company with its audit entry, event and mail, in one transaction', async () => {
    const company = await newCompany(db(), { email: 'old@acme-traders.in' });
    const requester = `asha-${randomUUID().slice(0, 8)}@example.in`;
    const id = await request(company.id, { email: requester });
    const response = await decide(id, { outcome: 'accept' });
    expect(response.statusCode).toBe(200);
    expect(correctionDetailSchema.parse(response.json())).toMatchObject({
      status: 'accepted',
      currentValue: 'sales@acme-traders.in',
      previousValue: 'old@acme-traders.in',
      decision: { decidedBy: MODERATOR_NAME, reason: null },
    });

    // Every row the accept wrote carries the same transaction id (xmin): all or nothing.
    const companyRow = await db()
      .selectFrom('companies')
      .select(['email', sql<string>`xmin::text`.as('tx')])
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(companyRow.email).toBe('sales@acme-traders.in');
    const correctionRow = await db()
      .selectFrom('company_corrections')
      .select(['status', 'decided_by', 'decided_at', sql<string>`xmin::text`.as('tx')])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(correctionRow.status).toBe('accepted');
    const audit = await db()
      .selectFrom('staff_audit_log')
      .select(['action', 'actor_id', 'before', 'after', sql<string>`xmin::text`.as('tx')])
      .where('subject_kind', '=', 'correction')
      .where('subject_id', '=', String(id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'correction.accept',
      actor_id: correctionRow.decided_by,
      before: { status: 'pending', field: 'email', value: 'old@acme-traders.in' },
      after: { status: 'accepted', field: 'email', value: 'sales@acme-traders.in' },
    });
    const mails = await db()
      .selectFrom('mail_messages')
      .select(['template', 'data', sql<string>`xmin::text`.as('tx')])
      .where('to_address', '=', requester)
      .orderBy('created_at')
      .execute();
    expect(mails.map((mail) => mail.template)).toEqual([
      'correction-received',
      'correction-accepted',
    ]);
    expect(mails[1]!.data).toEqual({
      companyName: company.company_name,
      field: 'Email',
      profileUrl: `${service.deps.config.publicBaseUrl}/company/${company.id}`,
    });
    const events = await db()
      .selectFrom('outbox')
      .select(['queue', 'job_name', sql<Date>`created_at`.as('created_at')])
      .where('prefix', '=', service.deps.config.queues.prefix)
      .where('job_name', '=', 'company.changed')
      .where(({ eb, ref }) =>
        eb(eb.cast(ref('payload'), 'jsonb'), '@>', JSON.stringify({ companyId: company.id })),
      )
      .execute();
    expect(events.map((event) => event.queue).sort()).toEqual([...COMPANY_EVENT_QUEUES].sort());
    const transactions = new Set([companyRow.tx, correctionRow.tx, audit[0]!.tx, mails[1]!.tx]);
    expect(transactions.size).toBe(1);
    // The relay may already have marked the events delivered (an update: a new xmin), so they
    // are tied to the accept by now(), which is the transaction's start time in every row.
    for (const event of events) {
      expect(event.created_at.toISOString()).toBe(correctionRow.decided_at!.toISOString());
    }
  });

  it('should decline with the reason, mail it and leave the company as it was', async () => {
    const company = await newCompany(db(), { website: 'https://acme.in' });
    const requester = `ravi-${randomUUID().slice(0, 8)}@example.in`;
    const id = await request(company.id, {
      field: 'website',
      proposedValue: 'acme-fake.in',
      email: requester,
    });
    const reason = 'The evidence does not show the company owns this domain.';
    const response = await decide(id, { outcome: 'decline', reason });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'declined', decision: { reason } });
    const row = await db()
      .selectFrom('companies')
      .select('website')
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(row.website).toBe('https://acme.in');
    const mails = await mailsTo(requester);
    expect(mails.find((mail) => mail.template === 'correction-declined')?.data).toEqual({
      companyName: company.company_name,
      field: 'Website',
      reason,
    });
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['correction.decline']);
  });

  it.each([
    [{ outcome: 'decline' }],
    [{ outcome: 'decline', reason: ' ' }],
    [{ outcome: 'approve' }],
    [{}],
  ])('should refuse the decision %j with 400, deciding nothing', async (payload) => {
    const company = await newCompany(db());
    const id = await request(company.id);
    const response = await decide(id, payload);
    expect(response.statusCode).toBe(400);
    expect(await auditOf(id)).toEqual([]);
  });

  it('should refuse a decision without the CSRF token', async () => {
    const company = await newCompany(db());
    const id = await request(company.id);
    const response = await service.app.inject({
      method: 'POST',
      url: `/api/staff/queues/corrections/${id}/decision`,
      headers: { cookie: moderator.headers.cookie },
      payload: { outcome: 'accept' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('should answer a second decision with 409 naming who decided and when', async () => {
    const company = await newCompany(db());
    const id = await request(company.id);
    expect((await decide(id, { outcome: 'accept' })).statusCode).toBe(200);
    const second = await decide(id, { outcome: 'decline', reason: 'Too late, sorry.' }, colleague);
    expect(second.statusCode).toBe(409);
    const today = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date());
    expect(second.json()).toEqual({
      error: CORRECTION_QUEUE_MESSAGES.alreadyDecided('accepted', MODERATOR_NAME, today),
    });
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('should let only one of two moderators deciding at once win', async () => {
    const company = await newCompany(db(), { pincode: '400001' });
    const requester = `race-${randomUUID().slice(0, 8)}@example.in`;
    const id = await request(company.id, {
      field: 'pincode',
      proposedValue: '560001',
      email: requester,
    });
    const answers = await Promise.all([
      decide(id, { outcome: 'accept' }),
      decide(id, { outcome: 'decline', reason: 'Not shown in the filing.' }, colleague),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(id)).toHaveLength(1);
    const outcomeMails = (await mailsTo(requester)).filter(
      (mail) => mail.template !== 'correction-received',
    );
    expect(outcomeMails).toHaveLength(1);
  });

  it('should answer 404 for an unknown request', async () => {
    const response = await decide(999_999_999, { outcome: 'accept' });
    expect(response.statusCode).toBe(404);
  });
});
