import type { RouteOptions } from 'fastify';

/**
 * Each part of this service (intake, staff, owner) is an encapsulated plugin that owns one part
 * of the URL space: its guard and hooks apply to its own routes only, so a route added to the
 * wrong part would run with the wrong guard. A route outside the part's space stops the service
 * at start. The paths themselves are written once, in the endpoint declarations.
 */
export function confineRoutes(
  app: { addHook: (name: 'onRoute', hook: (route: RouteOptions) => void) => unknown },
  part: string,
  belongs: (url: string) => boolean,
): void {
  app.addHook('onRoute', (route) => {
    if (!belongs(route.url)) throw new Error(`${route.url} is not a route of ${part}`);
  });
}

export const isStaffUrl = (url: string) => url.startsWith('/api/staff/');
export const isOwnerUrl = (url: string) => url.startsWith('/api/account/');
export const isIntakeUrl = (url: string) => !isStaffUrl(url) && !isOwnerUrl(url);
