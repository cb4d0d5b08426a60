import { STAFF_AUTH_MESSAGES, STAFF_CSRF_HEADER, type StaffRole } from '@trusthive/contracts';
import {
  ForbiddenError,
  UnauthorizedError,
  csrfTokenMatches,
  isStateChanging,
  type Session,
} from '@trusthive/platform';
import type { onRequestAsyncHookHandler, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import type { SubmissionsDeps } from '../shared/deps';
import { mustEnrolTotp } from './accounts/account-view';
import { findAccountById } from './accounts/accounts.repository';
import { clearSessionCookie, sessionIdOf } from './auth/staff-auth';
import './principal';
import { STAFF_PUBLIC_ROUTES } from './route-access';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff session the guard found (its id is the cookie's value). */
    staffSession?: { id: string; session: Session };
  }
}

export interface RequireStaffOptions {
  /**
   * The route works for an admin who has not enrolled a second factor yet (the session, sign
   * out, TOTP enrolment and the password): everything else waits for enrolment.
   */
  beforeSecondFactor?: boolean;
}

const { signedOut, csrf, adminOnly, enrolTotpFirst } = STAFF_AUTH_MESSAGES;

/** Marks a requireStaff() handler, with the role it requires. */
const STAFF_GUARD = Symbol('staff guard');

/**
 * The preHandler every staff route carries: a live staff session (401 otherwise), for
 * state-changing methods the session's CSRF token in X-CSRF-Token (403 otherwise), and the role
 * (403 for a moderator on an admin route; admin passes every moderator check). The account is
 * read on every request, so a disabled account or a changed role counts at once. Sets
 * request.staff.
 */
export function requireStaff(
  deps: SubmissionsDeps,
  role: StaffRole,
  options: RequireStaffOptions = {},
): preHandlerAsyncHookHandler {
  const guard: preHandlerAsyncHookHandler = async (request, reply) => {
    const auth = request.server.staffAuth;
    const id = sessionIdOf(request);
    const session = await auth.sessions.touch(id);
    if (!id || !session || session.subjectKind !== 'staff') {
      if (id) clearSessionCookie(reply, auth);
      throw new UnauthorizedError(signedOut.title, signedOut.message);
    }
    const account = await findAccountById(deps.db, Number(session.subjectId));
    if (!account || account.disabled_at !== null) {
      await auth.sessions.destroy(id);
      clearSessionCookie(reply, auth);
      throw new UnauthorizedError(signedOut.title, signedOut.message);
    }
    if (
      isStateChanging(request.method) &&
      !csrfTokenMatches(session.csrfToken, request.headers[STAFF_CSRF_HEADER])
    ) {
      throw new ForbiddenError(csrf.title, csrf.message);
    }
    if (mustEnrolTotp(account) && !options.beforeSecondFactor) {
      throw new ForbiddenError(enrolTotpFirst.title, enrolTotpFirst.message);
    }
    if (role === 'admin' && account.role !== 'admin') {
      throw new ForbiddenError(adminOnly.title, adminOnly.message);
    }
    request.staff = {
      accountId: account.id,
      email: account.email,
      displayName: account.display_name,
      role: account.role,
    };
    request.staffSession = { id, session };
  };
  return Object.assign(guard, { [STAFF_GUARD]: role });
}

type Hook = onRequestAsyncHookHandler | preHandlerAsyncHookHandler;
const asList = (hooks: unknown): Hook[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? (hooks as Hook[]) : [hooks as Hook];

/**
 * Run from staffRoutes before any staff route is added. Every route of the staff part must carry
 * requireStaff() (or be in STAFF_PUBLIC_ROUTES): a route without it stops the service at start.
 * The guard is moved from preHandler to onRequest, so it runs before the body is parsed and
 * validated: a caller without a session learns nothing about a route's input (it gets 401,
 * never a 400 about the body), and a moderator gets 403 from an admin route whatever it sends.
 */
export function guardStaffRoutesEarly(app: {
  addHook: (name: 'onRoute', hook: (route: RouteOptions) => void) => unknown;
}): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const guards = asList(route.preHandler).filter((hook) => STAFF_GUARD in hook);
    const alreadyEarly = asList(route.onRequest).some((hook) => STAFF_GUARD in hook);
    if (guards.length === 0 && !alreadyEarly) {
      const isPublic = methods.every((method) =>
        STAFF_PUBLIC_ROUTES.includes(`${method} ${route.url}`),
      );
      // HEAD routes Fastify adds for each GET carry the GET's hooks.
      if (!isPublic && !methods.every((method) => method === 'HEAD')) {
        throw new Error(`${methods.join(',')} ${route.url} has no requireStaff() guard`);
      }
      return;
    }
    route.preHandler = asList(route.preHandler).filter(
      (hook) => !(STAFF_GUARD in hook),
    ) as RouteOptions['preHandler'];
    route.onRequest = [...guards, ...asList(route.onRequest)] as RouteOptions['onRequest'];
  });
}
