import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPLY_QUEUE_MESSAGES,
  queuesOverviewSchema,
  repliesQueueSchema,
  replyDetailSchema,
} from '@trusthive/contracts';
import { COMPANY_EVENT_QUEUES } from '@trusthive/platform';
import { newCompany } from '@trusthive/platform/testing';
import { startStaffService, type StaffTestService } from '../support/staff-service';
import { createStaffAccount, signInStaff, type StaffSignInHeaders } from '../support/staff-session';

// The replies queue (issue 19) through its routes, with a signed-in moderator: owners' replies
// to upheld reports, listed with the report they answer, published or declined once, in one
// transaction with the audit entry, the owner's mail and (on publish) the company-changed event.

let service: StaffTestService;
let moderator: StaffSignInHeaders;
let colleague: StaffSignInHeaders;
const MODERATOR_NAME = `Kavya ${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  service = await startStaffService('replies-queue-test');
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

/** An upheld report of a new company and its owner's pending reply, as the owner leaves it. */
async function pendingReply(body = 'We refunded every affected order in October.') {
  const company = await newCompany(db());
  const report = await db()
    .insertInto('reports')
    .values({
      company_id: company.id,
      company_name: company.company_name,
      report_type: 'Scam',
      description: 'Took an advance and never delivered.',
      reporter_name: 'Ravi',
      reporter_email: 'ravi@example.in',
      status: 'upheld',
      public_summary: 'Advance payments taken without delivery.',
      decided_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ownerEmail = `owner-${randomUUID().slice(0, 8)}@acme.in`;
  const reply = await db()
    .insertInto('report_replies')
    .values({ report_id: report.id, company_id: company.id, owner_email: ownerEmail, body })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { company, reportId: report.id, ownerEmail, id: reply.id };
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
  staff(who, 'POST', `/api/staff/queues/replies/${id}/decision`, payload);

const auditOf = (id: number) =>
  db()
    .selectFrom('staff_audit_log')
    .selectAll()
    .where('subject_kind', '=', 'report_reply')
    .where('subject_id', '=', String(id))
    .execute();

const mailsTo = (to: string) =>
  db().selectFrom('mail_messages').selectAll().where('to_address', '=', to).execute();

async function setCreatedAt(id: number, at: string) {
  await sql`update report_replies set created_at = ${at}::timestamptz where id = ${id}`.execute(
    db(),
  );
}

describe('GET /api/staff/queues/replies', () => {
  it('should refuse without a staff session', async () => {
    expect((await staff(null, 'GET', '/api/staff/queues/replies')).statusCode).toBe(401);
  });

  it('should list pending replies oldest first with the report they answer and the oldest one’s age', async () => {
    const first = await pendingReply('First answer.');
    const second = await pendingReply('Second answer.');
    await setCreatedAt(first.id, '1990-02-01T00:00:00Z');
    await setCreatedAt(second.id, '1990-02-02T00:00:00Z');
    const response = await staff(moderator, 'GET', '/api/staff/queues/replies?order=oldest');
    expect(response.statusCode).toBe(200);
    const queue = repliesQueueSchema.parse(response.json());
    expect(queue.items.slice(0, 2).map((item) => item.id)).toEqual([first.id, second.id]);
    expect(queue.items[0]).toEqual({
      id: first.id,
      reportId: first.reportId,
      companyId: first.company.id,
      companyName: first.company.company_name,
      reportSummary: 'Advance payments taken without delivery.',
      body: 'First answer.',
      status: 'pending',
      createdAt: '1990-02-01T00:00:00.000Z',
      decision: null,
    });
    expect(queue.oldestPendingAt).toBe('1990-02-01T00:00:00.000Z');
  });

  it('should count pending replies in the queues overview', async () => {
    await pendingReply();
    const response = await staff(moderator, 'GET', '/api/staff/queues');
    const replies = queuesOverviewSchema
      .parse(response.json())
      .queues.find((queue) => queue.kind === 'replies');
    expect(replies?.pending).toBeGreaterThanOrEqual(1);
    expect(replies?.oldestPendingAt).not.toBeNull();
  });

  it('should refuse an unknown status or order with 400', async () => {
    for (const query of ['status=approved', 'order=sideways', 'page=0']) {
      const response = await staff(moderator, 'GET', `/api/staff/queues/replies?${query}`);
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('GET /api/staff/queues/replies/:id', () => {
  it('should show the reply with the owner who sent it', async () => {
    const reply = await pendingReply();
    const response = await staff(moderator, 'GET', `/api/staff/queues/replies/${reply.id}`);
    expect(response.statusCode).toBe(200);
    expect(replyDetailSchema.parse(response.json())).toMatchObject({
      id: reply.id,
      ownerEmail: reply.ownerEmail,
      body: 'We refunded every affected order in October.',
    });
  });

  it.each(['999999999', 'abc', '0'])('should answer 404 for the id %s', async (id) => {
    const response = await staff(moderator, 'GET', `/api/staff/queues/replies/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: REPLY_QUEUE_MESSAGES.notFound });
  });
});

describe('POST /api/staff/queues/replies/:id/decision', () => {
  it('should publish with its audit entry, mail and company-changed event in one transaction', async () => {
    const reply = await pendingReply();
    const response = await decide(reply.id, { outcome: 'publish' });
    expect(response.statusCode).toBe(200);
    expect(replyDetailSchema.parse(response.json())).toMatchObject({
      status: 'published',
      decision: { decidedBy: MODERATOR_NAME, reason: null },
    });
    const row = await db()
      .selectFrom('report_replies')
      .select(['status', 'decided_at', sql<string>`xmin::text`.as('tx')])
      .where('id', '=', reply.id)
      .executeTakeFirstOrThrow();
    const audit = await db()
      .selectFrom('staff_audit_log')
      .select(['action', 'before', 'after', sql<string>`xmin::text`.as('tx')])
      .where('subject_kind', '=', 'report_reply')
      .where('subject_id', '=', String(reply.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'reply.publish',
      before: { status: 'pending', reportId: reply.reportId },
      after: { status: 'published', reportId: reply.reportId },
    });
    const mails = await db()
      .selectFrom('mail_messages')
      .select(['template', 'data', sql<string>`xmin::text`.as('tx')])
      .where('to_address', '=', reply.ownerEmail)
      .execute();
    expect(mails.map((mail) => mail.template)).toEqual(['reply-published']);
    expect(mails[0]!.data).toEqual({
      companyName: reply.company.company_name,
      profileUrl: `${service.deps.config.publicBaseUrl}/company/${reply.company.id}`,
    });
    expect(new Set([row.tx, audit[0]!.tx, mails[0]!.tx]).size).toBe(1);
    const events = await db()
      .selectFrom('outbox')
      .select(['queue', sql<Date>`created_at`.as('created_at')])
      .where('prefix', '=', service.deps.config.queues.prefix)
      .where('job_name', '=', 'company.changed')
      .where(({ eb, ref }) =>
        eb(eb.cast(ref('payload'), 'jsonb'), '@>', JSON.stringify({ companyId: reply.company.id })),
      )
      .execute();
    expect(events.map((event) => event.queue).sort()).toEqual([...COMPANY_EVENT_QUEUES].sort());
    for (const event of events) {
      expect(event.created_at.toISOString()).toBe(row.decided_at!.toISOString());
    }
  });

  it('should decline with the reason, mail it to the owner and raise no event', async () => {
    const reply = await pendingReply();
    const reason = 'The reply names the person who reported.';
    const response = await decide(reply.id, { outcome: 'decline', reason });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'declined', decision: { reason } });
    const mails = await mailsTo(reply.ownerEmail);
    expect(mails.map((mail) => [mail.template, mail.data])).toEqual([
      ['reply-declined', { companyName: reply.company.company_name, reason }],
    ]);
    expect((await auditOf(reply.id)).map((entry) => entry.action)).toEqual(['reply.decline']);
    const events = await db()
      .selectFrom('outbox')
      .select('id')
      .where('job_name', '=', 'company.changed')
      .where(({ eb, ref }) =>
        eb(eb.cast(ref('payload'), 'jsonb'), '@>', JSON.stringify({ companyId: reply.company.id })),
      )
      .execute();
    expect(events).toEqual([]);
  });

  it.each([
    [{ outcome: 'decline' }],
    [{ outcome: 'decline', reason: ' ' }],
    [{ outcome: 'accept' }],
    [{}],
  ])('should refuse the decision %j with 400, deciding nothing', async (payload) => {
    const reply = await pendingReply();
    expect((await decide(reply.id, payload)).statusCode).toBe(400);
    expect(await auditOf(reply.id)).toEqual([]);
  });

  it('should refuse a decision without the CSRF token', async () => {
    const reply = await pendingReply();
    const response = await service.app.inject({
      method: 'POST',
      url: `/api/staff/queues/replies/${reply.id}/decision`,
      headers: { cookie: moderator.headers.cookie },
      payload: { outcome: 'publish' },
    });
    expect(response.statusCode).toBe(403);
    expect(await auditOf(reply.id)).toEqual([]);
  });

  it('should answer a second decision with 409 naming who decided and when', async () => {
    const reply = await pendingReply();
    expect((await decide(reply.id, { outcome: 'publish' })).statusCode).toBe(200);
    const second = await decide(reply.id, { outcome: 'decline', reason: 'Too late.' }, colleague);
    expect(second.statusCode).toBe(409);
    const today = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date());
    expect(second.json()).toEqual({
      error: REPLY_QUEUE_MESSAGES.alreadyDecided('published', MODERATOR_NAME, today),
    });
    expect(await auditOf(reply.id)).toHaveLength(1);
  });

  it('should let only one of two moderators deciding at once win', async () => {
    const reply = await pendingReply();
    const answers = await Promise.all([
      decide(reply.id, { outcome: 'publish' }),
      decide(reply.id, { outcome: 'decline', reason: 'Not suitable.' }, colleague),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(reply.id)).toHaveLength(1);
    expect(await mailsTo(reply.ownerEmail)).toHaveLength(1);
  });
});
