import { randomBytes } from 'node:crypto';
import apiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { openApiDocument } from '@trusthive/contracts/endpoints';
import { endpointRoute } from '@trusthive/platform';
import { buildOpenApiDocument } from './document';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** Scalar's page is rendered with this nonce; each answer swaps in a fresh one (see below). */
const NONCE_PLACEHOLDER = 'scalar-nonce-placeholder';

/**
 * The one page under /api/ that is a document: Scalar's bundle (served from here, no CDN) and
 * its inline start script, which may run only with this answer's nonce. Fonts stay local
 * (withDefaultFonts off) and requests go to this origin only: no third party sees a visitor.
 */
function docsPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * GET /api/openapi.json (the document, built once from the zod contracts) and GET /api/docs
 * (Scalar's reference page for it). Both count against the caller's read budget like any
 * other GET: they are registered after the rate limits and are not on any allow list.
 */
export async function apiDocs(app: FastifyInstance): Promise<void> {
  const document = JSON.stringify(buildOpenApiDocument());
  app.route({
    // The document is sent as the text built once above: nothing serializes it again.
    ...endpointRoute(openApiDocument),
    handler: async (_request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(document),
  });
  await app.register(scalarPage);
}

/** In a child context, so its hooks touch only Scalar's routes. */
async function scalarPage(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    const nonce = randomBytes(16).toString('base64');
    request.docsNonce = nonce;
    // Replaces the strict API policy the security-headers hook set for everything under /api/.
    void reply.header('content-security-policy', docsPolicy(nonce));
    done();
  });
  app.addHook('onSend', async (request, _reply, payload) =>
    typeof payload === 'string' && request.docsNonce
      ? payload.replaceAll(NONCE_PLACEHOLDER, request.docsNonce)
      : payload,
  );
  await app.register(apiReference, {
    routePrefix: DOCS_PATH,
    logLevel: 'warn',
    configuration: {
      url: OPENAPI_PATH,
      pageTitle: 'TrustHive API reference',
      nonce: NONCE_PLACEHOLDER,
      withDefaultFonts: false,
      telemetry: false,
      hideClientButton: true,
      showDeveloperTools: 'never',
    },
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The CSP nonce of a Scalar page answer. */
    docsNonce?: string;
  }
}
