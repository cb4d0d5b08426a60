import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {
  CategoriesResponse,
  CategoryCompaniesResponse,
  CategoryFilters,
} from '@trusthive/contracts';
import {
  categoriesGrid,
  categoryCompanies,
  categoryDetail,
  categoryFilters,
} from '@trusthive/contracts/endpoints';
import { endpointRoute, type ServiceDeps } from '@trusthive/platform';
import { CategoryService } from '../categories/category.service';
import { CursorStore } from '../categories/cursor-store';
import { JsonCache } from '../categories/json-cache';

/** The categories' routes: the grid, a category, its filters and its list of companies. */
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

  app.route({
    ...endpointRoute(categoriesGrid),
    handler: async (_request, reply) =>
      json<CategoriesResponse>(
        reply.header('cache-control', countsCacheControl),
        await categories.listCategoriesJson(),
      ),
  });

  app.route({
    ...endpointRoute(categoryDetail),
    handler: async (request, reply) => {
      const category = await categories.getCategory(request.params.slug);
      void reply.header('cache-control', countsCacheControl);
      return category;
    },
  });

  app.route({
    ...endpointRoute(categoryFilters),
    handler: async (request, reply) =>
      json<CategoryFilters>(reply, await categories.getFiltersJson(request.params.slug)),
  });

  app.route({
    ...endpointRoute(categoryCompanies),
    handler: async (request, reply) =>
      json<CategoryCompaniesResponse>(
        reply,
        await categories.getCompaniesJson(request.params.slug, request.query),
      ),
  });
};
