import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  searchQuerySchema,
  searchResponseSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
} from '@trusthive/contracts';
import type { OwnerSessionReader } from '@trusthive/platform';
import type { SearchService } from '../search.service';

/** GET /api/search and GET /api/search/suggestions (ARCHITECTURE's API table). */
export const searchRoutes: FastifyPluginAsyncZod<{
  search: SearchService;
  /** The signed-in owner's user id for the search's analytics row (issue 19). */
  owners: Pick<OwnerSessionReader, 'userIdOf'>;
}> = async (app, { search, owners }) => {
  app.get(
    '/api/search',
    {
      schema: {
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) =>
      search.search(request.query, {
        userAgent: request.headers['user-agent'] ?? null,
        // Only a request with an owner cookie costs a Redis read.
        userId: await owners.userIdOf(request.headers.cookie),
      }),
  );

  app.get(
    '/api/search/suggestions',
    {
      schema: {
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => search.suggest(request.query),
  );
};
