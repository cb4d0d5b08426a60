import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placePhoto } from '@trusthive/contracts/endpoints';
import {
  BadRequestError,
  DependencyUnavailableError,
  NotFoundError,
  endpointRoute,
} from '@trusthive/platform';
import type { PhotoCache } from '../cache/photo-cache';
import { PHOTO_MESSAGES } from '../messages';
import type { GooglePlaces } from '../providers/google-places';
import { ProviderError } from '../providers/http';

// GET /api/photos/:reference?maxwidth=300|800: the maps photo, fetched with the server's key
// (the browser never sees it) and cached as bytes. Photo references are URL-safe base64.
const REFERENCE = /^[A-Za-z0-9_-]{10,1000}$/;

export interface PhotosRoutesOptions {
  places: GooglePlaces;
  cache: PhotoCache;
  cacheTtlSeconds: number;
}

const notFound = () =>
  new NotFoundError(PHOTO_MESSAGES.notFoundTitle, PHOTO_MESSAGES.notFoundMessage);

export const photosRoutes: FastifyPluginAsyncZod<PhotosRoutesOptions> = async (
  app,
  { places, cache, cacheTtlSeconds },
) => {
  app.route({
    // The image bytes are sent as they are (Fastify does not serialize a Buffer).
    ...endpointRoute(placePhoto),
    handler: async (request, reply) => {
      const { reference } = request.params;
      const width = request.query.maxwidth;
      if (!REFERENCE.test(reference)) {
        throw new BadRequestError(
          PHOTO_MESSAGES.invalidTitle,
          PHOTO_MESSAGES.invalidMessage,
          'reference',
        );
      }
      if (!places.enabled) throw notFound();

      let photo = await cache.get(reference, width).catch(() => null);
      let hit = photo !== null;
      if (!photo) {
        try {
          photo = await places.photo(reference, width);
        } catch (error) {
          if (error instanceof ProviderError && !error.transient) throw notFound();
          throw new DependencyUnavailableError('Google Maps');
        }
        if (!photo) throw notFound();
        // A cache that cannot take it does not stop the photo from being shown.
        await cache.set(reference, width, photo).catch(() => false);
        hit = false;
      }
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', `public, max-age=${cacheTtlSeconds}`)
        .header('x-cache', hit ? 'hit' : 'miss')
        .send(photo.bytes);
    },
  });
};
