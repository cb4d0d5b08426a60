import type { FastifyRequest } from 'fastify';

/**
 * The site's origin as the caller sees it (the gateway forwards the protocol and host), so a
 * stored logo URL is absolute: spec §5 shows a logo only when it starts with http.
 */
export function publicOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
