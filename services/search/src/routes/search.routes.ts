import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  searchQuerySchema,
  searchResponseSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
} from '@trusthive/contracts';
import type { SearchService } from '../search.service';

/** GET /api/search and GET /api/search/suggestions (ARCHITECTURE's API table). */
export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (
  app,
  { search },
) => {
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
        userId: null,
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
