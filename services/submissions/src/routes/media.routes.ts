import {
  PUBLIC_MEDIA_CACHE_SECONDS,
  PUBLIC_MEDIA_PATH,
  contentTypeForKey,
  NotFoundError,
  type Server,
} from '@trusthive/platform';
import type { SubmissionsDeps } from '../deps';

/**
 * Public storage, read-only, under /media/* (the gateway passes it through). Only the public
 * area is ever read here; claim documents live in the private area and have no URL at all.
 */
export async function mediaRoutes(app: Server, { storage }: SubmissionsDeps): Promise<void> {
  app.get(`${PUBLIC_MEDIA_PATH}/*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const bytes = await storage.get('public', key);
    if (!bytes) throw new NotFoundError('Not Found', 'There is no file at this address.');
    return reply
      .header('content-type', contentTypeForKey(key))
      .header('cache-control', `public, max-age=${PUBLIC_MEDIA_CACHE_SECONDS}`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(bytes);
  });
}
