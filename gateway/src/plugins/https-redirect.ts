import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Plain http goes to https (spec §2) when the site's public base URL is https: a site served on
 * a local or plain-http origin (development) is never redirected. TLS ends at a proxy in front
 * of the gateway, so the scheme is the one that trusted proxy reports (request.protocol reads
 * X-Forwarded-Proto only from the hops TRUST_PROXY_HOPS trusts). The target is always the
 * configured origin plus the caller's path, never the caller's Host or X-Forwarded-Host: a
 * forged header cannot turn this site into a redirect to another one.
 */
export const httpsRedirect = fp<{ publicBaseUrl: string }>(
  async (app: FastifyInstance, { publicBaseUrl }) => {
    if (new URL(publicBaseUrl).protocol !== 'https:') return;
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol !== 'http') return;
      // An absolute-form target (`GET http://evil.example/ HTTP/1.1`) has no path of ours to keep.
      const path = request.url.startsWith('/') ? request.url : '/';
      return reply.redirect(`${publicBaseUrl}${path}`, 301);
    });
  },
  { name: 'https-redirect' },
);
