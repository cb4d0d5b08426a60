import type { Config } from '@trusthive/platform';
import { PROXY_ROUTES, type ProxyRoute } from '../routes';

/** The renderer's view of fetch: a page's API path in, the service's answer out. */
export type RenderTransport = (url: string, init: RequestInit) => Promise<Response>;

const pattern = (prefix: string) =>
  new RegExp(`^${prefix.replace(/:[^/]+/g, '[^/]+').replace(/\*/g, '.*')}(?:/|$)`);

const notFound = () =>
  new Response(
    JSON.stringify({ error: { title: 'Not Found', message: 'No API route for this path.' } }),
    { status: 404, headers: { 'content-type': 'application/json' } },
  );

/**
 * Sends the renderer's API requests straight to the service that owns each path (the same
 * table the proxy uses), not back through the gateway: a page view is one request against the
 * visitor's read budget, not one per fetch the page makes.
 */
export function upstreamTransport(
  services: Config['services'],
  timeoutMs: number,
  routes: readonly ProxyRoute[] = PROXY_ROUTES,
): RenderTransport {
  const table = routes.map((route) => ({
    matches: pattern(route.prefix),
    origin: services[route.service].url,
  }));
  return async (url, init) => {
    const target = new URL(url, 'http://renderer.invalid');
    const route = table.find(({ matches }) => matches.test(target.pathname));
    if (!route) return notFound();
    const signal = init.signal
      ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)])
      : AbortSignal.timeout(timeoutMs);
    return fetch(new URL(`${target.pathname}${target.search}`, route.origin), { ...init, signal });
  };
}
