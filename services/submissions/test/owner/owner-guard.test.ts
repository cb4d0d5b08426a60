import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_AUTH_MESSAGES } from '@trusthive/contracts';
import { newCompany } from '@trusthive/platform/testing';
import { ownedCompany } from '../../src/owner/guard';
import { startStaffService, type StaffTestService } from '../support/staff-service';
import { addOwner, signInOwner, type OwnerSignInHeaders } from '../support/owner-session';

// The owner guard (issue 19) on real PostgreSQL and Redis: every /api/account route but the
// sign-in ones needs a live owner session, writes need its CSRF token, an erased account's
// session ends, and another owner's company answers exactly as a missing one.

let service: StaffTestService;
let owner: string;
let session: OwnerSignInHeaders;
let companyId: number;
let otherCompanyId: number;

beforeAll(async () => {
  service = await startStaffService('owner-guard-test');
  const company = await newCompany(service.deps.db);
  const other = await newCompany(service.deps.db);
  companyId = company.id;
  otherCompanyId = other.id;
  owner = await addOwner(service.deps.db, companyId);
  await addOwner(service.deps.db, otherCompanyId);
  session = await signInOwner(service.app, owner);
});

afterAll(async () => {
  await service?.close();
});

const { signedOut, csrf, companyNotFound } = OWNER_AUTH_MESSAGES;

describe('owner guard', () => {
  it('should answer 401 with the signed-out message without a session', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/api/account/companies' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: signedOut });
  });

  it('should answer 401 to a staff-looking or made-up cookie', async () => {
    const response = await service.app.inject({
      method: 'GET',
      url: '/api/account/session',
      headers: { cookie: `th_owner=${'a'.repeat(43)}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('should answer 403 to a write without the CSRF token, and sign out with it', async () => {
    const own = await signInOwner(service.app, owner);
    const withoutToken = await service.app.inject({
      method: 'DELETE',
      url: '/api/account/session',
      headers: { cookie: own.headers.cookie },
    });
    expect(withoutToken.statusCode).toBe(403);
    expect(withoutToken.json()).toEqual({ error: csrf });
    const wrongToken = await service.app.inject({
      method: 'DELETE',
      url: '/api/account/session',
      headers: { ...own.headers, 'x-csrf-token': session.csrfToken },
    });
    expect(wrongToken.statusCode).toBe(403);
    const signOut = await service.app.inject({
      method: 'DELETE',
      url: '/api/account/session',
      headers: own.headers,
    });
    expect(signOut.statusCode).toBe(204);
    const after = await service.app.inject({
      method: 'GET',
      url: '/api/account/session',
      headers: own.headers,
    });
    expect(after.statusCode).toBe(401);
  });

  it("should list only the owner's own companies", async () => {
    const response = await service.app.inject({
      method: 'GET',
      url: '/api/account/companies',
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    const ids = response.json<{ companies: { id: number }[] }>().companies.map((one) => one.id);
    expect(ids).toEqual([companyId]);
  });

  it("should answer another owner's company exactly as a missing one (404)", async () => {
    const found = await ownedCompany(service.deps.db, { email: owner.toUpperCase() }, companyId);
    expect(found.id).toBe(companyId);
    const notFound = {
      statusCode: 404,
      title: companyNotFound.title,
      message: companyNotFound.message,
    };
    await expect(
      ownedCompany(service.deps.db, { email: owner }, otherCompanyId),
    ).rejects.toMatchObject(notFound);
    await expect(ownedCompany(service.deps.db, { email: owner }, 2 ** 31)).rejects.toMatchObject(
      notFound,
    );
  });

  it('should end the session of an erased account (401)', async () => {
    const company = await newCompany(service.deps.db);
    const removed = await addOwner(service.deps.db, company.id);
    const own = await signInOwner(service.app, removed);
    await service.deps.db.deleteFrom('accounts').where('email', '=', removed).execute();
    const response = await service.app.inject({
      method: 'GET',
      url: '/api/account/session',
      headers: own.headers,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: signedOut });
  });

  it('should end an idle session after 30 minutes (401)', async () => {
    const own = await signInOwner(service.app, owner);
    service.clock.advance(30 * 60_000);
    const response = await service.app.inject({
      method: 'GET',
      url: '/api/account/session',
      headers: own.headers,
    });
    expect(response.statusCode).toBe(401);
    session = await signInOwner(service.app, owner);
  });
});
