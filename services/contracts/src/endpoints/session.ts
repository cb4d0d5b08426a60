import type { z } from 'zod';
import type { Endpoint } from './endpoint';

// The staff console and company owners keep their sessions alike (an httpOnly cookie and a CSRF
// token for writes), so each has the same three routes to read its session and to end one or
// all of them. Signing in differs between the two and stays in their own lists.

export interface SessionRoutes {
  /** Which session the routes need: Endpoint's `staff` or `owner` flag. */
  session: 'staff' | 'owner';
  /** The session route's path, e.g. /api/staff/session; `s` is added for every session. */
  path: string;
  /** What each summary starts with, e.g. "Staff". */
  who: string;
  /** Whose sessions "everywhere" ends, e.g. "the caller's account". */
  everySessionOf: string;
  schema: z.ZodType;
  errors: Endpoint['errors'];
}

/** GET the session, DELETE it (sign out), DELETE every session (sign out everywhere). */
export function sessionEndpoints(routes: SessionRoutes) {
  const { path, who, errors } = routes;
  const common = { service: 'submissions', errors, [routes.session]: true } as const;
  return {
    read: {
      method: 'get',
      path,
      summary: `${who}: the signed-in session`,
      success: { status: 200, description: 'The session.', schema: routes.schema },
      ...common,
    },
    signOut: {
      method: 'delete',
      path,
      summary: `${who}: sign out`,
      success: { status: 204, description: 'Signed out.' },
      ...common,
    },
    signOutEverywhere: {
      method: 'delete',
      path: `${path}s`,
      summary: `${who}: sign out everywhere (every session of ${routes.everySessionOf})`,
      success: { status: 204, description: 'Every session ended.' },
      ...common,
    },
  } as const satisfies Record<'read' | 'signOut' | 'signOutEverywhere', Endpoint>;
}
