import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  FRESH_PAGES_COOKIE,
  OWNER_SESSION_COOKIE,
  STAFF_SESSION_COOKIE,
  cookieIsSecure,
  readCookie,
  sessionCookie,
} from '@trusthive/platform';

// Who may be served a page from the shared page cache (issue 43). A render depends on nothing
// but its URL, so a signed-in visitor's page is everyone's page; before issue 43 only owners
// and staff had a session, and any cookie meant a fresh render. Now anyone may sign in to
// follow companies, and a buyer browsing signed in must not cost a render per view. What a
// fresh render was for stays: a visitor sees their own change on their next full load. So a
// signed-in write that succeeded marks the browser for a short while (FRESH_PAGES_COOKIE), long
// enough for the change's event to drop the kept pages (within a second, flow 5); staff, who
// act on many companies at once, always get fresh renders.

/** How long after a signed-in write that browser's pages are rendered afresh. */
export const FRESH_AFTER_WRITE_SECONDS = 60;

/** Whether a page view may be answered from the shared page cache. */
export function sharesPages(request: FastifyRequest): boolean {
  if (request.headers.authorization) return false;
  const cookies = request.headers.cookie;
  return (
    readCookie(cookies, STAFF_SESSION_COOKIE) === undefined &&
    readCookie(cookies, FRESH_PAGES_COOKIE) === undefined
  );
}

export interface FreshAfterWriteOptions {
  publicBaseUrl: string;
  /** The request is a write (judged by the route it matched). */
  isWrite: (request: FastifyRequest) => boolean;
}

/** Marks the browser of a signed-in account that has just written (see above). */
export const freshAfterWrite = fp<FreshAfterWriteOptions>(
  async (app: FastifyInstance, { publicBaseUrl, isWrite }) => {
    const mark = sessionCookie('1', {
      name: FRESH_PAGES_COOKIE,
      secure: cookieIsSecure(publicBaseUrl),
      maxAgeSeconds: FRESH_AFTER_WRITE_SECONDS,
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (
        reply.statusCode < 400 &&
        isWrite(request) &&
        readCookie(request.headers.cookie, OWNER_SESSION_COOKIE) !== undefined
      ) {
        // Fastify keeps every Set-Cookie: a sign-in's own session cookie is not replaced.
        void reply.header('set-cookie', mark);
      }
      return payload;
    });
  },
  { name: 'fresh-after-write' },
);
