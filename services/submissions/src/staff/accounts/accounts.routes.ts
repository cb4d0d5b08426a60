import { staffAccounts, staffAddAccount, staffEditAccount } from '@trusthive/contracts/endpoints';
import { endpointRoute, type Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { requireStaff } from '../guard';
import { accountView } from './account-view';
import { addAccount, allAccounts, changeAccount } from './accounts.service';

/** Admins list, add, re-role and disable staff accounts. */
export async function staffAccountsRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  const admin = requireStaff(deps, 'admin');

  app.route({
    ...endpointRoute(staffAccounts),
    preHandler: admin,
    handler: async () => ({ accounts: (await allAccounts(deps)).map(accountView) }),
  });

  app.route({
    ...endpointRoute(staffAddAccount),
    preHandler: admin,
    handler: async (request, reply) => {
      const { account } = await addAccount(deps, request.staff!.accountId, request.body);
      return reply.status(201).send(accountView(account));
    },
  });

  app.route({
    ...endpointRoute(staffEditAccount),
    preHandler: admin,
    handler: async (request) =>
      accountView(
        await changeAccount(
          deps,
          app.staffAuth,
          request.staff!.accountId,
          request.params.id,
          request.body,
        ),
      ),
  });
}
