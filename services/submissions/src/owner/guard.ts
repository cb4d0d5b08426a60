import type { Kysely, Transaction } from 'kysely';
import { OWNER_AUTH_MESSAGES, OWNER_CSRF_HEADER } from '@trusthive/contracts';
import {
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  csrfTokenMatches,
  isStateChanging,
  type Database,
  type Session,
} from '@trusthive/platform';
import type { onRequestAsyncHookHandler, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import type { SubmissionsDeps } from '../shared/deps';
import { clearOwnerSessionCookie, ownerSessionIdOf } from './auth/owner-auth';
import { findOwnedCompany } from '../shared/owners.repository';
import { findAccountByEmail } from '../shared/accounts.repository';
import type { OwnerPrincipal } from './principal';
import './principal';
import { OWNER_PUBLIC_ROUTES } from './route-access';

declare module 'fastify' {
  interface FastifyRequest {
    /** The owner session the guard found (its id is the cookie's value). */
    ownerSession?: { id: string; session: Session };
  }
}

const { signedOut, csrf, companyNotFound } = OWNER_AUTH_MESSAGES;

/** Marks a requireOwner() handler. */
const OWNER_GUARD = Symbol('owner guard');

/**
 * What every account route runs first: a live session (401 otherwise), for state-changing
 * methods the session's CSRF token in X-CSRF-Token (403 otherwise), and an account that still
 * exists (an erased account's session ends: 401). Sets request.account and request.owner.
 * Anyone may hold an account (issue 43); which company a route may touch is ownedCompany()'s
 * question, asked by the route, so a non-owner's account reaches no company.
 */
export function requireOwner(deps: SubmissionsDeps): preHandlerAsyncHookHandler {
  const guard: preHandlerAsyncHookHandler = async (request, reply) => {
    const auth = request.server.ownerAuth;
    const id = ownerSessionIdOf(request);
    const session = await auth.sessions.touch(id);
    if (!id || !session || session.subjectKind !== 'owner') {
      if (id) clearOwnerSessionCookie(reply, auth);
      throw new UnauthorizedError(signedOut.title, signedOut.message);
    }
    // An erased account's sessions end (its row is gone; a removed owner keeps the account).
    const account = await findAccountByEmail(deps.db, session.subjectId);
    if (!account) {
      await auth.sessions.destroy(id);
      clearOwnerSessionCookie(reply, auth);
      throw new UnauthorizedError(signedOut.title, signedOut.message);
    }
    if (
      isStateChanging(request.method) &&
      !csrfTokenMatches(session.csrfToken, request.headers[OWNER_CSRF_HEADER])
    ) {
      throw new ForbiddenError(csrf.title, csrf.message);
    }
    request.owner = { email: session.subjectId };
    request.account = account;
    request.ownerSession = { id, session };
  };
  return Object.assign(guard, { [OWNER_GUARD]: true });
}

/**
 * The company, when the signed-in owner owns it; otherwise 404 with the company-not-found text,
 * so another owner's company cannot be told from one that does not exist.
 */
export async function ownedCompany(
  db: Kysely<Database> | Transaction<Database>,
  owner: OwnerPrincipal,
  companyId: number,
): Promise<{ id: number; name: string }> {
  const company = Number.isSafeInteger(companyId)
    ? await findOwnedCompany(db, owner.email, companyId)
    : undefined;
  if (!company) throw new NotFoundError(companyNotFound.title, companyNotFound.message);
  return company;
}

type Hook = onRequestAsyncHookHandler | preHandlerAsyncHookHandler;
const asList = (hooks: unknown): Hook[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? (hooks as Hook[]) : [hooks as Hook];

/**
 * Run from ownerRoutes before any owner route is added. Every route of the owner part gets the
 * guard (unless it is in OWNER_PUBLIC_ROUTES), whether or not it names requireOwner() itself,
 * and runs it onRequest, before the body is parsed: a caller without a session learns nothing
 * about a route's input (401, never a 400 about the body).
 */
export function guardOwnerRoutesEarly(
  app: { addHook: (name: 'onRoute', hook: (route: RouteOptions) => void) => unknown },
  deps: SubmissionsDeps,
): void {
  const guard = requireOwner(deps);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const isPublic = methods.every((method) =>
      OWNER_PUBLIC_ROUTES.includes(`${method} ${route.url}`),
    );
    const preHandlers = asList(route.preHandler);
    const named = preHandlers.filter((hook) => OWNER_GUARD in hook);
    const early = asList(route.onRequest);
    route.preHandler = preHandlers.filter(
      (hook) => !(OWNER_GUARD in hook),
    ) as RouteOptions['preHandler'];
    if (isPublic && named.length === 0) return;
    if (early.some((hook) => OWNER_GUARD in hook)) return;
    route.onRequest = [named[0] ?? guard, ...early] as RouteOptions['onRequest'];
  });
}
