import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gstinLookup } from '@trusthive/contracts/endpoints';
import { endpointRoute } from '@trusthive/platform';
import type { GstLookupService } from '../gst/gst-lookup.service';

/** GET /api/gstin/:gstin: a GST registration, read and checked by gst-lookup.service. */
export const gstRoutes: FastifyPluginAsyncZod<{ service: GstLookupService }> = async (
  app,
  { service },
) => {
  app.route({
    ...endpointRoute(gstinLookup),
    handler: async (request, reply) => {
      const answer = await service.lookup(request.params.gstin, request.query.waitMs ?? 0);
      // "Checking" and "unavailable" change within seconds; the page asks again.
      void reply.header('cache-control', 'no-store');
      return answer;
    },
  });
};
