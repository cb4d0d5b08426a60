import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMPANY_MESSAGES, parseCompanyId } from '@trusthive/contracts';
import { companyEnrichment } from '@trusthive/contracts/endpoints';
import { DependencyUnavailableError, NotFoundError, endpointRoute } from '@trusthive/platform';
import type { EnrichmentService } from '../enrichment.service';

const companyNotFound = () =>
  new NotFoundError(COMPANY_MESSAGES.notFoundTitle, COMPANY_MESSAGES.notFoundMessage);

/**
 * GET /api/companies/:id/enrichment: cache state now, lookups queued for what is missing; with
 * ?waitMs, an answer with pending parts waits up to that long for one to land.
 */
export const enrichmentRoutes: FastifyPluginAsyncZod<{ service: EnrichmentService }> = async (
  app,
  { service },
) => {
  app.route({
    ...endpointRoute(companyEnrichment),
    handler: async (request, reply) => {
      const id = parseCompanyId(request.params.id);
      if (id === null) throw companyNotFound();
      // A visitor who leaves stops the wait: the response closes before it is sent.
      const left = new AbortController();
      reply.raw.once('close', () => left.abort());
      const waitMs = request.query.waitMs ?? 0;
      const enrichment = await service
        .readWaiting(id, waitMs, left.signal)
        .catch((error: unknown) => {
          throw isRedisDown(error) ? unavailable(error) : error;
        });
      if (!enrichment) throw companyNotFound();
      // The answer changes as lookups land; the page asks again, so nothing may keep it.
      void reply.header('cache-control', 'no-store');
      return enrichment;
    },
  });
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
