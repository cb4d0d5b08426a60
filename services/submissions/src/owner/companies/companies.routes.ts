import { ownerCompaniesSchema, type OwnerCompanies } from '@trusthive/contracts';
import type { Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../deps';
import { listOwnedCompanies } from './companies.repository';

/** The signed-in owner's companies, for /account. */
export async function ownerCompaniesRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  app.get(
    '/api/account/companies',
    { schema: { response: { 200: ownerCompaniesSchema } } },
    async (request): Promise<OwnerCompanies> => {
      const rows = await listOwnedCompanies(deps.db, request.owner!.email);
      return {
        companies: rows.map((row) => ({ ...row, profilePath: `/company/${row.id}` })),
      };
    },
  );
}
