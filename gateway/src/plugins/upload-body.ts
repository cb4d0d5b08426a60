import { Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '@trusthive/platform';

const tooLarge = () =>
  new PayloadTooLargeError('Payload Too Large', 'The upload is larger than this form accepts.');

interface UploadRoute {
  prefix: string;
  uploadLimitBytes?: number;
}

/**
 * Lets multipart bodies through to the service as a stream on the upload routes only, each up
 * to its own limit (the service then checks every file's type and size). Anywhere else a
 * multipart body is refused with 415, and JSON keeps the gateway's small body limit.
 */
export function acceptMultipartUploads(app: FastifyInstance, routes: readonly UploadRoute[]): void {
  const uploads = routes
    .filter((route) => route.uploadLimitBytes)
    .map((route) => ({
      pattern: new RegExp(`^${route.prefix.replace(/:[^/]+/g, '[^/]+')}(?:/|$|\\?)`),
      limitBytes: route.uploadLimitBytes ?? 0,
    }));
  const limitFor = (url: string) => uploads.find((upload) => upload.pattern.test(url))?.limitBytes;

  app.addContentTypeParser('multipart/form-data', (request, payload, done) => {
    const limitBytes = limitFor(request.url);
    if (limitBytes === undefined) {
      done(
        new UnsupportedMediaTypeError('Unsupported Media Type', 'Unsupported Media Type'),
        undefined,
      );
      return;
    }
    if (Number(request.headers['content-length'] ?? 0) > limitBytes) {
      done(tooLarge(), undefined);
      return;
    }
    // A chunked body declares no length: count it on the way through.
    let seen = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        seen += chunk.length;
        callback(seen > limitBytes ? tooLarge() : null, chunk);
      },
    });
    done(null, payload.pipe(counted));
  });
}
