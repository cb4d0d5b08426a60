import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { REQUEST_ID_HEADER } from './request-id';

// Which X-Forwarded-For a service may believe (issue 37 #3). Services used to trust it from
// loopback, where `npm start` runs the gateway. Under Kubernetes the gateway reaches them over
// the pod network, so the header was dropped and every caller looked like the gateway (one
// shared bucket for the per-address sign-in limits); on one machine anyone who could reach a
// service's port directly could name any address (it went into the audit log as sent). An
// address range cannot tell the gateway from another pod, nor from a local process.
//
// So the gateway signs what it forwards: an HMAC-SHA256, under a secret only the gateway and the
// services hold (GATEWAY_FORWARDING_SECRET), over the caller's address, the scheme and the
// request id, sent as X-TrustHive-Forwarded. A service honours X-Forwarded-For and -Proto only
// when that signature is right; otherwise it drops them (and X-Forwarded-Host, Forwarded)
// before anything reads request.ip, which is then the connection's peer. The request id makes
// each signature one request's, and the secret never travels.

export const FORWARDED_SIGNATURE_HEADER = 'x-trusthive-forwarded';

/**
 * Sent by TrustHive's own processes calling a service directly (a bulk check's name searches,
 * issue 43): the call is the product's work, not a visitor's, so the service keeps no visitor
 * record of it (a search analytics row). The gateway never passes it on from outside, and only
 * the gateway and TrustHive's workers can reach a service (the network policies), so a visitor
 * cannot use it to keep their searches out of the analytics.
 */
export const INTERNAL_CALLER_HEADER = 'x-trusthive-internal-caller';

const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'forwarded',
  FORWARDED_SIGNATURE_HEADER,
] as const;

export interface ForwardedFacts {
  address: string;
  protocol: string;
  requestId: string;
}

/** The gateway's signature over what it forwards (see the header). */
export function forwardedSignature(secret: string, facts: ForwardedFacts): string {
  return createHmac('sha256', secret)
    .update(`${facts.address}\n${facts.protocol}\n${facts.requestId}`)
    .digest('base64url');
}

function signedByGateway(secret: string, headers: IncomingHttpHeaders): boolean {
  const signature = headers[FORWARDED_SIGNATURE_HEADER];
  const address = headers['x-forwarded-for'];
  const protocol = headers['x-forwarded-proto'];
  const requestId = headers[REQUEST_ID_HEADER];
  if (
    typeof signature !== 'string' ||
    typeof address !== 'string' ||
    typeof protocol !== 'string' ||
    typeof requestId !== 'string'
  ) {
    return false;
  }
  const expected = Buffer.from(forwardedSignature(secret, { address, protocol, requestId }));
  const sent = Buffer.from(signature);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/**
 * The first onRequest hook of a service given the secret: forwarding headers the gateway did not
 * sign are removed, so request.ip and request.protocol are the connection's own. The server
 * trusts one hop (the gateway's) for the headers that remain.
 */
export function dropUnsignedForwarding(secret: string) {
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const { headers } = request.raw;
    if (!signedByGateway(secret, headers)) {
      for (const name of FORWARDING_HEADERS) delete headers[name];
    }
    done();
  };
}
