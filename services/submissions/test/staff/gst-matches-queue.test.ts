import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstMatchDetailSchema, gstMatchesQueueSchema } from '@trusthive/contracts';
import { newCompany } from '@trusthive/platform/testing';
import { freshStandInGstin } from '../../../../scripts/e2e/gst-stand-in';
import { startStaffService, type StaffTestService } from '../support/staff-service';
import { createStaffAccount, signInStaff, type StaffSignInHeaders } from '../support/staff-session';

// The GST matches queue (issue 40): staff confirm or undo the written rule's match of a GST
// registration (as the enrichment service stored it) to an MCA company, once, with an audit
// entry and the company's change event; an undone match stops counting for the company.

let service: StaffTestService;
let moderator: StaffSignInHeaders;
let colleague: StaffSignInHeaders;
const MODERATOR_NAME = `Meera ${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  service = await startStaffService('gst-matches-queue-test');
  moderator = await signInStaff(
    service.app,
    await createStaffAccount(service.deps.db, { role: 'moderator', displayName: MODERATOR_NAME }),
  );
  colleague = await signInStaff(
    service.app,
    await createStaffAccount(service.deps.db, { role: 'moderator' }),
  );
});

afterAll(async () => {
  await service?.close();
});

/** A registration the enrichment service stored, matched by PAN to a new company. */
async function matchedRegistration() {
  const gstin = freshStandInGstin('active');
  const company = await newCompany(service.deps.db, {
    company_name: `Bluebell Match ${randomUUID().slice(0, 8)} Private Limited`,
    pan_number: gstin.slice(2, 12),
    company_state_code: 'Karnataka',
  });
  const { id } = await service.deps.db
    .insertInto('gst_registrations')
    .values({
      gstin,
      legal_name: 'BLUEBELL HOME APPLIANCES PRIVATE LIMITED',
      status: 'Active',
      state_name: 'Karnataka',
      provider: 'gsp.example',
      raw: '{}',
      company_id: company.id,
      match_basis: 'pan',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, gstin, company };
}

const get = (url: string, who: StaffSignInHeaders | null = moderator) =>
  service.app.inject({ method: 'GET', url, ...(who ? { headers: who.headers } : {}) });

const decide = (id: number | string, outcome: string, who: StaffSignInHeaders = moderator) =>
  service.app.inject({
    method: 'POST',
    url: `/api/staff/queues/gst-matches/${id}/decision`,
    headers: who.headers,
    payload: { outcome },
  });

const standingMatch = (registrationId: number) =>
  service.deps.db
    .selectFrom('gst_registration_matches')
    .select(['company_id', 'confirmed_by_staff'])
    .where('registration_id', '=', registrationId)
    .executeTakeFirst();

const changeEvents = async (companyId: number) =>
  (
    await sql<{ n: number }>`
      select count(*)::int as n from outbox
       where payload->>'companyId' = ${String(companyId)} and payload->>'reason' = 'gst-updated'
         and queue = 'scoreRecompute'
    `.execute(service.deps.db)
  ).rows[0]!.n;

describe('the GST matches queue', () => {
  it('should list an undecided match with the company beside GSTN’s names, the number masked', async () => {
    const { id, gstin, company } = await matchedRegistration();
    const response = await get('/api/staff/queues/gst-matches?status=pending&order=newest');
    expect(response.statusCode).toBe(200);
    const queue = gstMatchesQueueSchema.parse(response.json());
    const item = queue.items.find((listed) => listed.id === id);
    expect(item).toMatchObject({
      gstin: `${gstin.slice(0, 2)}XXXXXXXXXXX${gstin.charAt(13)}X`,
      legalName: 'BLUEBELL HOME APPLIANCES PRIVATE LIMITED',
      gstStatus: 'Active',
      state: 'Karnataka',
      company: { id: company.id, name: company.company_name, state: 'Karnataka' },
      basis: 'pan',
      status: 'pending',
      decidedBy: null,
    });
    expect(response.body).not.toContain(gstin);
    expect(queue.oldestPendingAt).not.toBeNull();
  });

  it('should confirm once, audit it, tell the company’s followers, and say so on the match', async () => {
    const { id, company } = await matchedRegistration();
    const response = await decide(id, 'confirm');
    expect(response.statusCode).toBe(200);
    expect(gstMatchDetailSchema.parse(response.json())).toMatchObject({
      id,
      status: 'confirmed',
      decidedBy: MODERATOR_NAME,
    });
    expect(await standingMatch(id)).toEqual({ company_id: company.id, confirmed_by_staff: true });
    expect(await changeEvents(company.id)).toBe(1);
    const audit = await service.deps.db
      .selectFrom('staff_audit_log')
      .select(['action', 'after'])
      .where('subject_kind', '=', 'gst_registration')
      .where('subject_id', '=', String(id))
      .execute();
    expect(audit).toEqual([
      {
        action: 'gst-match.confirm',
        after: { companyId: company.id, basis: 'pan', decision: 'confirmed' },
      },
    ]);

    // A colleague a moment later: told who decided, and nothing recorded twice.
    const second = await decide(id, 'undo', colleague);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toContain(`already confirmed by ${MODERATOR_NAME}`);
    expect(await standingMatch(id)).toEqual({ company_id: company.id, confirmed_by_staff: true });
    expect(await changeEvents(company.id)).toBe(1);
  });

  it('should take an undone match out of the company’s GST facts, and list it as undone', async () => {
    const { id, company } = await matchedRegistration();
    expect((await decide(id, 'undo')).statusCode).toBe(200);
    expect(await standingMatch(id)).toBeUndefined();
    expect(await changeEvents(company.id)).toBe(1);
    const undone = gstMatchesQueueSchema.parse(
      (await get('/api/staff/queues/gst-matches?status=undone&order=newest')).json(),
    );
    expect(undone.items.find((item) => item.id === id)).toMatchObject({
      status: 'undone',
      company: { id: company.id },
    });
    const pending = gstMatchesQueueSchema.parse(
      (await get('/api/staff/queues/gst-matches?status=pending&order=newest')).json(),
    );
    expect(pending.items.some((item) => item.id === id)).toBe(false);
  });

  it('should refuse a registration GSTN’s latest answer left unmatched, and an unknown id', async () => {
    const { id } = await matchedRegistration();
    await service.deps.db
      .updateTable('gst_registrations')
      .set({ company_id: null, match_basis: null })
      .where('id', '=', id)
      .execute();
    const unmatched = await decide(id, 'confirm');
    expect(unmatched.statusCode).toBe(409);
    expect(unmatched.json().error.title).toBe('Not Matched');
    for (const bad of ['0', 'abc', '99999999999']) {
      expect((await get(`/api/staff/queues/gst-matches/${bad}`)).statusCode, bad).toBe(404);
    }
    expect((await decide(id, 'maybe')).statusCode).toBe(400);
  });

  it('should answer only staff', async () => {
    expect((await get('/api/staff/queues/gst-matches', null)).statusCode).toBe(401);
  });
});
