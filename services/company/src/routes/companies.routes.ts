import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyProfile } from '@trusthive/contracts/endpoints';
import { endpointRoute, type ServiceDeps } from '@trusthive/platform';
import { getCompanyProfile } from '../profile.service';

/** GET /api/companies/:id: the profile, masked. */
export const companiesRoutes: FastifyPluginAsyncZod<{ db: ServiceDeps['db'] }> = async (
  app,
  { db },
) => {
  app.route({
    ...endpointRoute(companyProfile),
    handler: async (request) => getCompanyProfile(db, request.params.id),
  });
};
