import {
  newStaffAccountSchema,
  staffAccountParamsSchema,
  staffAccountPatchSchema,
  staffAccountSchema,
  staffAccountsListSchema,
} from '@trusthive/contracts';
import type { Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../deps';
import { requireStaff } from '../guard';
import { accountView } from './account-view';
import { addAccount, allAccounts, changeAccount } from './accounts.service';

/** Admins list, add, re-role and disable staff accounts. */
export async function staffAccountsRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  const admin = requireStaff(deps, 'admin');

  app.get(
    '/api/staff/accounts',
    { preHandler: admin, schema: { response: { 200: staffAccountsListSchema } } },
    async () => ({ accounts: (await allAccounts(deps)).map(accountView) }),
  );

  app.post(
    '/api/staff/accounts',
    {
      preHandler: admin,
      schema: { body: newStaffAccountSchema, response: { 201: staffAccountSchema } },
    },
    async (request, reply) => {
      const { account } = await addAccount(deps, request.staff!.accountId, request.body);
      return reply.status(201).send(accountView(account));
    },
  );

  app.patch(
    '/api/staff/accounts/:id',
    {
      preHandler: admin,
      schema: {
        params: staffAccountParamsSchema,
        body: staffAccountPatchSchema,
        response: { 200: staffAccountSchema },
      },
    },
    async (request) =>
      accountView(
        await changeAccount(
          deps,
          app.staffAuth,
          request.staff!.accountId,
          request.params.id,
          request.body,
        ),
      ),
  );
}
