import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoriesResponseSchema,
  type CategoriesResponse,
  type CategoryCompaniesResponse,
  type CategoryFilters,
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
  const categories = new CategoryService(
    deps.db,
    cache,
    new CursorStore(deps.redis, app.log),
    deps.config.categories.countsMaxAgeMs,
  );
  // The service hands back validated JSON text (cached as text, see JsonCache); Fastify sends a
  // JSON string as it is, so the casts only tell the type provider what the text holds.
  const json = <T>(reply: FastifyReply, text: string) =>
    reply.type('application/json; charset=utf-8').send(text as unknown as T);
  // The counts are already up to countsMaxAgeMs old, so the grid and a category's header may be
  // kept as long by any cache (the gateway's micro-cache answers repeats without this service).
  const countsMaxAgeSeconds = Math.floor(deps.config.categories.countsMaxAgeMs / 1000);
  const countsCacheControl =
    countsMaxAgeSeconds > 0
      ? `public, max-age=${countsMaxAgeSeconds}, s-maxage=${countsMaxAgeSeconds}`
      : 'no-cache';

  app.get(
    '/api/categories',
    { schema: { response: { 200: categoriesResponseSchema } } },
    async (_request, reply) =>
      json<CategoriesResponse>(
        reply.header('cache-control', countsCacheControl),
        await categories.listCategoriesJson(),
      ),
  );

  app.get(
    '/api/categories/:slug',
    {
      schema: {
        params: categorySlugParamsSchema,
        response: { 200: categoryDetailSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const category = await categories.getCategory(request.params.slug);
      void reply.header('cache-control', countsCacheControl);
      return category;
    },
  );

  app.get(
    '/api/categories/:slug/filters',
    {
      schema: {
        params: categorySlugParamsSchema,
        response: { 200: categoryFiltersSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) =>
      json<CategoryFilters>(reply, await categories.getFiltersJson(request.params.slug)),
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
    async (request, reply) =>
      json<CategoryCompaniesResponse>(
        reply,
        await categories.getCompaniesJson(request.params.slug, request.query),
      ),
  );
};
