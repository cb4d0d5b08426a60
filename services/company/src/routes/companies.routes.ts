import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMPANY_MESSAGES, parseCompanyId } from '@trusthive/contracts';
import { companyProfile } from '@trusthive/contracts/endpoints';
import { NotFoundError, endpointRoute, type ServiceDeps } from '@trusthive/platform';
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
