import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearedSessionCookie, readCookie, sessionCookie } from '@trusthive/platform';

// Staff and owner sessions ride in cookies of their own names, written the same way: a new
// session's cookie lives as long as the session may at most and replaces the browser's previous
// session, and signing out clears it.

/** What of a sign-in's setup the cookie needs: whether it is Secure, and the longest session. */
interface CookieSessions {
  cookieSecure: boolean;
  sessions: { absoluteMs: number };
}

/** A sign-in's sessions: the cookie's setup, and the store that ends the browser's previous one. */
interface SignInSessions extends CookieSessions {
  sessions: { absoluteMs: number; destroy(id: string | undefined): Promise<void> };
}

function setSessionCookieNamed(
  reply: FastifyReply,
  name: string,
  auth: CookieSessions,
  id: string,
): void {
  void reply.header(
    'set-cookie',
    sessionCookie(id, {
      name,
      secure: auth.cookieSecure,
      maxAgeSeconds: Math.floor(auth.sessions.absoluteMs / 1000),
    }),
  );
}

/**
 * Starts a signed-in session in the browser: the session it had before ends (a sign-in always
 * gets a new id), but only now that the new one exists, so a failed attempt signs nobody out.
 */
export async function replaceSessionCookieNamed(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  auth: SignInSessions,
  id: string,
): Promise<void> {
  await auth.sessions.destroy(readCookie(request.headers.cookie, name));
  setSessionCookieNamed(reply, name, auth, id);
}

export function clearSessionCookieNamed(
  reply: FastifyReply,
  name: string,
  auth: Pick<CookieSessions, 'cookieSecure'>,
): void {
  void reply.header('set-cookie', clearedSessionCookie({ name, secure: auth.cookieSecure }));
}
