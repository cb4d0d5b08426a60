import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const LOCAL_HOSTS = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1)$/i;

/**
 * Plain http on a non-local host goes to https (spec §2). Behind a TLS-terminating proxy the
 * original scheme arrives in X-Forwarded-Proto; a direct connection is plain http. Trusting
 * the header only decides a redirect of the caller's own request, so a forged value gains
 * nothing.
 */
export const httpsRedirect = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      const forwarded = request.headers['x-forwarded-proto'];
      const scheme =
        (typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined) ?? 'http';
      const host = request.headers.host ?? '';
      const hostname = host.replace(/:\d+$/, '');
      if (scheme === 'http' && hostname && !LOCAL_HOSTS.test(hostname)) {
        return reply.redirect(`https://${hostname}${request.url}`, 301);
      }
    });
  },
  { name: 'https-redirect' },
);
