import {
  staffChangePassword,
  staffConfirmTotp,
  staffSessionEndpoints,
  staffSignIn,
  staffStartTotp,
} from '@trusthive/contracts/endpoints';
import { endpointRoute, type Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { accountView } from '../accounts/account-view';
import { findAccountById } from '../accounts/accounts.repository';
import { requireStaff } from '../guard';
import {
  changePassword,
  confirmTotpEnrolment,
  signIn,
  signOut,
  signOutEverywhere,
  startTotpEnrolment,
} from './auth.service';
import { clearSessionCookie, replaceSessionCookie } from './staff-auth';

/** Sign-in, the session, sign-out (here and everywhere) and the signed-in person's settings. */
export async function staffAuthRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  // These work for an admin who still has to enrol a second factor (see guard.ts).
  const signedIn = requireStaff(deps, 'moderator', { beforeSecondFactor: true });

  app.route({
    ...endpointRoute(staffSignIn),
    handler: async (request, reply) => {
      const result = await signIn(deps, app.staffAuth, request.body, request.ip);
      await replaceSessionCookie(request, reply, app.staffAuth, result.sessionId);
      return { account: accountView(result.account), csrfToken: result.session.csrfToken };
    },
  });

  app.route({
    ...endpointRoute(staffSessionEndpoints.read),
    preHandler: signedIn,
    handler: async (request) => {
      const account = await findAccountById(deps.db, request.staff!.accountId);
      return {
        account: accountView(account!),
        csrfToken: request.staffSession!.session.csrfToken,
      };
    },
  });

  app.route({
    ...endpointRoute(staffSessionEndpoints.signOut),
    preHandler: signedIn,
    handler: async (request, reply) => {
      await signOut(deps, app.staffAuth, request.staff!.accountId, request.staffSession!.id);
      clearSessionCookie(reply, app.staffAuth);
      return reply.status(204).send();
    },
  });

  app.route({
    ...endpointRoute(staffSessionEndpoints.signOutEverywhere),
    preHandler: signedIn,
    handler: async (request, reply) => {
      await signOutEverywhere(deps, app.staffAuth, request.staff!.accountId);
      clearSessionCookie(reply, app.staffAuth);
      return reply.status(204).send();
    },
  });

  app.route({
    ...endpointRoute(staffStartTotp),
    preHandler: signedIn,
    handler: async (request) => startTotpEnrolment(deps, request.staff!.accountId, request.body),
  });

  app.route({
    ...endpointRoute(staffConfirmTotp),
    preHandler: signedIn,
    handler: async (request) =>
      accountView(
        await confirmTotpEnrolment(
          deps,
          request.staff!.accountId,
          request.body.code,
          app.staffAuth.now(),
        ),
      ),
  });

  app.route({
    ...endpointRoute(staffChangePassword),
    preHandler: signedIn,
    handler: async (request, reply) => {
      await changePassword(
        deps,
        app.staffAuth,
        request.staff!.accountId,
        request.staffSession!.id,
        request.body,
      );
      return reply.status(204).send();
    },
  });
}
