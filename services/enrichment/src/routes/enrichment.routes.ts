import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COMPANY_MESSAGES,
  companyIdParamsSchema,
  enrichmentSchema,
  errorBodySchema,
  parseCompanyId,
} from '@trusthive/contracts';
import { DependencyUnavailableError, NotFoundError } from '@trusthive/platform';
import type { EnrichmentService } from '../enrichment.service';

const companyNotFound = () =>
  new NotFoundError(COMPANY_MESSAGES.notFoundTitle, COMPANY_MESSAGES.notFoundMessage);

/** GET /api/companies/:id/enrichment: cache state now, lookups queued for what is missing. */
export const enrichmentRoutes: FastifyPluginAsyncZod<{ service: EnrichmentService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/companies/:id/enrichment',
    {
      schema: {
        params: companyIdParamsSchema,
        response: { 200: enrichmentSchema, 404: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      const id = parseCompanyId(request.params.id);
      if (id === null) throw companyNotFound();
      const enrichment = await service.read(id).catch((error: unknown) => {
        throw isRedisDown(error) ? unavailable(error) : error;
      });
      if (!enrichment) throw companyNotFound();
      // The answer changes as lookups land; the page polls, so nothing may keep it.
      void reply.header('cache-control', 'no-store');
      return enrichment;
    },
  );
};

/** ioredis with no offline queue rejects at once when Redis is unreachable. */
function isRedisDown(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /Stream isn't writeable|enableOfflineQueue|Connection is closed|ECONNREFUSED/i.test(
    message,
  );
}

function unavailable(cause: unknown) {
  const error = new DependencyUnavailableError('Business information');
  error.cause = cause;
  return error;
}
