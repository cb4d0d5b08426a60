import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BadRequestError } from '@trusthive/platform';

/**
 * Requests whose meaning depends on who reads them are refused at the only public port (issue
 * 37 #10). Node's parser accepts both of these and picks one reading itself:
 * - more than one Host header: Node keeps the first (its `joinDuplicateHeaders` option would
 *   join them instead), while a proxy or cache in front may have used the last, so the two
 *   would disagree about which site a request is for (RFC 9112 §3.2: answer 400);
 * - an HTTP/0.9 request line (`GET /` with no version): it has no headers at all, so neither a
 *   Host nor anything else the gateway's rules read, and no client of this century sends it.
 * Node's `requireHostHeader` (on by default) already refuses an HTTP/1.1 request without Host.
 */
export const strictRequests = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (request.raw.httpVersionMajor < 1) {
        throw new BadRequestError('Bad Request', 'HTTP/0.9 requests are not served; use HTTP/1.1.');
      }
      const { rawHeaders } = request.raw;
      let hosts = 0;
      for (let at = 0; at < rawHeaders.length; at += 2) {
        if (rawHeaders[at]!.toLowerCase() === 'host') hosts += 1;
      }
      if (hosts > 1) {
        throw new BadRequestError('Bad Request', 'The request has more than one Host header.');
      }
    });
  },
  { name: 'strict-requests' },
);
