import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QUEUE_KINDS,
  REGISTRATION_REVIEW_MESSAGES,
  errorBodySchema,
  queuesOverviewSchema,
  registrationQueueSchema,
  registrationReviewSchema,
  type RegistrationInput,
} from '@trusthive/contracts';
import { COMPANY_EVENT_QUEUES, CompanyEventsOutbox, Outbox } from '@trusthive/platform';
import { newCompany, uniqueCin, validRegistration } from '@trusthive/platform/testing';
import { decideOnRegistration } from '../src/staff/registrations/registrations.service';
import type { SubmissionsDeps } from '../src/shared/deps';
import { createStaffAccount, signInStaff, type StaffSignInHeaders } from './support/staff-session';
import { newKey, startService, type TestService } from './support';

// The registrations queue (issue 18) through the real submissions service: a registration
// waits hidden until a moderator decides; the decision, its audit entry, the registrant's mail
// and the company event commit together or not at all, and only one of two decisions wins.

let service: TestService;
let moderator: StaffSignInHeaders;
let secondModerator: StaffSignInHeaders;
let moderatorId: number;
const MODERATOR_NAME = `Asha ${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  service = await startService('staff-registrations-test');
  const account = await createStaffAccount(service.deps.db, {
    role: 'moderator',
    displayName: MODERATOR_NAME,
  });
  moderatorId = account.id;
  moderator = await signInStaff(service.app, account);
  secondModerator = await signInStaff(
    service.app,
    await createStaffAccount(service.deps.db, { role: 'moderator' }),
  );
});

afterAll(async () => {
  await service?.close();
});

async function register(overrides: Partial<RegistrationInput> = {}) {
  const email = `owner-${randomUUID().slice(0, 8)}@review-test.in`;
  const input = {
    ...validRegistration({
      companyName: `Review ${randomUUID().slice(0, 8)} Traders`,
      ...overrides,
    }),
    email,
  };
  const response = await service.app.inject({
    method: 'POST',
    url: '/api/registrations',
    headers: { 'idempotency-key': newKey() },
    payload: input,
  });
  expect(response.statusCode).toBe(201);
  return { id: (response.json() as { id: number }).id, input };
}

const get = (url: string, as: StaffSignInHeaders = moderator) =>
  service.app.inject({ method: 'GET', url, headers: as.headers });

const decide = (id: number, body: unknown, as: StaffSignInHeaders = moderator) =>
  service.app.inject({
    method: 'POST',
    url: `/api/staff/queues/registrations/${id}/decision`,
    headers: as.headers,
    payload: body as object,
  });

const reviewStatusOf = async (id: number) =>
  (
    await service.deps.db
      .selectFrom('companies')
      .select('review_status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).review_status;

const auditOf = (id: number) =>
  service.deps.db
    .selectFrom('staff_audit_log')
    .select(['actor_id', 'action', 'before', 'after'])
    .where('subject_kind', '=', 'company')
    .where('subject_id', '=', String(id))
    .execute();

const mailsTo = (to: string) =>
  service.deps.db
    .selectFrom('mail_messages')
    .select(['template', 'data'])
    .where('to_address', '=', to)
    .orderBy('created_at')
    .execute();

/** The follower queues told by the review's company.changed events (one row per queue). */
const reviewEventsOf = async (id: number) =>
  (
    await sql<{ queue: string }>`
      select queue from outbox
       where job_name = 'company.changed' and payload ->> 'companyId' = ${String(id)}
         and payload ->> 'reason' = 'reviewed'
       order by queue`.execute(service.deps.db)
  ).rows.map((row) => row.queue);

/** Every follower of a company's changes (search, scoring, the page cache, alerts): once each. */
const FOLLOWERS = [...COMPANY_EVENT_QUEUES].sort();

describe('GET /api/staff/queues/registrations', () => {
  it('should list new registrations as pending, newest first or oldest first', async () => {
    const first = await register();
    const second = await register();

    const newest = registrationQueueSchema.parse(
      (await get('/api/staff/queues/registrations?order=newest')).json(),
    );
    const ids = newest.items.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(newest.items.find((item) => item.id === first.id)).toMatchObject({
      companyName: first.input.companyName,
      status: 'pending',
      state: first.input.state,
    });
    expect(newest.total).toBeGreaterThanOrEqual(2);

    const oldest = registrationQueueSchema.parse(
      (await get('/api/staff/queues/registrations?order=oldest')).json(),
    );
    const times = oldest.items.map((item) => Date.parse(item.submittedAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // The age of the queue is its oldest pending item.
    expect(oldest.oldestPendingAt).toBe(oldest.items[0]!.submittedAt);
  });

  it('should refuse an unknown order or state with 400 in the error shape', async () => {
    for (const query of ['order=sideways', 'status=live', 'page=0']) {
      const response = await get(`/api/staff/queues/registrations?${query}`);
      expect(response.statusCode, query).toBe(400);
      errorBodySchema.parse(response.json());
    }
  });
});

describe('GET /api/staff/queues/registrations/:id', () => {
  it('should show the submission, that the registry has no record of the CIN, and similar live names', async () => {
    const token = randomUUID().slice(0, 6).toUpperCase();
    const live = await newCompany(service.deps.db, {
      company_name: `Zentrix ${token} Logistics Private Limited`,
    });
    const hidden = await newCompany(service.deps.db, {
      company_name: `Zentrix ${token} Logistic Private Limited`,
      review_status: 'pending',
    });
    const { id, input } = await register({
      companyName: `Zentrix ${token} Logistics Pvt Ltd`,
      cin: uniqueCin(),
    });

    const response = await get(`/api/staff/queues/registrations/${id}`);
    expect(response.statusCode).toBe(200);
    const review = registrationReviewSchema.parse(response.json());
    expect(review).toMatchObject({
      id,
      status: 'pending',
      submitted: { companyName: input.companyName, cin: input.cin, email: input.email },
      registry: { found: false, reason: 'not_imported' },
      differences: [],
      decision: null,
    });
    const similarIds = review.similar.map((company) => company.id);
    expect(similarIds).toContain(live.id);
    expect(similarIds).not.toContain(hidden.id);
    expect(review.similar.length).toBeLessThanOrEqual(5);
  });

  it('should set the registry record beside the submission and name where they differ', async () => {
    const { id, input } = await register({
      cin: uniqueCin(),
      state: 'Karnataka',
      city: 'Bengaluru',
      pincode: '560001',
    });
    // What the importer does when an MCA file carries the CIN: its facts onto the same row.
    await service.deps.db
      .updateTable('companies')
      .set({
        company_name: 'SOMETHING ELSE ENTIRELY PRIVATE LIMITED',
        company_state_code: 'Goa',
        company_status: 'Strike Off',
        registry_source_file: 'mca-goa.csv',
        registry_source_date: '2026-10-01',
      })
      .where('id', '=', id)
      .execute();

    const review = registrationReviewSchema.parse(
      (await get(`/api/staff/queues/registrations/${id}`)).json(),
    );
    expect(review.submitted.companyName).toBe(input.companyName);
    expect(review.registry).toMatchObject({
      found: true,
      companyName: 'SOMETHING ELSE ENTIRELY PRIVATE LIMITED',
      state: 'Goa',
      status: 'Strike Off',
      sourceFile: 'mca-goa.csv',
      sourceDate: '2026-10-01',
    });
    expect(review.differences).toEqual([
      {
        field: 'companyName',
        submitted: input.companyName,
        registry: 'SOMETHING ELSE ENTIRELY PRIVATE LIMITED',
      },
      { field: 'state', submitted: 'Karnataka', registry: 'Goa' },
      { field: 'status', submitted: null, registry: 'Strike Off' },
    ]);
  });

  it('should answer 404 for an unknown id and for a company that was not registered here', async () => {
    const imported = await newCompany(service.deps.db, { data_source: 'registry' });
    for (const id of ['999999999', 'abc', String(imported.id)]) {
      const response = await get(`/api/staff/queues/registrations/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(errorBodySchema.parse(response.json()).error.title).toBe(
        REGISTRATION_REVIEW_MESSAGES.notFound.title,
      );
    }
  });
});

describe('POST /api/staff/queues/registrations/:id/decision', () => {
  it('should approve: the company goes live, with its audit entry, mail and company event', async () => {
    const { id, input } = await register();
    const response = await decide(id, { outcome: 'approve' });

    expect(response.statusCode).toBe(200);
    const review = registrationReviewSchema.parse(response.json());
    expect(review.status).toBe('approved');
    expect(review.decision).toMatchObject({ decidedBy: MODERATOR_NAME, reason: null });
    expect(await reviewStatusOf(id)).toBe('live');
    expect(await auditOf(id)).toEqual([
      {
        actor_id: moderatorId,
        action: 'registration.approve',
        before: { reviewStatus: 'pending' },
        after: { reviewStatus: 'live' },
      },
    ]);
    const mails = await mailsTo(input.email);
    expect(mails.map((mail) => mail.template)).toEqual([
      'registration-received',
      'registration-approved',
    ]);
    expect(mails[1]!.data).toEqual({
      companyName: input.companyName,
      profileUrl: `${service.deps.config.publicBaseUrl}/company/${id}`,
      // The registrant is the company's owner now; the mail signs them in (issue 19).
      signInUrl: expect.stringMatching(
        /^http:\/\/localhost:\d+\/account\/sign-in\/link#token=[A-Za-z0-9_-]{43}$/,
      ),
    });
    const owners = await service.deps.db
      .selectFrom('company_owners')
      .select(['email', 'claim_id'])
      .where('company_id', '=', id)
      .execute();
    expect(owners).toEqual([{ email: input.email, claim_id: null }]);
    // Owned is claimed (issue 36): the profile shows the claimed banner, not a claim offer.
    const company = await service.deps.db
      .selectFrom('companies')
      .select('is_claimed')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(company.is_claimed).toBe(true);
    expect(await reviewEventsOf(id)).toEqual(FOLLOWERS);
  });

  it('should reject with a reason: the company stays hidden and the registrant learns why', async () => {
    const { id, input } = await register();
    const reason = 'The CIN belongs to another company.';
    const response = await decide(id, { outcome: 'reject', reason });

    expect(response.statusCode).toBe(200);
    expect(registrationReviewSchema.parse(response.json())).toMatchObject({
      status: 'rejected',
      decision: { decidedBy: MODERATOR_NAME, reason },
    });
    expect(await reviewStatusOf(id)).toBe('rejected');
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['registration.reject']);
    const mails = await mailsTo(input.email);
    expect(mails.at(-1)).toEqual({
      template: 'registration-rejected',
      data: { companyName: input.companyName, reason },
    });
  });

  it('should refuse a rejection without a reason, and decide nothing', async () => {
    const { id } = await register();
    for (const body of [
      { outcome: 'reject' },
      { outcome: 'reject', reason: '  ' },
      { outcome: 'maybe' },
    ]) {
      const response = await decide(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      errorBodySchema.parse(response.json());
    }
    expect(await reviewStatusOf(id)).toBe('pending');
    expect(await auditOf(id)).toEqual([]);
  });

  it('should let one of two simultaneous decisions win and tell the other who decided', async () => {
    const { id, input } = await register();
    const answers = await Promise.all([
      decide(id, { outcome: 'approve' }, moderator),
      decide(id, { outcome: 'reject', reason: 'Duplicate of a listed company.' }, secondModerator),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!;
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    const outcome = registrationReviewSchema.parse(winner.json()).status;
    const { error } = errorBodySchema.parse(loser.json());
    expect(error.title).toBe(REGISTRATION_REVIEW_MESSAGES.alreadyDecidedTitle);
    expect(error.message).toMatch(
      new RegExp(`^This registration was already ${outcome} by .+ on \\d{2}/\\d{2}/\\d{4}\\.$`),
    );
    // One decision's worth of everything.
    expect(await auditOf(id)).toHaveLength(1);
    expect(
      (await mailsTo(input.email)).filter((mail) => mail.template !== 'registration-received'),
    ).toHaveLength(1);
    expect(await reviewEventsOf(id)).toEqual(FOLLOWERS);
  });

  it('should answer a double click with 409 naming the first decision', async () => {
    const { id } = await register();
    const answers = await Promise.all([
      decide(id, { outcome: 'approve' }),
      decide(id, { outcome: 'approve' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(errorBodySchema.parse(loser.json()).error.message).toContain(
      `already approved by ${MODERATOR_NAME} on `,
    );
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('should roll the decision, its audit entry and its mail back when a later step fails', async () => {
    const { id, input } = await register();
    const failingEvents = new (class extends CompanyEventsOutbox {
      override async changed(): Promise<void> {
        throw new Error('the outbox is unavailable');
      }
    })(new Outbox(service.queuePrefix));
    const deps = {
      db: service.deps.db,
      config: service.deps.config,
      events: failingEvents,
      relay: { wake: () => undefined },
    } satisfies Pick<SubmissionsDeps, 'db' | 'events' | 'relay' | 'config'>;
    const staff = {
      accountId: moderatorId,
      email: 'moderator@trusthive.test',
      displayName: MODERATOR_NAME,
      role: 'moderator' as const,
    };

    await expect(decideOnRegistration(deps, staff, id, { outcome: 'approve' })).rejects.toThrow(
      'the outbox is unavailable',
    );
    expect(await reviewStatusOf(id)).toBe('pending');
    expect(await auditOf(id)).toEqual([]);
    expect((await mailsTo(input.email)).map((mail) => mail.template)).toEqual([
      'registration-received',
    ]);
    // And it can still be decided.
    expect((await decide(id, { outcome: 'approve' })).statusCode).toBe(200);
  });
});

describe('GET /api/staff/queues', () => {
  it('should give every queue its pending count and the time of its oldest item', async () => {
    const before = Date.now();
    await register();
    const response = await get('/api/staff/queues');
    expect(response.statusCode).toBe(200);
    const { queues } = queuesOverviewSchema.parse(response.json());
    expect(queues.map((queue) => queue.kind)).toEqual([...QUEUE_KINDS]);
    const registrations = queues.find((queue) => queue.kind === 'registrations')!;
    const counted = await sql<{ pending: number; oldest: Date }>`
      select count(*)::int as pending, min(created_at) as oldest
        from companies where review_status = 'pending'`.execute(service.deps.db);
    expect(registrations.pending).toBeGreaterThanOrEqual(1);
    // Other test files register meanwhile, so the oldest is compared, not the count.
    expect(registrations.oldestPendingAt).toBe(counted.rows[0]!.oldest.toISOString());
    expect(Date.parse(registrations.oldestPendingAt!)).toBeLessThanOrEqual(before + 1_000);
  });

  it('should count open reports and pending claims from their tables', async () => {
    const company = await newCompany(service.deps.db, {});
    await service.deps.db
      .insertInto('reports')
      .values({
        company_id: company.id,
        company_name: company.company_name,
        company_website: null,
        report_type: 'Scam',
        description: 'A report for the queue overview test, long enough to be one.',
        reporter_name: 'Overview Test',
        reporter_email: 'overview@review-test.in',
      })
      .execute();
    const { queues } = queuesOverviewSchema.parse((await get('/api/staff/queues')).json());
    const reports = queues.find((queue) => queue.kind === 'reports')!;
    const counted = await sql<{ oldest: Date }>`
      select min(created_at) as oldest from reports where status = 'open'`.execute(service.deps.db);
    expect(reports.pending).toBeGreaterThanOrEqual(1);
    expect(reports.oldestPendingAt).toBe(counted.rows[0]!.oldest.toISOString());
  });

  it('should count pending corrections and unhandled contact messages from their tables', async () => {
    const company = await newCompany(service.deps.db, {});
    await service.deps.db
      .insertInto('company_corrections')
      .values({
        company_id: company.id,
        field: 'pincode',
        proposed_value: '560001',
        evidence: 'The filing of the new office, for the overview test.',
        requester_email: 'overview@review-test.in',
      })
      .execute();
    await service.deps.db
      .insertInto('contact_messages')
      .values({
        name: 'Overview Test',
        email: 'overview@review-test.in',
        subject: 'Feedback',
        message: 'A message for the queue overview test.',
      })
      .execute();
    const { queues } = queuesOverviewSchema.parse((await get('/api/staff/queues')).json());
    const oldest = await sql<{ corrections: Date; contact: Date }>`
      select (select min(created_at) from company_corrections where status = 'pending') as corrections,
             (select min(created_at) from contact_messages where handled_at is null) as contact
    `.execute(service.deps.db);
    const corrections = queues.find((queue) => queue.kind === 'corrections')!;
    const contact = queues.find((queue) => queue.kind === 'contact')!;
    expect(corrections.pending).toBeGreaterThanOrEqual(1);
    expect(corrections.oldestPendingAt).toBe(oldest.rows[0]!.corrections.toISOString());
    expect(contact.pending).toBeGreaterThanOrEqual(1);
    expect(contact.oldestPendingAt).toBe(oldest.rows[0]!.contact.toISOString());
  });

  it('should refuse without a staff session', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/api/staff/queues' });
    expect(response.statusCode).toBe(401);
  });
});
