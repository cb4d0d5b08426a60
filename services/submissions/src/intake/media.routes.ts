import {
  PUBLIC_MEDIA_CACHE_SECONDS,
  contentTypeForKey,
  endpointRoute,
  NotFoundError,
  type Server,
} from '@trusthive/platform';
import { publicMedia } from '@trusthive/contracts/endpoints';
import type { SubmissionsDeps } from '../shared/deps';

/**
 * Public storage, read-only, under /media/* (the gateway passes it through). Only the public
 * area is ever read here; claim documents live in the private area and have no URL at all.
 */
export async function mediaRoutes(app: Server, { storage }: SubmissionsDeps): Promise<void> {
  app.route({
    ...endpointRoute(publicMedia),
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      // Streamed, whichever backend holds it: a logo is never held whole in memory here, and
      // the bucket itself stays private (no public ACL, no presigned URL).
      const object = await storage.stream('public', key);
      if (!object) throw new NotFoundError('Not Found', 'There is no file at this address.');
      return reply
        .header('content-type', contentTypeForKey(key))
        .header('content-length', String(object.size))
        .header('cache-control', `public, max-age=${PUBLIC_MEDIA_CACHE_SECONDS}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(object.body);
    },
  });
}
