import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoriesResponseSchema,
  type CategoriesResponse,
  categoryCompaniesQuerySchema,
  categoryCompaniesResponseSchema,
  categoryDetailSchema,
  categoryFiltersSchema,
  categorySlugParamsSchema,
  errorBodySchema,
} from '@trusthive/contracts';
import type { ServiceDeps } from '@trusthive/platform';
import { CategoryService } from '../categories/category.service';
import { CursorStore } from '../categories/cursor-store';
import { JsonCache } from '../categories/json-cache';

/** The categories part of ARCHITECTURE's API table: the grid, a category, its filters and list. */
export const categoriesRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, deps) => {
  const cache = new JsonCache(deps.redis, deps.config.categories.cacheTtlSeconds, app.log);
  const categories = new CategoryService(deps.db, cache, new CursorStore(deps.redis, app.log));

  app.get(
    '/api/categories',
    { schema: { response: { 200: categoriesResponseSchema } } },
    // Already validated against the schema and serialised: Fastify sends a JSON string as it
    // is, so the cast only tells the type provider what the text holds.
    async (_request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send((await categories.listCategoriesJson()) as unknown as CategoriesResponse),
  );

  app.get(
    '/api/categories/:slug',
    {
      schema: {
        params: categorySlugParamsSchema,
        response: { 200: categoryDetailSchema, 404: errorBodySchema },
      },
    },
    async (request) => categories.getCategory(request.params.slug),
  );

  app.get(
    '/api/categories/:slug/filters',
    {
      schema: {
        params: categorySlugParamsSchema,
        response: { 200: categoryFiltersSchema, 404: errorBodySchema },
      },
    },
    async (request) => categories.getFilters(request.params.slug),
  );

  app.get(
    '/api/categories/:slug/companies',
    {
      schema: {
        params: categorySlugParamsSchema,
        querystring: categoryCompaniesQuerySchema,
        response: {
          200: categoryCompaniesResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => categories.getCompanies(request.params.slug, request.query),
  );
};
