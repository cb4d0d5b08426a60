import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OWNER_AUTH_MESSAGES,
  OWNER_EDIT_MESSAGES,
  REGISTRATION_MESSAGES,
  UNSTORABLE_TEXT_MESSAGE,
  ownerChangeRequestSchema,
  ownerChangeRequestsSchema,
  ownerCompanyProfileSchema,
} from '@trusthive/contracts';
import { COMPANY_EVENT_QUEUES } from '@trusthive/platform';
import { newCompany } from '@trusthive/platform/testing';
import { PNG, multipart } from '../support';
import { addOwner, signInOwner, type OwnerSignInHeaders } from '../support/owner-session';
import { startStaffService, type StaffTestService } from '../support/staff-service';

// An owner's own changes (issue 19) through /api/account with a real owner session: the
// profile fields applied at once (stamp, audit before/after, company-changed event, all in one
// transaction; bad input saves nothing), and the requests that wait for staff.

let service: StaffTestService;

beforeAll(async () => {
  service = await startStaffService('owner-edits-test');
});

afterAll(async () => {
  await service?.close();
});

const db = () => service.deps.db;

/** A company with a signed-in owner of its own. */
async function ownedCompany(values: Parameters<typeof newCompany>[1] = {}) {
  const company = await newCompany(db(), values);
  const email = await addOwner(db(), company.id);
  const session = await signInOwner(service.app, email);
  return { company, email, session };
}

const call = (
  session: OwnerSignInHeaders | null,
  method: 'GET' | 'PATCH' | 'POST',
  url: string,
  payload?: object,
) =>
  service.app.inject({
    method,
    url,
    ...(session ? { headers: session.headers } : {}),
    ...(payload ? { payload } : {}),
  });

const patch = (session: OwnerSignInHeaders, companyId: number, payload: object) =>
  call(session, 'PATCH', `/api/account/companies/${companyId}`, payload);

const requestChange = (session: OwnerSignInHeaders, companyId: number, payload: object) =>
  call(session, 'POST', `/api/account/companies/${companyId}/change-requests`, payload);

const companyRow = (id: number) =>
  db()
    .selectFrom('companies')
    .select([
      'description',
      'phone',
      'email',
      'logo',
      'website',
      'owner_updated_at',
      'owner_updated_fields',
      sql<string>`xmin::text`.as('tx'),
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const auditOf = (subjectKind: string, subjectId: number) =>
  db()
    .selectFrom('staff_audit_log')
    .select([
      'actor_id',
      'actor_owner_email',
      'action',
      'before',
      'after',
      sql<string>`xmin::text`.as('tx'),
    ])
    .where('subject_kind', '=', subjectKind)
    .where('subject_id', '=', String(subjectId))
    .orderBy('id')
    .execute();

const changedEvents = (companyId: number) =>
  db()
    .selectFrom('outbox')
    .select(['queue', sql<Date>`created_at`.as('created_at')])
    .where('prefix', '=', service.deps.config.queues.prefix)
    .where('job_name', '=', 'company.changed')
    .where(({ eb, ref }) =>
      eb(eb.cast(ref('payload'), 'jsonb'), '@>', JSON.stringify({ companyId })),
    )
    .execute();

describe('PATCH /api/account/companies/:id', () => {
  it('should apply the description at once, stamp it, audit before and after, and re-score', async () => {
    const { company, email, session } = await ownedCompany({ description: 'Old words.' });
    const response = await patch(session, company.id, {
      description: '  Makers of steel kitchenware since 1998.  ',
    });
    expect(response.statusCode).toBe(200);
    const profile = ownerCompanyProfileSchema.parse(response.json());
    expect(profile).toMatchObject({
      id: company.id,
      description: 'Makers of steel kitchenware since 1998.',
      ownerUpdatedFields: ['description'],
    });
    expect(profile.ownerUpdatedAt).not.toBeNull();
    const row = await companyRow(company.id);
    expect(row).toMatchObject({
      description: 'Makers of steel kitchenware since 1998.',
      owner_updated_fields: ['description'],
    });
    const audit = await auditOf('company', company.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: null,
      actor_owner_email: email.toLowerCase(),
      action: 'owner.profile.update',
      before: { description: 'Old words.' },
      after: { description: 'Makers of steel kitchenware since 1998.' },
    });
    expect(audit[0]!.tx).toBe(row.tx);
    const events = await changedEvents(company.id);
    expect(events.map((event) => event.queue).sort()).toEqual([...COMPANY_EVENT_QUEUES].sort());
    for (const event of events) {
      expect(event.created_at.toISOString()).toBe(row.owner_updated_at!.toISOString());
    }
  });

  it('should clear a phone, a contact e-mail and the description sent empty, at once', async () => {
    const { company, session } = await ownedCompany({
      description: 'Was here.',
      phone: '9876543210',
      email: 'old@acme-traders.in',
    });
    const response = await patch(session, company.id, {
      phone: '',
      contactEmail: '',
      description: '',
    });
    expect(response.statusCode).toBe(200);
    expect(await companyRow(company.id)).toMatchObject({
      phone: null,
      email: null,
      description: null,
    });
    expect((await companyRow(company.id)).owner_updated_fields?.sort()).toEqual([
      'contactEmail',
      'description',
      'phone',
    ]);
  });

  it.each([
    [{ phone: '12345' }, REGISTRATION_MESSAGES.invalidPhone, 'phone'],
    [{ phone: '+91 98765 43210' }, REGISTRATION_MESSAGES.invalidPhone, 'phone'],
    [{ contactEmail: 'not-an-email' }, REGISTRATION_MESSAGES.invalidEmail, 'contactEmail'],
    [{ description: 'x'.repeat(1001) }, REGISTRATION_MESSAGES.descriptionTooLong, 'description'],
    [{ description: 'bad\u0000text' }, UNSTORABLE_TEXT_MESSAGE, 'description'],
    [{ logo: 'data x' }, REGISTRATION_MESSAGES.invalidLogo, 'logo'],
    [{ logo: 'https://elsewhere.example/logo.png' }, REGISTRATION_MESSAGES.invalidLogo, 'logo'],
  ] as const)(
    'should refuse %j with registration’s 400 and save nothing, not even the valid fields',
    async (bad, problem, field) => {
      const { company, session } = await ownedCompany({ description: 'Kept.' });
      const response = await patch(session, company.id, { description: 'Changed.', ...bad });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { title: problem.title, message: problem.message, field },
      });
      expect(await companyRow(company.id)).toMatchObject({
        description: 'Kept.',
        owner_updated_at: null,
      });
      expect(await auditOf('company', company.id)).toEqual([]);
    },
  );

  it('should refuse a body that changes nothing with 400', async () => {
    const { company, session } = await ownedCompany();
    const response = await patch(session, company.id, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject(OWNER_EDIT_MESSAGES.nothingToChange);
  });

  it('should take a logo the owner uploaded while signed in, for review', async () => {
    const { company, session } = await ownedCompany();
    const body = await multipart({ name: 'Acme' }, { file: { name: 'logo.png', bytes: PNG } });
    const upload = await service.app.inject({
      method: 'POST',
      url: '/api/uploads/logos',
      payload: body.payload,
      headers: { ...body.headers, cookie: session.headers.cookie },
    });
    expect(upload.statusCode).toBe(201);
    const { url } = upload.json<{ url: string }>();
    const response = await patch(session, company.id, { logo: url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ logo: null, pendingReview: ['logo'] });
  });

  it('should not stamp or audit a save that changes no value', async () => {
    const { company, session } = await ownedCompany({ description: 'Same.' });
    const response = await patch(session, company.id, { description: 'Same.' });
    expect(response.statusCode).toBe(200);
    expect((await companyRow(company.id)).owner_updated_at).toBeNull();
    expect(await auditOf('company', company.id)).toEqual([]);
  });
});

describe('change requests', () => {
  it('should keep a website change pending, normalised, and list it with its state', async () => {
    const { company, email, session } = await ownedCompany({ website: 'https://old.example.in' });
    const response = await requestChange(session, company.id, {
      kind: 'website',
      website: 'www.acme-traders.in',
    });
    expect(response.statusCode).toBe(201);
    const created = ownerChangeRequestSchema.parse(response.json());
    expect(created).toMatchObject({
      change: {
        kind: 'website',
        website: 'https://www.acme-traders.in',
        domainName: 'acme-traders.in',
      },
      status: 'pending',
      decidedAt: null,
    });
    expect((await companyRow(company.id)).website).toBe('https://old.example.in');
    const list = await call(session, 'GET', `/api/account/companies/${company.id}/change-requests`);
    expect(ownerChangeRequestsSchema.parse(list.json()).requests).toEqual([created]);
    const audit = await auditOf('owner-change', created.id);
    expect(audit[0]).toMatchObject({
      actor_owner_email: email.toLowerCase(),
      action: 'owner.change.request',
    });
    // Nothing public changed: no re-score yet.
    expect(await changedEvents(company.id)).toEqual([]);
  });

  it('should answer 409 to the same change while it waits', async () => {
    const { company, session } = await ownedCompany();
    const change = { kind: 'brand-add', brandName: 'Kitchen Star', website: 'kitchenstar.in' };
    expect((await requestChange(session, company.id, change)).statusCode).toBe(201);
    const second = await requestChange(session, company.id, change);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject(OWNER_EDIT_MESSAGES.pendingExists);
  });

  it.each([
    [{ kind: 'website', website: 'not a url' }, REGISTRATION_MESSAGES.invalidWebsite, 'website'],
    [{ kind: 'website' }, REGISTRATION_MESSAGES.missingInformation, 'website'],
    [{ kind: 'brand-add', brandName: '' }, REGISTRATION_MESSAGES.missingInformation, 'brandName'],
    [
      { kind: 'brand-add', brandName: 'Star', website: 'bad url' },
      REGISTRATION_MESSAGES.invalidBrandWebsites,
      'website',
    ],
    [{ kind: 'brand-remove', brandId: 'x' }, OWNER_EDIT_MESSAGES.brandNotFound, 'brandId'],
    [{ kind: 'logo' }, REGISTRATION_MESSAGES.missingInformation, 'kind'],
  ] as const)('should refuse %j with 400 and store nothing', async (body, problem, field) => {
    const { company, session } = await ownedCompany();
    const response = await requestChange(session, company.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { title: problem.title, message: problem.message, field },
    });
    const list = await call(session, 'GET', `/api/account/companies/${company.id}/change-requests`);
    expect(list.json()).toEqual({ requests: [] });
  });

  it("should answer 404 for removing a brand the company does not list (another company's)", async () => {
    const { company, session } = await ownedCompany();
    const other = await newCompany(db());
    const brand = await db()
      .insertInto('brands')
      .values({ company_id: other.id, brand_name: 'Not Theirs' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await requestChange(session, company.id, {
      kind: 'brand-remove',
      brandId: brand.id,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject(OWNER_EDIT_MESSAGES.brandNotFound);
  });
});

describe('who may call the owner edit routes', () => {
  /** Every owner edit route, with a valid body, for the company of the id. */
  const routes = (companyId: number) =>
    [
      ['GET', `/api/account/companies/${companyId}/profile`, undefined],
      ['PATCH', `/api/account/companies/${companyId}`, { description: 'Taken over.' }],
      ['GET', `/api/account/companies/${companyId}/change-requests`, undefined],
      [
        'POST',
        `/api/account/companies/${companyId}/change-requests`,
        { kind: 'website', website: 'taken-over.example' },
      ],
    ] as const;

  it("should answer another owner's company exactly as a missing one (404), changing nothing", async () => {
    const victim = await ownedCompany({ description: 'Mine.' });
    const intruder = await ownedCompany();
    for (const [method, url, body] of [...routes(victim.company.id)]) {
      const response = await call(intruder.session, method, url, body);
      expect({ method, url, status: response.statusCode, body: response.json() }).toEqual({
        method,
        url,
        status: 404,
        body: { error: OWNER_AUTH_MESSAGES.companyNotFound },
      });
    }
    for (const [method, url, body] of routes(2 ** 40)) {
      const response = await call(intruder.session, method, url, body);
      expect(response.json()).toEqual({ error: OWNER_AUTH_MESSAGES.companyNotFound });
    }
    expect(await companyRow(victim.company.id)).toMatchObject({ description: 'Mine.' });
    const requests = await call(
      victim.session,
      'GET',
      `/api/account/companies/${victim.company.id}/change-requests`,
    );
    expect(requests.json()).toEqual({ requests: [] });
  });

  it('should answer 401 without a session, and 404 to a removed owner', async () => {
    const { company, email, session } = await ownedCompany();
    for (const [method, url, body] of routes(company.id)) {
      expect((await call(null, method, url, body)).statusCode).toBe(401);
    }
    await db().deleteFrom('company_owners').where('email', '=', email).execute();
    for (const [method, url, body] of routes(company.id)) {
      const response = await call(session, method, url, body);
      expect({ url, method, status: response.statusCode }).toEqual({ url, method, status: 404 });
    }
  });

  it('should answer 403 to a write without the CSRF token', async () => {
    const { company, session } = await ownedCompany({ description: 'Mine.' });
    for (const [method, url, body] of routes(company.id).filter(([verb]) => verb !== 'GET')) {
      const response = await service.app.inject({
        method,
        url,
        headers: { cookie: session.headers.cookie },
        payload: body,
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
    }
    expect(await companyRow(company.id)).toMatchObject({ description: 'Mine.' });
  });

  // Last: it moves the service's clock past every session's life.
  it('should answer 401 once the session expired', async () => {
    const { company, session } = await ownedCompany();
    service.clock.advance(31 * 24 * 3_600_000);
    for (const [method, url, body] of routes(company.id)) {
      const response = await call(session, method, url, body);
      expect({ url, method, status: response.statusCode }).toEqual({ url, method, status: 401 });
    }
  });
});
