import type { FastifyReply } from 'fastify';
import { clearedSessionCookie, sessionCookie } from '@trusthive/platform';

// Staff and owner sessions ride in cookies of their own names, written the same way: a new
// session's cookie lives as long as the session may at most, and signing out clears it.

/** What of a sign-in's setup the cookie needs: whether it is Secure, and the longest session. */
interface CookieSessions {
  cookieSecure: boolean;
  sessions: { absoluteMs: number };
}

export function setSessionCookieNamed(
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

export function clearSessionCookieNamed(
  reply: FastifyReply,
  name: string,
  auth: Pick<CookieSessions, 'cookieSecure'>,
): void {
  void reply.header('set-cookie', clearedSessionCookie({ name, secure: auth.cookieSecure }));
}
