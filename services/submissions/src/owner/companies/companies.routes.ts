import type { OwnerCompanies } from '@trusthive/contracts';
import { ownerCompanies } from '@trusthive/contracts/endpoints';
import { endpointRoute, type Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { listOwnedCompanies } from './companies.repository';

/** The signed-in owner's companies, for /account. */
export async function ownerCompaniesRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  app.route({
    ...endpointRoute(ownerCompanies),
    handler: async (request): Promise<OwnerCompanies> => {
      const rows = await listOwnedCompanies(deps.db, request.owner!.email);
      return {
        companies: rows.map((row) => ({ ...row, profilePath: `/company/${row.id}` })),
      };
    },
  });
}
