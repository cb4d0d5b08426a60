import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyProfile, companyReport } from '@trusthive/contracts/endpoints';
import { endpointRoute, type ServiceDeps } from '@trusthive/platform';
import { getCompanyProfile } from '../profile.service';
import { getCompanyReport } from '../report/report.service';

/**
 * A report says when it was generated; a minute's keeping (a browser's and a shared cache's)
 * leaves that line true to within a minute, as the profile's own answer is.
 */
const REPORT_CACHE_CONTROL = 'public, max-age=60, s-maxage=60';

/** GET /api/companies/:id: the profile, masked; GET /api/companies/:id/report.pdf: as a PDF. */
export const companiesRoutes: FastifyPluginAsyncZod<Pick<ServiceDeps, 'db' | 'config'>> = async (
  app,
  { db, config },
) => {
  app.route({
    ...endpointRoute(companyProfile),
    handler: async (request) => getCompanyProfile(db, request.params.id),
  });

  app.route({
    // A PDF, not JSON: the schema types only the 404; the 200 is these bytes, sent as they are.
    ...endpointRoute(companyReport),
    handler: async (request, reply) => {
      const report = await getCompanyReport(db, request.params.id, {
        publicBaseUrl: config.publicBaseUrl,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${report.fileName}"`)
        .header('cache-control', REPORT_CACHE_CONTROL)
        .send(report.pdf as never);
    },
  });
};
