import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COMPANY_MESSAGES,
  companyIdParamsSchema,
  parseCompanyId,
  companyProfileSchema,
  errorBodySchema,
} from '@trusthive/contracts';
import { NotFoundError, type ServiceDeps } from '@trusthive/platform';
import { toMaskedProfile } from '../masking';
import { findCompanyProfile } from '../repositories/company.repository';

const companyNotFound = () =>
  new NotFoundError(COMPANY_MESSAGES.notFoundTitle, COMPANY_MESSAGES.notFoundMessage);

export async function getCompanyProfile(db: ServiceDeps['db'], rawId: string) {
  const id = parseCompanyId(rawId);
  if (id === null) throw companyNotFound();
  const row = await findCompanyProfile(db, id);
  if (!row) throw companyNotFound();
  return toMaskedProfile(row);
}

/** GET /api/companies/:id: the profile, masked (ARCHITECTURE's API table). */
export const companiesRoutes: FastifyPluginAsyncZod<{ db: ServiceDeps['db'] }> = async (
  app,
  { db },
) => {
  app.get(
    '/api/companies/:id',
    {
      schema: {
        params: companyIdParamsSchema,
        response: { 200: companyProfileSchema, 404: errorBodySchema },
      },
    },
    async (request) => getCompanyProfile(db, request.params.id),
  );
};
