import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_AUTH_MESSAGES } from '@trusthive/contracts';
import { newCompany } from '@trusthive/platform/testing';
import { OWNER_PUBLIC_ROUTES } from '../../src/owner/route-access';
import { addOwner, signInOwner, type OwnerSignInHeaders } from '../support/owner-session';
import { startStaffService, type StaffTestService } from '../support/staff-service';

// Every route under /api/account, read from the route table as the service registered it (so
// the owner edits and replies routes added later are walked too), against the owner rules:
// no session, a made-up or expired one, or an erased account's → 401 (a removed owner's → 404 on its company); a write without the CSRF
// token → 403; another owner's company answers exactly as a company that does not exist.

let service: StaffTestService;
let ownCompanyId: number;
let otherCompanyId: number;
let owner: string;

beforeAll(async () => {
  service = await startStaffService('owner-security-test');
  ownCompanyId = (await newCompany(service.deps.db)).id;
  otherCompanyId = (await newCompany(service.deps.db)).id;
  owner = await addOwner(service.deps.db, ownCompanyId);
  await addOwner(service.deps.db, otherCompanyId);
});

afterAll(async () => {
  await service?.close();
});

interface OwnerRoute {
  key: string;
  method: string;
  /** The URL with :id (a company) replaced by this id, other parameters by 1. */
  url: (companyId: number) => string;
  namesCompany: boolean;
}

function ownerRoutes(routes: RouteOptions[]): OwnerRoute[] {
  return routes
    .filter((route) => route.url.startsWith('/api/account'))
    .flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((method) => method !== 'HEAD')
        .map((method) => ({
          key: `${method} ${route.url}`,
          method,
          namesCompany: route.url.includes('/companies/:id'),
          url: (companyId: number) =>
            route.url
              .replace('/companies/:id', `/companies/${companyId}`)
              .replace(/:[A-Za-z]+/g, '1')
              .replace(/\*$/, 'x'),
        })),
    );
}

const guarded = () =>
  ownerRoutes(service.routes).filter((route) => !OWNER_PUBLIC_ROUTES.includes(route.key));

const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

const call = (route: OwnerRoute, companyId: number, headers: Record<string, string> = {}) =>
  service.app.inject({
    method: route.method as 'GET',
    url: route.url(companyId),
    headers,
    ...(isWrite(route.method) ? { payload: {} } : {}),
  });

const signedOut = { error: OWNER_AUTH_MESSAGES.signedOut };

describe('every owner route', () => {
  it('should include the routes of this work (the walk reads the real route table)', () => {
    const keys = ownerRoutes(service.routes).map((route) => route.key);
    for (const key of [
      ...OWNER_PUBLIC_ROUTES,
      'GET /api/account/session',
      'DELETE /api/account/session',
      'DELETE /api/account/sessions',
      'PUT /api/account/password',
      'GET /api/account/companies',
    ]) {
      expect(keys).toContain(key);
    }
  });

  it('should answer 401 without a session, or with a made-up one', async () => {
    for (const route of guarded()) {
      for (const headers of [
        {} as Record<string, string>,
        { cookie: `th_owner=${'A'.repeat(43)}`, 'x-csrf-token': 'x' },
      ]) {
        const response = await call(route, ownCompanyId, headers);
        expect({ route: route.key, status: response.statusCode, body: response.json() }).toEqual({
          route: route.key,
          status: 401,
          body: signedOut,
        });
      }
    }
  });

  it('should answer 401 to a session idle for 30 minutes', async () => {
    const expired = await signInOwner(service.app, owner);
    service.clock.advance(30 * 60_000);
    for (const route of guarded()) {
      const response = await call(route, ownCompanyId, expired.headers);
      expect({ route: route.key, status: response.statusCode }).toEqual({
        route: route.key,
        status: 401,
      });
    }
  });

  it('should answer a removed owner on every route naming the company as for a missing one', async () => {
    const company = await newCompany(service.deps.db);
    const email = await addOwner(service.deps.db, company.id);
    await service.deps.db.deleteFrom('company_owners').where('email', '=', email).execute();
    for (const route of guarded().filter((one) => one.namesCompany)) {
      const removed = await call(
        route,
        company.id,
        (await signInOwner(service.app, email)).headers,
      );
      const missing = await call(
        route,
        2_000_000_000,
        (await signInOwner(service.app, email)).headers,
      );
      expect(removed.statusCode, route.key).toBeGreaterThanOrEqual(400);
      expect({ route: route.key, status: removed.statusCode, body: removed.body }).toEqual({
        route: route.key,
        status: missing.statusCode,
        body: missing.body,
      });
    }
  });

  it('should answer 401 to an erased account on every route', async () => {
    const company = await newCompany(service.deps.db);
    const email = await addOwner(service.deps.db, company.id);
    const sessions: OwnerSignInHeaders[] = [];
    for (const _ of guarded()) sessions.push(await signInOwner(service.app, email));
    await service.deps.db.deleteFrom('accounts').where('email', '=', email).execute();
    for (const [index, route] of guarded().entries()) {
      const response = await call(route, company.id, sessions[index]!.headers);
      expect({ route: route.key, status: response.statusCode, body: response.json() }).toEqual({
        route: route.key,
        status: 401,
        body: signedOut,
      });
    }
  });

  it('should answer 403 to every write without the CSRF token', async () => {
    const session = await signInOwner(service.app, owner);
    for (const route of guarded().filter((one) => isWrite(one.method))) {
      const response = await call(route, ownCompanyId, { cookie: session.headers.cookie });
      expect({ route: route.key, status: response.statusCode, body: response.json() }).toEqual({
        route: route.key,
        status: 403,
        body: { error: OWNER_AUTH_MESSAGES.csrf },
      });
    }
  });

  // The routes naming a company (/api/account/companies/:id/…) are the owner edits' and
  // replies'; each is walked here as it is registered.
  it("should answer another owner's company exactly as one that does not exist, never 2xx", async () => {
    const missingId = 2_000_000_000;
    for (const route of guarded().filter((one) => one.namesCompany)) {
      // A session of its own per call: a route may end it (sign-out) or change it.
      const other = await call(
        route,
        otherCompanyId,
        (await signInOwner(service.app, owner)).headers,
      );
      const missing = await call(route, missingId, (await signInOwner(service.app, owner)).headers);
      expect(other.statusCode, route.key).toBeGreaterThanOrEqual(400);
      expect({ route: route.key, status: other.statusCode, body: other.body }).toEqual({
        route: route.key,
        status: missing.statusCode,
        body: missing.body,
      });
    }
  });
});
