import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportDetailSchema, reportQueueListSchema } from '@trusthive/contracts';
import {
  LocalStorage,
  createServer,
  createServiceDeps,
  loadConfig,
  type Server,
  type ServiceDeps,
} from '@trusthive/platform';
import { newCompany, testDatabaseUrl, testRedisUrl } from '@trusthive/platform/testing';
import { createSubmissionsApp } from '../../src/app';
import { newKey } from '../support';
import { createStaffAccount, signInStaff, type StaffSignInHeaders } from '../support/staff-session';

// The reports queue (issue 18) on real PostgreSQL and Redis, with every log line the service
// writes (at trace level) collected: the reporter's name, e-mail and phone must appear in the
// staff detail and the reporter's own mails, and nowhere else.

const logLines: string[] = [];
let app: Server;
let deps: ServiceDeps;
let moderator: StaffSignInHeaders;
let secondModerator: StaffSignInHeaders;
let moderatorId: number;

beforeAll(async () => {
  const storageDir = await mkdtemp(path.join(tmpdir(), 'trusthive-reports-'));
  deps = createServiceDeps(
    {
      ...loadConfig({ LOG_LEVEL: 'trace' }),
      database: { url: testDatabaseUrl(), poolSize: 4 },
      redis: { url: testRedisUrl() },
      queues: { prefix: `test-${randomUUID()}` },
      storage: { dir: storageDir },
    },
    'staff-reports-test',
  );
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = createServer({ name: 'submissions', log: { level: 'trace', pretty: false }, logStream });
  await createSubmissionsApp({ storage: new LocalStorage(storageDir) })(app, deps);
  await app.ready();
  const account = await createStaffAccount(deps.db, {
    role: 'moderator',
    displayName: 'Meera Reports',
  });
  moderatorId = account.id;
  moderator = await signInStaff(app, account);
  secondModerator = await signInStaff(
    app,
    await createStaffAccount(deps.db, { role: 'moderator', displayName: 'Kiran Second' }),
  );
});

afterAll(async () => {
  await app?.close();
  await deps?.db.destroy();
  deps?.redis.disconnect();
});

interface Reporter {
  name: string;
  email: string;
  phone: string;
}

const newReporter = (): Reporter => {
  const tag = randomUUID().slice(0, 8);
  return {
    name: `Reporter Zq${tag}`,
    email: `whistle.${tag}@example.in`,
    phone: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  };
};

/** A report sent through the public route, as a visitor sends it. */
async function submitReport(companyId: number | null, reporter: Reporter, companyName = 'Acme') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: { 'idempotency-key': newKey() },
    payload: {
      companyName,
      ...(companyId === null ? {} : { companyId: String(companyId) }),
      companyWebsite: 'acme.in',
      reportType: 'Scam',
      description: 'Took an advance and never delivered the goods.',
      evidence: 'Bank transfer receipt of 12 March.',
      name: reporter.name,
      email: reporter.email,
      phone: reporter.phone,
      agreeTerms: true,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

const get = (url: string, headers: Record<string, string> = moderator.headers) =>
  app.inject({ method: 'GET', url, headers });

const decide = (id: number | string, payload: unknown, headers = moderator.headers) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/queues/reports/${id}/decision`,
    headers,
    payload: payload as Record<string, unknown>,
  });

const decisionMails = (to: string) =>
  deps.db
    .selectFrom('mail_messages')
    .select(['template', 'to_address', 'data'])
    .where('to_address', '=', to)
    .where('template', '<>', 'report-received')
    .execute();

const auditOf = (id: number) =>
  deps.db
    .selectFrom('staff_audit_log')
    .selectAll()
    .where('subject_kind', '=', 'report')
    .where('subject_id', '=', String(id))
    .execute();

const companyEvents = (companyId: number) =>
  sql<{ n: number }>`
    select count(*)::int as n from outbox
     where payload->>'companyId' = ${String(companyId)} and job_name = 'company.changed'
  `
    .execute(deps.db)
    .then((result) => result.rows[0]?.n ?? 0);

describe('the reports queue without a staff session', () => {
  it('should answer 401 to the list, the detail and a decision', async () => {
    const id = await submitReport((await newCompany(deps.db)).id, newReporter());
    for (const url of ['/api/staff/queues/reports', `/api/staff/queues/reports/${id}`]) {
      const response = await get(url, {});
      expect(response.statusCode, url).toBe(401);
      expect(response.body).not.toContain('@example.in');
    }
    expect((await decide(id, { outcome: 'dismiss', reason: 'No' }, {} as never)).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/staff/queues/reports', () => {
  it('should list open reports oldest or newest first with the total and the oldest age', async () => {
    const first = await submitReport((await newCompany(deps.db)).id, newReporter());
    const second = await submitReport((await newCompany(deps.db)).id, newReporter());
    await deps.db
      .updateTable('reports')
      .set({ created_at: new Date('2019-06-01T00:00:00Z') as never })
      .where('id', '=', first)
      .execute();
    const oldest = reportQueueListSchema.parse(
      (await get('/api/staff/queues/reports?order=oldest')).json(),
    );
    expect(oldest.items[0]?.id).toBe(first);
    expect(oldest.oldestPendingAt).toBe('2019-06-01T00:00:00.000Z');
    const newest = reportQueueListSchema.parse(
      (await get('/api/staff/queues/reports?order=newest')).json(),
    );
    expect(newest.items[0]?.id).toBe(second);
    expect(newest.total).toBe(oldest.total);
    // The list carries no reporter.
    expect(JSON.stringify(newest)).not.toContain('@example.in');
    expect((await get('/api/staff/queues/reports?status=actioned')).statusCode).toBe(400);
  });
});

describe('GET /api/staff/queues/reports/:id', () => {
  it("should show the report with the reporter's identity, to staff", async () => {
    const company = await newCompany(deps.db);
    const reporter = newReporter();
    const id = await submitReport(company.id, reporter);
    const detail = reportDetailSchema.parse((await get(`/api/staff/queues/reports/${id}`)).json());
    expect(detail).toMatchObject({
      id,
      status: 'open',
      company: { id: company.id, name: company.company_name },
      reportType: 'Scam',
      reporter,
      decision: null,
    });
  });

  it('should answer 404 for an unknown or malformed id', async () => {
    for (const id of ['999999999', 'x', '0']) {
      expect((await get(`/api/staff/queues/reports/${id}`)).statusCode).toBe(404);
    }
  });
});

describe('POST /api/staff/queues/reports/:id/decision', () => {
  it('should e-mail each owner of the company an upheld report is about, with the way to reply', async () => {
    // Issue 36: the owner learns of it and where to answer (a reply from their account).
    const company = await newCompany(deps.db, { company_name: 'Owned Acme', is_claimed: true });
    const tag = randomUUID().slice(0, 8);
    const owners = [`owner.${tag}@acme.in`, `partner.${tag}@acme.in`];
    await deps.db
      .insertInto('company_owners')
      .values(owners.map((email) => ({ company_id: company.id, email, claim_id: null })))
      .execute();
    const id = await submitReport(company.id, newReporter());
    const summary = 'Took advance payments without delivering goods.';
    expect((await decide(id, { outcome: 'uphold', summary })).statusCode).toBe(200);
    for (const owner of owners) {
      expect(await decisionMails(owner)).toEqual([
        {
          template: 'report-upheld-owner',
          to_address: owner,
          data: {
            companyName: 'Acme',
            summary,
            accountUrl: `${deps.config.publicBaseUrl.replace(/\/+$/, '')}/account`,
          },
        },
      ]);
    }

    // A dismissed report is not the owner's news.
    const dismissed = await submitReport(company.id, newReporter());
    await decide(dismissed, { outcome: 'dismiss', reason: 'No evidence was given.' });
    for (const owner of owners) expect(await decisionMails(owner)).toHaveLength(1);
  });

  it('should uphold: the public summary, a company event, the mail to the reporter and the audit', async () => {
    const company = await newCompany(deps.db);
    const reporter = newReporter();
    const id = await submitReport(company.id, reporter);
    const response = await decide(id, {
      outcome: 'uphold',
      summary: 'Took advance payments without delivering goods.',
    });
    expect(response.statusCode).toBe(200);
    expect(reportDetailSchema.parse(response.json()).decision).toMatchObject({
      outcome: 'upheld',
      summary: 'Took advance payments without delivering goods.',
      reason: null,
      decidedBy: 'Meera Reports',
    });
    expect(await decisionMails(reporter.email)).toEqual([
      {
        template: 'report-upheld',
        to_address: reporter.email,
        data: {
          companyName: 'Acme',
          summary: 'Took advance payments without delivering goods.',
        },
      },
    ]);
    expect(await companyEvents(company.id)).toBeGreaterThan(0);
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: moderatorId, action: 'report.uphold' });
    const row = await deps.db
      .selectFrom('reports')
      .select(['status', 'public_summary', 'decided_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'upheld',
      public_summary: 'Took advance payments without delivering goods.',
      decided_by: moderatorId,
    });
  });

  it('should dismiss with the reason mailed to the reporter, and no company event', async () => {
    const company = await newCompany(deps.db);
    const reporter = newReporter();
    const id = await submitReport(company.id, reporter);
    const response = await decide(id, { outcome: 'dismiss', reason: 'No evidence of a scam.' });
    expect(response.statusCode).toBe(200);
    expect(response.json().decision).toMatchObject({
      outcome: 'dismissed',
      reason: 'No evidence of a scam.',
    });
    expect(await decisionMails(reporter.email)).toEqual([
      {
        template: 'report-dismissed',
        to_address: reporter.email,
        data: { companyName: 'Acme', reason: 'No evidence of a scam.' },
      },
    ]);
    expect(await companyEvents(company.id)).toBe(0);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('should refuse to uphold a report that names no listed company, but dismiss it', async () => {
    const reporter = newReporter();
    const id = await submitReport(null, reporter, 'Unlisted Traders');
    const uphold = await decide(id, { outcome: 'uphold', summary: 'Something public.' });
    expect(uphold.statusCode).toBe(400);
    expect(uphold.json().error.title).toBe('No Listed Company');
    expect((await decide(id, { outcome: 'dismiss', reason: 'Not listed here.' })).statusCode).toBe(
      200,
    );
  });

  it.each([
    [{ outcome: 'uphold' }],
    [{ outcome: 'uphold', summary: 'x'.repeat(301) }],
    [{ outcome: 'dismiss', reason: '' }],
    [{ outcome: 'approve' }],
  ])('should refuse %j with 400 and decide nothing', async (body) => {
    const id = await submitReport((await newCompany(deps.db)).id, newReporter());
    expect((await decide(id, body)).statusCode).toBe(400);
    expect((await get(`/api/staff/queues/reports/${id}`)).json().status).toBe('open');
  });

  it('should answer a second decision 409 naming who decided', async () => {
    const reporter = newReporter();
    const id = await submitReport((await newCompany(deps.db)).id, reporter);
    expect((await decide(id, { outcome: 'dismiss', reason: 'Duplicate report.' })).statusCode).toBe(
      200,
    );
    const again = await decide(
      id,
      { outcome: 'uphold', summary: 'Late.' },
      secondModerator.headers,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(
      /^This report was already dismissed by Meera Reports on .+\.$/,
    );
    expect(await decisionMails(reporter.email)).toHaveLength(1);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('should let exactly one of two simultaneous decisions win', async () => {
    for (let round = 0; round < 5; round += 1) {
      const reporter = newReporter();
      const id = await submitReport((await newCompany(deps.db)).id, reporter);
      const answers = await Promise.all([
        decide(id, { outcome: 'uphold', summary: 'Upheld by the first.' }),
        decide(
          id,
          { outcome: 'dismiss', reason: 'Dismissed by the second.' },
          secondModerator.headers,
        ),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await decisionMails(reporter.email)).toHaveLength(1);
      expect(await auditOf(id)).toHaveLength(1);
    }
  });
});

describe("the reporter's confidentiality", () => {
  it('should carry the reporter only in the staff detail and their own mails: never a log line, an audit entry or another mail', async () => {
    const company = await newCompany(deps.db);
    const reporter = newReporter();
    const id = await submitReport(company.id, reporter);
    await get(`/api/staff/queues/reports/${id}`);
    await get('/api/staff/queues/reports?order=newest');
    expect(
      (await decide(id, { outcome: 'uphold', summary: 'Advance taken, nothing delivered.' }))
        .statusCode,
    ).toBe(200);
    await decide(id, { outcome: 'dismiss', reason: 'Late click.' });

    const secrets = [reporter.name, reporter.email, reporter.phone];
    const logs = logLines.join('');
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(logs).not.toContain(secret);

    const audit = JSON.stringify(await auditOf(id));
    for (const secret of secrets) expect(audit).not.toContain(secret);

    // Every mail that names the reporter anywhere is addressed to the reporter.
    const mails = await deps.db.selectFrom('mail_messages').selectAll().execute();
    const naming = mails.filter((mail) =>
      secrets.some((secret) => JSON.stringify(mail).includes(secret)),
    );
    expect(naming.length).toBeGreaterThan(0);
    expect(naming.every((mail) => mail.to_address === reporter.email)).toBe(true);
    // And those mails carry no name or phone, only the company and the outcome.
    for (const mail of naming) {
      expect(JSON.stringify(mail.data)).not.toContain(reporter.name);
      expect(JSON.stringify(mail.data)).not.toContain(reporter.phone);
    }
    // The outbox (what reaches Redis) never carries it either.
    const outbox = JSON.stringify(await deps.db.selectFrom('outbox').select('payload').execute());
    for (const secret of secrets) expect(outbox).not.toContain(secret);
  });
});
