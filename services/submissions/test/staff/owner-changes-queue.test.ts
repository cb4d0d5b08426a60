import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OWNER_CHANGE_QUEUE_MESSAGES,
  ownerChangeDetailSchema,
  ownerChangeRequestsSchema,
  ownerChangesQueueSchema,
} from '@trusthive/contracts';
import { COMPANY_EVENT_QUEUES } from '@trusthive/platform';
import { newCompany } from '@trusthive/platform/testing';
import { addOwner, signInOwner, type OwnerSignInHeaders } from '../support/owner-session';
import { startStaffService, type StaffTestService } from '../support/staff-service';
import { createStaffAccount, signInStaff, type StaffSignInHeaders } from '../support/staff-session';

// The owner-changes queue (issue 19) through its routes: owners ask through /api/account, a
// signed-in moderator reads the request beside the company's values and decides once; an
// approval applies the change with its audit entry, the company-changed event (re-score) and
// the owner's mail in one transaction.

let service: StaffTestService;
let moderator: StaffSignInHeaders;
const MODERATOR_NAME = `Meera ${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  service = await startStaffService('owner-changes-queue-test');
  const account = await createStaffAccount(service.deps.db, {
    role: 'moderator',
    displayName: MODERATOR_NAME,
  });
  moderator = await signInStaff(service.app, account);
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

async function ask(session: OwnerSignInHeaders, companyId: number, change: object) {
  const response = await service.app.inject({
    method: 'POST',
    url: `/api/account/companies/${companyId}/change-requests`,
    headers: session.headers,
    payload: change,
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

const decide = (id: number, payload: object) =>
  staff(moderator, 'POST', `/api/staff/queues/owner-changes/${id}/decision`, payload);

const company = (id: number) =>
  db()
    .selectFrom('companies')
    .select([
      'website',
      'domain_name',
      'wants_brand_authorization',
      sql<string>`xmin::text`.as('tx'),
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const brandNames = async (companyId: number) =>
  (
    await db()
      .selectFrom('brands')
      .select('brand_name')
      .where('company_id', '=', companyId)
      .execute()
  ).map((row) => row.brand_name);

const mailsTo = (to: string) =>
  db()
    .selectFrom('mail_messages')
    .select(['template', 'data', sql<string>`xmin::text`.as('tx')])
    .where('to_address', '=', to)
    .execute();

const changedEvents = (companyId: number) =>
  db()
    .selectFrom('outbox')
    .select(['queue'])
    .where('prefix', '=', service.deps.config.queues.prefix)
    .where('job_name', '=', 'company.changed')
    .where(({ eb, ref }) =>
      eb(eb.cast(ref('payload'), 'jsonb'), '@>', JSON.stringify({ companyId })),
    )
    .execute();

describe('GET /api/staff/queues/owner-changes', () => {
  it('should refuse without a staff session, and to an owner session', async () => {
    expect((await staff(null, 'GET', '/api/staff/queues/owner-changes')).statusCode).toBe(401);
    const { session } = await ownedCompany();
    const asOwner = await service.app.inject({
      method: 'GET',
      url: '/api/staff/queues/owner-changes',
      headers: session.headers,
    });
    expect(asOwner.statusCode).toBe(401);
  });

  it('should list pending requests with the company and the change, oldest first', async () => {
    const { company: listed, session } = await ownedCompany();
    const id = await ask(session, listed.id, { kind: 'website', website: 'acme-traders.in' });
    await sql`update owner_change_requests set created_at = '1990-01-01' where id = ${id}`.execute(
      db(),
    );
    const response = await staff(moderator, 'GET', '/api/staff/queues/owner-changes?order=oldest');
    expect(response.statusCode).toBe(200);
    const queue = ownerChangesQueueSchema.parse(response.json());
    expect(queue.items[0]).toMatchObject({
      id,
      companyId: listed.id,
      companyName: listed.company_name,
      change: {
        kind: 'website',
        website: 'https://acme-traders.in',
        domainName: 'acme-traders.in',
      },
      status: 'pending',
      decision: null,
    });
    expect(queue.oldestPendingAt).toBe('1990-01-01T00:00:00.000Z');
    const overview = await staff(moderator, 'GET', '/api/staff/queues');
    expect(overview.json().queues).toContainEqual(
      expect.objectContaining({
        kind: 'owner-changes',
        oldestPendingAt: '1990-01-01T00:00:00.000Z',
      }),
    );
  });

  it('should show one request beside the company’s values now, with the owner', async () => {
    const {
      company: listed,
      email,
      session,
    } = await ownedCompany({
      website: 'https://old.example.in',
    });
    const id = await ask(session, listed.id, { kind: 'website', website: 'new.example.in' });
    const response = await staff(moderator, 'GET', `/api/staff/queues/owner-changes/${id}`);
    expect(ownerChangeDetailSchema.parse(response.json())).toMatchObject({
      ownerEmail: email,
      current: { website: 'https://old.example.in' },
    });
    expect((await staff(moderator, 'GET', '/api/staff/queues/owner-changes/abc')).statusCode).toBe(
      404,
    );
  });
});

describe('POST /api/staff/queues/owner-changes/:id/decision', () => {
  it('should apply an approved website once, with audit, re-score event and mail in one transaction', async () => {
    const {
      company: listed,
      email,
      session,
    } = await ownedCompany({
      website: 'https://old.example.in',
    });
    const id = await ask(session, listed.id, { kind: 'website', website: 'www.acme-traders.in' });
    const response = await decide(id, { outcome: 'approve' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'approved',
      decision: { decidedBy: MODERATOR_NAME, reason: null },
    });
    const row = await company(listed.id);
    expect(row).toMatchObject({
      website: 'https://www.acme-traders.in',
      domain_name: 'acme-traders.in',
    });
    const audit = await db()
      .selectFrom('staff_audit_log')
      .select(['action', 'before', 'after', sql<string>`xmin::text`.as('tx')])
      .where('subject_kind', '=', 'owner-change')
      .where('subject_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual([
      'owner.change.request',
      'owner-change.approve',
    ]);
    expect(audit[1]).toMatchObject({
      before: { status: 'pending', company: { website: 'https://old.example.in' } },
      after: { status: 'approved', company: { website: 'https://www.acme-traders.in' } },
    });
    const mails = await mailsTo(email);
    expect(mails).toEqual([
      expect.objectContaining({
        template: 'owner-change-approved',
        data: {
          companyName: listed.company_name,
          change: 'Website and domain: https://www.acme-traders.in (acme-traders.in)',
          profileUrl: `${service.deps.config.publicBaseUrl}/company/${listed.id}`,
        },
      }),
    ]);
    expect(new Set([row.tx, audit[1]!.tx, mails[0]!.tx]).size).toBe(1);
    expect((await changedEvents(listed.id)).map((event) => event.queue).sort()).toEqual(
      [...COMPANY_EVENT_QUEUES].sort(),
    );
    // The owner sees the state; a second decision answers 409 naming who decided.
    const mine = await service.app.inject({
      method: 'GET',
      url: `/api/account/companies/${listed.id}/change-requests`,
      headers: session.headers,
    });
    expect(ownerChangeRequestsSchema.parse(mine.json()).requests[0]).toMatchObject({
      id,
      status: 'approved',
    });
    const again = await decide(id, { outcome: 'decline', reason: 'Changed my mind.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain(`already approved by ${MODERATOR_NAME}`);
    expect(again.json().error.title).toBe('Already Decided');
  });

  it('should decline with the reason, mail it, and leave the company as it was', async () => {
    const {
      company: listed,
      email,
      session,
    } = await ownedCompany({
      website: 'https://old.example.in',
    });
    const id = await ask(session, listed.id, { kind: 'website', website: 'new.example.in' });
    expect((await decide(id, { outcome: 'decline' })).statusCode).toBe(400);
    const response = await decide(id, {
      outcome: 'decline',
      reason: 'The domain is registered to another company.',
    });
    expect(response.statusCode).toBe(200);
    expect((await company(listed.id)).website).toBe('https://old.example.in');
    expect(await mailsTo(email)).toEqual([
      expect.objectContaining({
        template: 'owner-change-declined',
        data: expect.objectContaining({ reason: 'The domain is registered to another company.' }),
      }),
    ]);
    const mine = await service.app.inject({
      method: 'GET',
      url: `/api/account/companies/${listed.id}/change-requests`,
      headers: session.headers,
    });
    expect(mine.json().requests[0]).toMatchObject({
      status: 'declined',
      reason: 'The domain is registered to another company.',
    });
    expect(await changedEvents(listed.id)).toEqual([]);
  });

  it('should add and remove brands, and record a brand authorization request', async () => {
    const { company: listed, session } = await ownedCompany();
    const old = await db()
      .insertInto('brands')
      .values({ company_id: listed.id, brand_name: 'Old Brand' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const add = await ask(session, listed.id, {
      kind: 'brand-add',
      brandName: 'Kitchen Star',
      trademarkName: 'KITCHEN STAR',
      website: 'kitchenstar.in',
    });
    const remove = await ask(session, listed.id, { kind: 'brand-remove', brandId: old.id });
    const authorization = await ask(session, listed.id, { kind: 'brand-authorization' });
    for (const id of [add, remove, authorization]) {
      expect((await decide(id, { outcome: 'approve' })).statusCode).toBe(200);
    }
    expect(await brandNames(listed.id)).toEqual(['Kitchen Star']);
    expect((await company(listed.id)).wants_brand_authorization).toBe(true);
  });

  it('should answer 409 to approving the removal of a brand already gone, changing nothing', async () => {
    const { company: listed, session } = await ownedCompany();
    const brand = await db()
      .insertInto('brands')
      .values({ company_id: listed.id, brand_name: 'Gone Soon' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = await ask(session, listed.id, { kind: 'brand-remove', brandId: brand.id });
    await db().deleteFrom('brands').where('id', '=', brand.id).execute();
    const response = await decide(id, { outcome: 'approve' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject(OWNER_CHANGE_QUEUE_MESSAGES.brandGone);
    const detail = await staff(moderator, 'GET', `/api/staff/queues/owner-changes/${id}`);
    expect(detail.json().status).toBe('pending');
  });
});
