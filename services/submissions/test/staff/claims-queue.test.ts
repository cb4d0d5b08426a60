import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES, claimDetailSchema, claimQueueListSchema } from '@trusthive/contracts';
import { newCompany, ownerTestDb } from '@trusthive/platform/testing';
import { PDF, PNG, multipart, newKey, startService, type TestService } from '../support';
import { createStaffAccount, signInStaff, type StaffSignInHeaders } from '../support/staff-session';

// The claims queue (issue 18) on real PostgreSQL, Redis and storage: a moderator lists, opens,
// views the documents inline and decides; every decision is one transaction with its mail,
// company event and audit entry; of two decisions exactly one wins.

let service: TestService;
let moderator: StaffSignInHeaders;
let secondModerator: StaffSignInHeaders;
let moderatorId: number;

beforeAll(async () => {
  service = await startService('staff-claims-test');
  const account = await createStaffAccount(service.deps.db, {
    role: 'moderator',
    displayName: 'Asha Claims',
  });
  moderatorId = account.id;
  moderator = await signInStaff(service.app, account);
  secondModerator = await signInStaff(
    service.app,
    await createStaffAccount(service.deps.db, { role: 'moderator', displayName: 'Vikram Second' }),
  );
});

afterAll(async () => {
  await service?.close();
});

/** A claim sent through the public route, as a visitor sends it. */
async function submitClaim(
  companyId: number,
  email = 'director@acme-traders.in',
  files = { director: PNG, business: PDF },
): Promise<number> {
  const body = await multipart(
    { mobile: '9876543210', email },
    {
      directorIdProof: { name: 'pan card.png', bytes: files.director },
      businessProof: { name: 'gst.pdf', bytes: files.business },
    },
  );
  const response = await service.app.inject({
    method: 'POST',
    url: `/api/companies/${companyId}/claims`,
    payload: body.payload,
    headers: { ...body.headers, 'idempotency-key': newKey() },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

const get = (url: string, headers: Record<string, string> = moderator.headers) =>
  service.app.inject({ method: 'GET', url, headers });

const decide = (id: number | string, payload: unknown, headers = moderator.headers) =>
  service.app.inject({
    method: 'POST',
    url: `/api/staff/queues/claims/${id}/decision`,
    headers,
    payload: payload as Record<string, unknown>,
  });

/** The decision mails sent to an address (the 'claim-received' mail of the submit aside). */
const mailsTo = (to: string) =>
  service.deps.db
    .selectFrom('mail_messages')
    .select(['template', 'to_address', 'data'])
    .where('to_address', '=', to)
    .where('template', '<>', 'claim-received')
    .execute();

const auditOf = (claimId: number) =>
  service.deps.db
    .selectFrom('staff_audit_log')
    .selectAll()
    .where('subject_kind', '=', 'claim')
    .where('subject_id', '=', String(claimId))
    .execute();

const companyEvents = (companyId: number) =>
  sql<{ n: number }>`
    select count(*)::int as n from outbox
     where payload->>'companyId' = ${String(companyId)} and job_name = 'company.changed'
  `
    .execute(service.deps.db)
    .then((result) => result.rows[0]?.n ?? 0);

const uniqueEmail = (name: string) => `${name}-${newKey().slice(4, 12)}@acme-traders.in`;

describe('the claims queue without a staff session', () => {
  it('should answer 401 to every route and never the document', async () => {
    const company = await newCompany(service.deps.db);
    const id = await submitClaim(company.id);
    for (const url of [
      '/api/staff/queues/claims',
      `/api/staff/queues/claims/${id}`,
      `/api/staff/queues/claims/${id}/documents/director-id-proof`,
      `/api/staff/queues/claims/${id}/documents/business-proof`,
    ]) {
      const response = await get(url, {});
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.title, url).toEqual(expect.any(String));
      expect(response.headers['content-type'], url).toContain('application/json');
    }
    const response = await decide(id, { outcome: 'approve' }, {} as never);
    expect(response.statusCode).toBe(401);
    const { status } = await service.deps.db
      .selectFrom('company_claims')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(status).toBe('pending');
  });

  it('should refuse a decision without the CSRF token (403)', async () => {
    const company = await newCompany(service.deps.db);
    const id = await submitClaim(company.id);
    const response = await decide(id, { outcome: 'approve' }, {
      cookie: moderator.headers.cookie,
    } as never);
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/staff/queues/claims', () => {
  it('should list pending claims oldest or newest first, with the total and the oldest age', async () => {
    const first = await submitClaim((await newCompany(service.deps.db)).id);
    const second = await submitClaim((await newCompany(service.deps.db)).id);
    await service.deps.db
      .updateTable('company_claims')
      .set({ created_at: new Date('2020-01-01T00:00:00Z') as never })
      .where('id', '=', first)
      .execute();
    const oldest = claimQueueListSchema.parse(
      (await get('/api/staff/queues/claims?order=oldest')).json(),
    );
    expect(oldest.items[0]?.id).toBe(first);
    expect(oldest.oldestPendingAt).toBe('2020-01-01T00:00:00.000Z');
    expect(oldest.total).toBeGreaterThanOrEqual(2);
    expect(oldest.pageSize).toBe(20);
    const newest = claimQueueListSchema.parse(
      (await get('/api/staff/queues/claims?order=newest')).json(),
    );
    expect(newest.items[0]?.id).toBe(second);
    expect(newest.total).toBe(oldest.total);
  });

  it('should list decided claims by status, and refuse an unknown status with 400', async () => {
    const id = await submitClaim((await newCompany(service.deps.db)).id);
    expect(
      (await decide(id, { outcome: 'reject', reason: 'Unreadable ID proof' })).statusCode,
    ).toBe(200);
    const rejected = claimQueueListSchema.parse(
      (await get('/api/staff/queues/claims?status=rejected&order=newest')).json(),
    );
    expect(rejected.items.map((item) => item.id)).toContain(id);
    expect(rejected.items.every((item) => item.status === 'rejected')).toBe(true);
    const bad = await get('/api/staff/queues/claims?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('status');
  });
});

describe('GET /api/staff/queues/claims/:id', () => {
  it('should show the company, mobile, e-mail with its domain hint and both documents', async () => {
    const company = await newCompany(service.deps.db, { website: 'https://www.acme-traders.in/' });
    const id = await submitClaim(company.id, 'asha@mail.acme-traders.in');
    const detail = claimDetailSchema.parse((await get(`/api/staff/queues/claims/${id}`)).json());
    expect(detail).toMatchObject({
      id,
      status: 'pending',
      company: { id: company.id, name: company.company_name, isClaimed: false },
      mobile: '9876543210',
      email: 'asha@mail.acme-traders.in',
      emailDomain: { verdict: 'matches', companyDomain: 'acme-traders.in' },
      decision: null,
    });
    expect(detail.documents).toEqual([
      {
        kind: 'director-id-proof',
        contentType: 'image/png',
        url: `/api/staff/queues/claims/${id}/documents/director-id-proof`,
      },
      {
        kind: 'business-proof',
        contentType: 'application/pdf',
        url: `/api/staff/queues/claims/${id}/documents/business-proof`,
      },
    ]);
  });

  it('should say when the e-mail is at another domain, or the company has none', async () => {
    const withDomain = await newCompany(service.deps.db, { domain_name: 'acme.in' });
    const other = await submitClaim(withDomain.id, 'someone@acme.in.example.com');
    expect((await get(`/api/staff/queues/claims/${other}`)).json().emailDomain).toEqual({
      emailDomain: 'acme.in.example.com',
      companyDomain: 'acme.in',
      verdict: 'differs',
    });
    const bare = await submitClaim((await newCompany(service.deps.db)).id);
    expect((await get(`/api/staff/queues/claims/${bare}`)).json().emailDomain.verdict).toBe(
      'no_company_domain',
    );
  });

  it.each(['0', 'abc', '99999999999', '1e3', '-1'])('should answer 404 for id %s', async (id) => {
    const response = await get(`/api/staff/queues/claims/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.title).toBe('Claim Not Found');
  });
});

describe('GET /api/staff/queues/claims/:id/documents/:which', () => {
  it('should stream each document inline with its stored type, no-store and nosniff', async () => {
    const id = await submitClaim((await newCompany(service.deps.db)).id);
    const image = await get(`/api/staff/queues/claims/${id}/documents/director-id-proof`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBe('inline');
    expect(image.headers['cache-control']).toBe('no-store');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const pdf = await get(`/api/staff/queues/claims/${id}/documents/business-proof`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
  });

  it("should serve a claim's own documents only: another id gives that claim's, never a path", async () => {
    const mine = await submitClaim((await newCompany(service.deps.db)).id, undefined, {
      director: PNG,
      business: PDF,
    });
    const theirs = await submitClaim((await newCompany(service.deps.db)).id, undefined, {
      director: PDF,
      business: PNG,
    });
    const a = await get(`/api/staff/queues/claims/${mine}/documents/director-id-proof`);
    const b = await get(`/api/staff/queues/claims/${theirs}/documents/director-id-proof`);
    expect(a.rawPayload.equals(PNG)).toBe(true);
    expect(b.rawPayload.equals(PDF)).toBe(true);
  });

  it.each([
    '../../../etc/passwd',
    '..%2f..%2f..%2fetc%2fpasswd',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '%2e%2e',
    '..',
    '%2fetc%2fpasswd',
    '%252e%252e%252fetc%252fpasswd',
    'director-id-proof%00.png',
    'director-id-proof/..',
    'DIRECTOR-ID-PROOF',
    'claims%2f1%2fdirector-1-a.pdf',
  ])('should answer 404 (never a file) for the document %s', async (which) => {
    const id = await submitClaim((await newCompany(service.deps.db)).id);
    const response = await get(`/api/staff/queues/claims/${id}/documents/${which}`);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).not.toContain('root:');
    expect(response.body).not.toContain('%PDF');
  });

  it.each(['../1', '%2e%2e', '1%2f..%2f2', '/etc/passwd'])(
    'should answer 404 for the claim id %s',
    async (id) => {
      const response = await get(`/api/staff/queues/claims/${id}/documents/director-id-proof`);
      expect([400, 404]).toContain(response.statusCode);
      expect(response.headers['content-type']).toContain('application/json');
    },
  );

  it('should refuse every variant without a session: 401, or 404 where the path names no route', async () => {
    const id = await submitClaim((await newCompany(service.deps.db)).id);
    for (const which of ['director-id-proof', 'business-proof', '..%2f..%2fetc%2fpasswd']) {
      const response = await get(`/api/staff/queues/claims/${id}/documents/${which}`, {});
      expect(response.statusCode, which).toBe(401);
    }
    // A dot segment is resolved before routing, so the path is another one (no document route).
    for (const which of ['%2e%2e', '..', '%2e%2e%2f%2e%2e%2fetc%2fpasswd']) {
      const response = await get(`/api/staff/queues/claims/${id}/documents/${which}`, {});
      expect([401, 404], which).toContain(response.statusCode);
      expect(response.headers['content-type'], which).toContain('application/json');
    }
  });
});

describe('POST /api/staff/queues/claims/:id/decision', () => {
  it('should approve: claimed company, recorded owner, company event, mail and audit together', async () => {
    const company = await newCompany(service.deps.db);
    const email = uniqueEmail('owner');
    const id = await submitClaim(company.id, email);
    const response = await decide(id, { outcome: 'approve' });
    expect(response.statusCode).toBe(200);
    const detail = claimDetailSchema.parse(response.json());
    expect(detail.status).toBe('approved');
    expect(detail.decision).toMatchObject({ outcome: 'approved', decidedBy: 'Asha Claims' });
    expect(detail.company.isClaimed).toBe(true);

    const row = await service.deps.db
      .selectFrom('companies')
      .select('is_claimed')
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(row.is_claimed).toBe(true);
    const owners = await service.deps.db
      .selectFrom('company_owners')
      .select(['company_id', 'email', 'claim_id'])
      .where('company_id', '=', company.id)
      .execute();
    expect(owners).toEqual([{ company_id: company.id, email, claim_id: id }]);
    const mails = await mailsTo(email);
    expect(mails).toEqual([
      {
        template: 'claim-approved',
        to_address: email,
        data: {
          companyName: company.company_name,
          profileUrl: `${service.deps.config.publicBaseUrl}/company/${company.id}`,
          // The owner's first sign-in link (issue 19), issued with the approval.
          signInUrl: expect.stringMatching(
            /^http:\/\/localhost:\d+\/account\/sign-in\/link#token=[A-Za-z0-9_-]{43}$/,
          ),
        },
      },
    ]);
    expect(await companyEvents(company.id)).toBeGreaterThan(0);
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: moderatorId, action: 'claim.approve' });

    // The company can be claimed again only through a new claim; this one is closed.
    const claimant = await service.deps.db
      .selectFrom('company_claims')
      .select(['status', 'reviewed_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(claimant).toEqual({ status: 'approved', reviewed_by: moderatorId });
  });

  it('should reject with the reason mailed to the claimant, leaving the company unclaimed', async () => {
    const company = await newCompany(service.deps.db);
    const email = uniqueEmail('rejected');
    const id = await submitClaim(company.id, email);
    const response = await decide(id, { outcome: 'reject', reason: '  ID proof is unreadable.  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().decision).toMatchObject({
      outcome: 'rejected',
      reason: 'ID proof is unreadable.',
    });
    expect(await mailsTo(email)).toEqual([
      {
        template: 'claim-rejected',
        to_address: email,
        data: { companyName: company.company_name, reason: 'ID proof is unreadable.' },
      },
    ]);
    const row = await service.deps.db
      .selectFrom('companies')
      .select('is_claimed')
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(row.is_claimed).toBe(false);
    expect(await auditOf(id)).toHaveLength(1);
    // The company takes claims again.
    expect(await submitClaim(company.id, uniqueEmail('next'))).toBeGreaterThan(id);
  });

  it.each([
    [{ outcome: 'reject' }],
    [{ outcome: 'reject', reason: ' x ' }],
    [{ outcome: 'reject', reason: 'x'.repeat(1001) }],
    [{ outcome: 'maybe' }],
    [{}],
    ['approve'],
  ])('should refuse the decision body %j with 4xx and decide nothing', async (body) => {
    const id = await submitClaim((await newCompany(service.deps.db)).id);
    const response = await decide(id, body);
    // A bare string goes as text/plain: 415; every JSON body that is no decision: 400.
    expect(response.statusCode).toBe(typeof body === 'string' ? 415 : 400);
    expect(response.json().error).toEqual(
      expect.objectContaining({ title: expect.any(String), message: expect.any(String) }),
    );
    expect((await get(`/api/staff/queues/claims/${id}`)).json().status).toBe('pending');
  });

  it('should answer a second decision 409 naming who decided, and change nothing', async () => {
    const company = await newCompany(service.deps.db);
    const email = uniqueEmail('twice');
    const id = await submitClaim(company.id, email);
    expect((await decide(id, { outcome: 'approve' })).statusCode).toBe(200);
    const again = await decide(
      id,
      { outcome: 'reject', reason: 'Changed my mind' },
      secondModerator.headers,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.title).toBe('Already Decided');
    expect(again.json().error.message).toMatch(
      /^This claim was already approved by Asha Claims on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m\.$/,
    );
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('should let exactly one of two simultaneous decisions win', async () => {
    for (let round = 0; round < 5; round += 1) {
      const company = await newCompany(service.deps.db);
      const email = uniqueEmail('race');
      const id = await submitClaim(company.id, email);
      const answers = await Promise.all([
        decide(id, { outcome: 'approve' }),
        decide(
          id,
          { outcome: 'reject', reason: 'Documents do not match' },
          secondModerator.headers,
        ),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await mailsTo(email)).toHaveLength(1);
      expect(await auditOf(id)).toHaveLength(1);
      const owners = await service.deps.db
        .selectFrom('company_owners')
        .select('id')
        .where('company_id', '=', company.id)
        .execute();
      const winner = answers.find((answer) => answer.statusCode === 200)!.json();
      expect(owners).toHaveLength(winner.status === 'approved' ? 1 : 0);
    }
  });

  it('should answer 404 for an unknown claim', async () => {
    const response = await decide(999_999_999, { outcome: 'approve' });
    expect(response.statusCode).toBe(404);
  });

  it('should roll the whole decision back when a part of it fails', async () => {
    const company = await newCompany(service.deps.db);
    const email = uniqueEmail('rollback');
    const id = await submitClaim(company.id, email);
    // A real failure inside the transaction, after the claim and the company were updated:
    // the owner insert is refused for this one e-mail.
    const owner = ownerTestDb();
    await sql
      .raw(
        `create or replace function refuse_owner_${id}() returns trigger language plpgsql as $$
         begin if new.email = '${email}' then raise exception 'owner refused for the test'; end if;
         return new; end $$;
         create trigger refuse_owner_${id} before insert on company_owners
         for each row execute function refuse_owner_${id}();`,
      )
      .execute(owner);
    try {
      const response = await decide(id, { outcome: 'approve' });
      expect(response.statusCode).toBe(500);
    } finally {
      await sql.raw(`drop trigger refuse_owner_${id} on company_owners`).execute(owner);
      await owner.destroy();
    }
    expect((await get(`/api/staff/queues/claims/${id}`)).json().status).toBe('pending');
    const row = await service.deps.db
      .selectFrom('companies')
      .select('is_claimed')
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(row.is_claimed).toBe(false);
    expect(await mailsTo(email)).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
    expect(await companyEvents(company.id)).toBe(0);
    // And it can still be decided.
    expect((await decide(id, { outcome: 'approve' })).statusCode).toBe(200);
  });

  it('should keep a second public claim out with 409 while one is pending', async () => {
    const company = await newCompany(service.deps.db);
    await submitClaim(company.id);
    const body = await multipart(
      { mobile: '9876543210', email: 'other@acme-traders.in' },
      {
        directorIdProof: { name: 'a.png', bytes: PNG },
        businessProof: { name: 'b.pdf', bytes: PDF },
      },
    );
    const response = await service.app.inject({
      method: 'POST',
      url: `/api/companies/${company.id}/claims`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: CLAIM_MESSAGES.alreadyUnderReview });
  });
});
