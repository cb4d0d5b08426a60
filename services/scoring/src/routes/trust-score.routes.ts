import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COMPANY_MESSAGES,
  companyIdParamsSchema,
  parseCompanyId,
  errorBodySchema,
  trustScoreSchema,
} from '@trusthive/contracts';
import { NotFoundError, type ServiceDeps } from '@trusthive/platform';
import { scoreCompany } from '../trust-score.service';

const companyNotFound = () =>
  new NotFoundError(COMPANY_MESSAGES.notFoundTitle, COMPANY_MESSAGES.notFoundMessage);

/** GET /api/companies/:id/trust-score: computed from the current data on every call. */
export const trustScoreRoutes: FastifyPluginAsyncZod<{ db: ServiceDeps['db'] }> = async (
  app,
  { db },
) => {
  app.get(
    '/api/companies/:id/trust-score',
    {
      schema: {
        params: companyIdParamsSchema,
        response: { 200: trustScoreSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const id = parseCompanyId(request.params.id);
      const score = id === null ? undefined : await scoreCompany(db, id);
      if (!score) throw companyNotFound();
      return score;
    },
  );
};
