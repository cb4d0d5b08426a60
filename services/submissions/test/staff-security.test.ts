import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_AUTH_MESSAGES } from '@trusthive/contracts';
import { STAFF_ADMIN_ROUTES, STAFF_PUBLIC_ROUTES } from '../src/staff/route-access';
import { createStaffAccount, signInStaff, type TestStaffAccount } from './support/staff-session';
import { startStaffService, type StaffTestService } from './support/staff-service';

// Every route under /api/staff, read from the route table as the service registered it (so
// routes added later are walked too), against the rules of the staff console: no session → 401,
// a write without the CSRF token → 403, an expired session → 401, a moderator on an admin
// route → 403. The lists of public and admin routes are in src/staff/route-access.ts.

let service: StaffTestService;
let admin: TestStaffAccount;
let moderator: TestStaffAccount;

beforeAll(async () => {
  service = await startStaffService('staff-security-test');
  admin = await createStaffAccount(service.deps.db, { role: 'admin' });
  moderator = await createStaffAccount(service.deps.db, { role: 'moderator' });
});

afterAll(async () => {
  await service?.close();
});

interface StaffRoute {
  key: string;
  method: string;
  url: string;
}

/** The route table's staff routes, one per method, with their parameters filled in. */
function staffRoutes(routes: RouteOptions[]): StaffRoute[] {
  return routes
    .filter((route) => route.url.startsWith('/api/staff'))
    .flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((method) => method !== 'HEAD')
        .map((method) => ({
          key: `${method} ${route.url}`,
          method,
          url: route.url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x'),
        })),
    );
}

const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

const call = (route: StaffRoute, headers: Record<string, string> = {}) =>
  service.app.inject({ method: route.method as 'GET', url: route.url, headers });

describe('every staff route', () => {
  it('should include the routes of this work (the walk reads the real route table)', () => {
    const keys = staffRoutes(service.routes).map((route) => route.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        ...STAFF_PUBLIC_ROUTES,
        ...STAFF_ADMIN_ROUTES,
        'GET /api/staff/session',
        'DELETE /api/staff/sessions',
      ]),
    );
    // The lists name real routes only.
    for (const key of [...STAFF_PUBLIC_ROUTES, ...STAFF_ADMIN_ROUTES]) expect(keys).toContain(key);
  });

  it('should answer 401 without a session, or with a made-up one', async () => {
    const guarded = staffRoutes(service.routes).filter(
      (route) => !STAFF_PUBLIC_ROUTES.includes(route.key),
    );
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      for (const headers of [
        {} as Record<string, string>,
        { cookie: 'th_staff=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'x-csrf-token': 'x' },
      ]) {
        const response = await call(route, headers);
        expect({ route: route.key, status: response.statusCode, body: response.json() }).toEqual({
          route: route.key,
          status: 401,
          body: { error: STAFF_AUTH_MESSAGES.signedOut },
        });
      }
    }
  });

  it('should answer 403 to a write without the CSRF token or with a wrong one', async () => {
    const writes = staffRoutes(service.routes).filter(
      (route) => isWrite(route.method) && !STAFF_PUBLIC_ROUTES.includes(route.key),
    );
    expect(writes.length).toBeGreaterThan(3);
    const { headers } = await signInStaff(service.app, admin);
    for (const route of writes) {
      for (const token of [undefined, 'wrong-token']) {
        const response = await call(route, {
          cookie: headers.cookie,
          ...(token ? { 'x-csrf-token': token } : {}),
        });
        expect({ route: route.key, status: response.statusCode, body: response.json() }).toEqual({
          route: route.key,
          status: 403,
          body: { error: STAFF_AUTH_MESSAGES.csrf },
        });
      }
    }
  });

  it('should answer 401 once the session expired (30 minutes idle)', async () => {
    const { headers } = await signInStaff(service.app, admin);
    service.clock.advance(30 * 60_000 + 1);
    for (const route of staffRoutes(service.routes).filter(
      (r) => !STAFF_PUBLIC_ROUTES.includes(r.key),
    )) {
      const response = await call(route, headers);
      expect({ route: route.key, status: response.statusCode }).toEqual({
        route: route.key,
        status: 401,
      });
    }
  });

  it('should answer 403 to a moderator on exactly the admin routes', async () => {
    for (const route of staffRoutes(service.routes).filter(
      (r) => !STAFF_PUBLIC_ROUTES.includes(r.key),
    )) {
      // A session each: a moderator's call to a sign-out route ends the session it used.
      const { headers } = await signInStaff(service.app, moderator);
      const response = await call(route, headers);
      if (STAFF_ADMIN_ROUTES.includes(route.key)) {
        expect({ route: route.key, status: response.statusCode, body: response.json() }).toEqual({
          route: route.key,
          status: 403,
          body: { error: STAFF_AUTH_MESSAGES.adminOnly },
        });
      } else {
        // Past the guard: what the route says of the (empty) request, never 401 or 403.
        expect({ route: route.key, status: response.statusCode }).not.toMatchObject({
          status: 401,
        });
        expect({ route: route.key, status: response.statusCode }).not.toMatchObject({
          status: 403,
        });
      }
    }
  });

  it('should let an admin past the guard on every route', async () => {
    for (const route of staffRoutes(service.routes).filter(
      (r) => !STAFF_PUBLIC_ROUTES.includes(r.key),
    )) {
      // An admin of its own per route: some routes end their session, and a TOTP code signs
      // in once (issue 37), so one admin would wait for a new code every other route.
      const routeAdmin = await createStaffAccount(service.deps.db, { role: 'admin' });
      const { headers } = await signInStaff(service.app, routeAdmin);
      const response = await call(route, headers);
      expect({ route: route.key, status: response.statusCode }).not.toMatchObject({ status: 401 });
      expect({ route: route.key, status: response.statusCode }).not.toMatchObject({ status: 403 });
    }
  });
});
