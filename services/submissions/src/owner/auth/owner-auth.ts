import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AttemptCounter,
  OWNER_SESSION_COOKIE,
  cookieIsSecure,
  ownerSessionKeyPrefix,
  type ServiceDeps,
  type SessionStore,
} from '@trusthive/platform';
import { ownerSessionIdOf, ownerSessionStore } from '../../shared/owner-sessions';
import {
  clearSessionCookieNamed,
  replaceSessionCookieNamed,
} from '../../shared/session-cookie-headers';
import { issueSignInLink } from '../../shared/sign-in-links';

// What owner sign-in keeps beside the database, the same pieces staff sign-in uses (one
// mechanism): a SessionStore holding subjectKind 'owner' sessions, attempt counters for the
// per-address and per-IP limits, and the clock (tests move it). Decorated on the server so the
// guard and the routes share it.

export { OWNER_SESSION_COOKIE, ownerSessionIdOf, ownerSessionKeyPrefix };
/** Sign-in links one e-mail address may ask for per window. */
export const LINKS_PER_EMAIL = 5;
export const LINK_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

export interface OwnerAuth {
  sessions: SessionStore;
  /** Link requests per e-mail address. */
  linksPerEmail: AttemptCounter;
  /** Link requests per caller IP. */
  linksPerIp: AttemptCounter;
  /** Sign-ins (with a link or a password) per caller IP. */
  signInsPerIp: AttemptCounter;
  now: () => number;
  cookieSecure: boolean;
  /**
   * Issues a link in a transaction of its own and answers the token, mailing nothing: for a
   * support command and tests. Approvals and link requests issue theirs inside their own
   * transaction (issueSignInLink).
   */
  issueLink: (email: string) => Promise<string>;
}

export interface OwnerAuthOptions {
  now?: () => number;
}

export function createOwnerAuth(deps: ServiceDeps, options: OwnerAuthOptions = {}): OwnerAuth {
  const now = options.now ?? Date.now;
  const keyPrefix = ownerSessionKeyPrefix(deps.config.queues.prefix);
  const perIp = deps.config.staff.signInAttemptsPerIp;
  return {
    sessions: ownerSessionStore(deps, now),
    linksPerEmail: new AttemptCounter(deps.redis, {
      keyPrefix: `${keyPrefix}:links-per-email`,
      limit: LINKS_PER_EMAIL,
      windowMs: LINK_WINDOW_MS,
    }),
    linksPerIp: new AttemptCounter(deps.redis, {
      keyPrefix: `${keyPrefix}:links-per-ip`,
      limit: perIp,
      windowMs: LINK_WINDOW_MS,
    }),
    signInsPerIp: new AttemptCounter(deps.redis, {
      keyPrefix: `${keyPrefix}:sign-ins`,
      limit: perIp,
      windowMs: SIGN_IN_WINDOW_MS,
    }),
    now,
    cookieSecure: cookieIsSecure(deps.config.publicBaseUrl),
    issueLink: (email) =>
      deps.db.transaction().execute((trx) => issueSignInLink(trx, email, now())),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    ownerAuth: OwnerAuth;
  }
}

/** The signed-in session's cookie, in place of the one the browser had. */
export async function replaceOwnerSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  auth: OwnerAuth,
  id: string,
): Promise<void> {
  await replaceSessionCookieNamed(request, reply, OWNER_SESSION_COOKIE, auth, id);
}

export function clearOwnerSessionCookie(reply: FastifyReply, auth: OwnerAuth): void {
  clearSessionCookieNamed(reply, OWNER_SESSION_COOKIE, auth);
}
