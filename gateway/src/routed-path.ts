import type { FastifyRequest } from 'fastify';

/**
 * The path a request was routed by, for every decision the gateway makes about a path (which
 * rate limit, which security headers, JSON 404 or page). Fastify's router percent-decodes a
 * path before matching it, so `/api/%63ontact` and `/%61pi/contact` reach the /api/contact
 * route: a decision read from the raw URL would let any encoded spelling of a route escape it.
 * A matched request answers with its route's pattern (`/api/companies/:id/claims/*`); one that
 * matched nothing, with its decoded path.
 */
export function routedPath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route) return route;
  const raw = request.url.split('?', 1)[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
