import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { directorPage } from '@trusthive/contracts/endpoints';
import { endpointRoute } from '@trusthive/platform';
import type { DirectorPageService } from '../directors/director-page.service';

/** GET /api/directors/:id: a director's companies, read by director-page.service. */
export const directorsRoutes: FastifyPluginAsyncZod<{ service: DirectorPageService }> = async (
  app,
  { service },
) => {
  app.route({
    ...endpointRoute(directorPage),
    handler: async (request, reply) => {
      const answer = await service.page(request.params.id, request.query.waitMs ?? 0);
      // "Checking" turns into the provider's answer within seconds; the page asks again.
      if (answer.state === 'checking') void reply.header('cache-control', 'no-store');
      return answer;
    },
  });
};
