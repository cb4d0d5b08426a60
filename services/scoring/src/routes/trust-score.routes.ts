import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMPANY_MESSAGES, parseCompanyId } from '@trusthive/contracts';
import { companyTrustScore } from '@trusthive/contracts/endpoints';
import { NotFoundError, endpointRoute, type ServiceDeps } from '@trusthive/platform';
import { scoreCompany } from '../trust-score.service';

const companyNotFound = () =>
  new NotFoundError(COMPANY_MESSAGES.notFoundTitle, COMPANY_MESSAGES.notFoundMessage);

/** GET /api/companies/:id/trust-score: computed from the current data on every call. */
export const trustScoreRoutes: FastifyPluginAsyncZod<{ db: ServiceDeps['db'] }> = async (
  app,
  { db },
) => {
  app.route({
    ...endpointRoute(companyTrustScore),
    handler: async (request) => {
      const id = parseCompanyId(request.params.id);
      const score = id === null ? undefined : await scoreCompany(db, id);
      if (!score) throw companyNotFound();
      return score;
    },
  });
};
