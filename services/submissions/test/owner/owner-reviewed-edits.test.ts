import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGO_DELETE_TOKEN_HEADER,
  OWNER_CHANGE_QUEUE_MESSAGES,
  OWNER_EDIT_MESSAGES,
  ownerChangeRequestsSchema,
  ownerCompanyProfileSchema,
} from '@trusthive/contracts';
import { COMPANY_EVENT_QUEUES } from '@trusthive/platform';
import { newCompany } from '@trusthive/platform/testing';
import { PNG, multipart } from '../support';
import { addOwner, signInOwner, type OwnerSignInHeaders } from '../support/owner-session';
import { startStaffService, type StaffTestService } from '../support/staff-service';
import { createStaffAccount, signInStaff, type StaffSignInHeaders } from '../support/staff-session';

// Issue 37, finding 4: an owner's logo (it moves the trust score) and new phone number wait for
// the staff "Owner changes" queue and change nothing public until approved; a logo must be the
// owner's own upload, shown nowhere yet, and attaching another's upload leaves it with its
// uploader. (The e-mail link: contact-email-confirm.test.ts; the score itself, through the real
// scoring service: gateway/test/owner-logo-review.test.ts.)

let service: StaffTestService;
let moderator: StaffSignInHeaders;

beforeAll(async () => {
  service = await startStaffService('owner-reviewed-edits-test');
  moderator = await signInStaff(
    service.app,
    await createStaffAccount(service.deps.db, { role: 'moderator' }),
  );
});

afterAll(async () => {
  await service?.close();
});

const db = () => service.deps.db;

async function ownedCompany(values: Parameters<typeof newCompany>[1] = {}) {
  const company = await newCompany(db(), values);
  const email = await addOwner(db(), company.id);
  return { company, email, session: await signInOwner(service.app, email) };
}

/** Uploads a logo, as the signed-in owner of `session` or anonymously (null). */
async function uploadLogo(session: OwnerSignInHeaders | null) {
  const body = await multipart(
    { name: `Logo ${randomUUID().slice(0, 6)}` },
    { file: { name: 'logo.png', bytes: PNG } },
  );
  const response = await service.app.inject({
    method: 'POST',
    url: '/api/uploads/logos',
    payload: body.payload,
    headers: { ...body.headers, ...(session ? { cookie: session.headers.cookie } : {}) },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ url: string; key: string; deleteToken: string }>();
}

const patch = (session: OwnerSignInHeaders, companyId: number, payload: object) =>
  service.app.inject({
    method: 'PATCH',
    url: `/api/account/companies/${companyId}`,
    headers: session.headers,
    payload,
  });

const companyRow = (id: number) =>
  db()
    .selectFrom('companies')
    .select(['logo', 'phone', 'email'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const changedEvents = (companyId: number) =>
  db()
    .selectFrom('outbox')
    .select('queue')
    .where('prefix', '=', service.deps.config.queues.prefix)
    .where('job_name', '=', 'company.changed')
    .where(({ eb, ref }) =>
      eb(eb.cast(ref('payload'), 'jsonb'), '@>', JSON.stringify({ companyId })),
    )
    .execute();

async function requestsOf(session: OwnerSignInHeaders, companyId: number) {
  const response = await service.app.inject({
    method: 'GET',
    url: `/api/account/companies/${companyId}/change-requests`,
    headers: session.headers,
  });
  return ownerChangeRequestsSchema.parse(response.json()).requests;
}

const decide = (id: number, payload: object) =>
  service.app.inject({
    method: 'POST',
    url: `/api/staff/queues/owner-changes/${id}/decision`,
    headers: moderator.headers,
    payload,
  });

const deleteUpload = (upload: { key: string; deleteToken: string }) =>
  service.app.inject({
    method: 'DELETE',
    url: `/api/uploads/logos/${upload.key}`,
    headers: { [LOGO_DELETE_TOKEN_HEADER]: upload.deleteToken },
  });

describe('an owner’s logo', () => {
  it('should wait for staff review, changing nothing public until approved', async () => {
    const { company, email, session } = await ownedCompany();
    const upload = await uploadLogo(session);
    const response = await patch(session, company.id, { logo: upload.url });
    expect(response.statusCode).toBe(200);
    expect(ownerCompanyProfileSchema.parse(response.json())).toMatchObject({
      logo: null,
      pendingReview: ['logo'],
      ownerUpdatedAt: null,
    });
    expect((await companyRow(company.id)).logo).toBeNull();
    // No re-score and no search update: nothing public changed.
    expect(await changedEvents(company.id)).toEqual([]);
    const [request] = await requestsOf(session, company.id);
    expect(request).toMatchObject({
      change: { kind: 'logo', logo: upload.url },
      status: 'pending',
    });

    // The same logo sent again asks nothing twice.
    expect((await patch(session, company.id, { logo: upload.url })).statusCode).toBe(200);
    expect(await requestsOf(session, company.id)).toHaveLength(1);

    const approved = await decide(request!.id, { outcome: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', current: { logo: upload.url } });
    expect((await companyRow(company.id)).logo).toBe(upload.url);
    expect((await changedEvents(company.id)).map((event) => event.queue).sort()).toEqual(
      [...COMPANY_EVENT_QUEUES].sort(),
    );
    const audit = await db()
      .selectFrom('staff_audit_log')
      .select(['action', 'actor_id', 'after'])
      .where('subject_kind', '=', 'owner-change')
      .where('subject_id', '=', String(request!.id))
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual([
      'owner.change.request',
      'owner-change.approve',
    ]);
    expect(audit[1]!.actor_id).not.toBeNull();
    const profile = await service.app.inject({
      method: 'GET',
      url: `/api/account/companies/${company.id}/profile`,
      headers: session.headers,
    });
    expect(profile.json()).toMatchObject({ logo: upload.url, pendingReview: [] });
    expect(email).toBeTruthy();
  });

  it('should refuse an anonymous upload with 403, and its uploader can still delete it', async () => {
    const { company, session } = await ownedCompany();
    const upload = await uploadLogo(null);
    const response = await patch(session, company.id, { logo: upload.url, description: 'New.' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { ...OWNER_EDIT_MESSAGES.logoNotYours, field: 'logo' },
    });
    expect(await requestsOf(session, company.id)).toEqual([]);
    expect((await deleteUpload(upload)).statusCode).toBe(204);
  });

  it('should refuse another owner’s upload with 403, and leave it to that owner', async () => {
    const { company, session } = await ownedCompany();
    const other = await ownedCompany();
    const theirs = await uploadLogo(other.session);
    const response = await patch(session, company.id, { logo: theirs.url });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject(OWNER_EDIT_MESSAGES.logoNotYours);
    expect((await companyRow(company.id)).logo).toBeNull();
    expect((await deleteUpload(theirs)).statusCode).toBe(204);
  });

  it('should refuse with 409 an own upload that a profile already shows', async () => {
    const { company, email, session } = await ownedCompany();
    const upload = await uploadLogo(session);
    const shownElsewhere = await newCompany(db(), { logo: upload.url });
    await addOwner(db(), shownElsewhere.id, email);
    const response = await patch(session, company.id, { logo: upload.url });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject(OWNER_EDIT_MESSAGES.logoInUse);
  });

  it('should answer 409 to approving a logo its uploader deleted meanwhile', async () => {
    const { company, session } = await ownedCompany();
    const upload = await uploadLogo(session);
    expect((await patch(session, company.id, { logo: upload.url })).statusCode).toBe(200);
    expect((await deleteUpload(upload)).statusCode).toBe(204);
    const [request] = await requestsOf(session, company.id);
    const approved = await decide(request!.id, { outcome: 'approve' });
    expect(approved.statusCode).toBe(409);
    expect(approved.json().error).toMatchObject(OWNER_CHANGE_QUEUE_MESSAGES.logoGone);
    expect((await companyRow(company.id)).logo).toBeNull();
  });
});

describe('an owner’s phone number', () => {
  it('should wait for review while the description applies at once', async () => {
    const { company, session } = await ownedCompany({ phone: '9123456780' });
    const response = await patch(session, company.id, {
      phone: '98765 43210',
      description: 'Steel kitchenware.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      phone: '9123456780',
      description: 'Steel kitchenware.',
      pendingReview: ['phone'],
      ownerUpdatedFields: ['description'],
    });
    expect((await companyRow(company.id)).phone).toBe('9123456780');
    const [request] = await requestsOf(session, company.id);
    expect(request!.change).toEqual({ kind: 'phone', phone: '9876543210' });
    expect((await decide(request!.id, { outcome: 'approve' })).statusCode).toBe(200);
    expect((await companyRow(company.id)).phone).toBe('9876543210');
  });
});
