import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AttemptCounter,
  STAFF_SESSION_COOKIE,
  SessionStore,
  cookieIsSecure,
  readCookie,
  type ServiceDeps,
} from '@trusthive/platform';
import {
  clearSessionCookieNamed,
  replaceSessionCookieNamed,
} from '../../shared/session-cookie-headers';

// What staff sign-in keeps beside the database: the sessions, the per-address attempt counter
// and the clock they and the lockout read (tests move it instead of waiting). One per app,
// decorated on the server so the guard and the routes share it.

export { STAFF_SESSION_COOKIE };
export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_MS = 15 * 60_000;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

export interface StaffAuth {
  sessions: SessionStore;
  signInsPerAddress: AttemptCounter;
  now: () => number;
  cookieSecure: boolean;
}

export interface StaffAuthOptions {
  now?: () => number;
}

export function createStaffAuth(deps: ServiceDeps, options: StaffAuthOptions = {}): StaffAuth {
  const now = options.now ?? Date.now;
  const keyPrefix = `${deps.config.queues.prefix}:staff`;
  return {
    sessions: new SessionStore(deps.redis, { keyPrefix, now }),
    signInsPerAddress: new AttemptCounter(deps.redis, {
      keyPrefix: `${keyPrefix}:sign-ins`,
      limit: deps.config.staff.signInAttemptsPerIp,
      windowMs: SIGN_IN_WINDOW_MS,
    }),
    now,
    cookieSecure: cookieIsSecure(deps.config.publicBaseUrl),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    staffAuth: StaffAuth;
  }
}

export function sessionIdOf(request: FastifyRequest): string | undefined {
  return readCookie(request.headers.cookie, STAFF_SESSION_COOKIE);
}

/** The signed-in session's cookie, in place of the one the browser had. */
export async function replaceSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  auth: StaffAuth,
  id: string,
): Promise<void> {
  await replaceSessionCookieNamed(request, reply, STAFF_SESSION_COOKIE, auth, id);
}

export function clearSessionCookie(reply: FastifyReply, auth: StaffAuth): void {
  clearSessionCookieNamed(reply, STAFF_SESSION_COOKIE, auth);
}
