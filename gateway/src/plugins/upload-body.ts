import { Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  type AppError,
} from '@trusthive/platform';

const GENERIC_TOO_LARGE = {
  title: 'Payload Too Large',
  message: 'The upload is larger than this form accepts.',
};

/**
 * Uploads cut off on their way to the service for their size. The cut fails the proxied request,
 * and the proxy's onError would call that a service failure (503): it asks here first.
 */
const refusedUploads = new WeakMap<object, AppError>();

/** Uploads whose declared length is over the route's limit: refused before the proxy runs. */
const declaredTooLarge = new WeakMap<object, AppError>();

/** The answer for an upload this gateway cut off for its size, if this request was one. */
export function uploadRefusal(request: object): AppError | undefined {
  return refusedUploads.get(request);
}

/**
 * Lets multipart bodies through to the service as a stream on the upload routes only, each up
 * to its own limit (the service then checks every file's type and size). Anywhere else a
 * multipart body is refused with 415, and JSON keeps the gateway's small body limit. The route
 * is the one the router matched (its proxy entry), never a prefix test on the raw URL.
 */
export function acceptMultipartUploads(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => done(declaredTooLarge.get(request)));
  app.addContentTypeParser('multipart/form-data', (request, payload, done) => {
    const route = request.routeOptions.config.proxyRoute;
    const limitBytes = route?.uploadLimitBytes;
    if (limitBytes === undefined) {
      done(
        new UnsupportedMediaTypeError('Unsupported Media Type', 'Unsupported Media Type'),
        undefined,
      );
      return;
    }
    const { title, message } = route?.uploadTooLarge ?? GENERIC_TOO_LARGE;
    const tooLarge = () => new PayloadTooLargeError(title, message);
    if (Number(request.headers['content-length'] ?? 0) > limitBytes) {
      // Refused before the handler (the hook below), not as a parser error: Fastify closes the
      // connection after a parser error, and a connection closed under an upload still being
      // sent resets, so the caller would see a network error instead of the spec's message.
      // The body is read and dropped meanwhile; the request timeout bounds how long.
      declaredTooLarge.set(request, tooLarge());
      payload.resume();
      done(null, undefined);
      return;
    }
    // A chunked body declares no length: count it on the way through.
    let seen = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        seen += chunk.length;
        if (seen <= limitBytes) return callback(null, chunk);
        const error = tooLarge();
        refusedUploads.set(request, error);
        // Read and drop the rest, as Node does for a body nobody read: left half-read, the
        // caller's connection would stall with its upload unsent and never see the 413.
        payload.unpipe(counted);
        payload.resume();
        callback(error);
      },
    });
    done(null, payload.pipe(counted));
  });
}

/** The most a one-click unsubscribe's form body needs ("List-Unsubscribe=One-Click"). */
const FORM_BODY_LIMIT_BYTES = 1_024;

/**
 * Form bodies (application/x-www-form-urlencoded) only on the routes that take one (RFC 8058's
 * one-click unsubscribe, see ProxyRoute.formBody), passed on as the text they are; anywhere
 * else 415, as before. A mail program sends this POST: it never sends JSON.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
    (request, body, done) => {
      if (request.routeOptions.config.proxyRoute?.formBody) {
        done(null, body);
        return;
      }
      done(
        new UnsupportedMediaTypeError('Unsupported Media Type', 'Unsupported Media Type'),
        undefined,
      );
    },
  );
}
