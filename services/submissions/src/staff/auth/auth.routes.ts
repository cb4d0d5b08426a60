import {
  passwordChangeSchema,
  staffAccountSchema,
  staffSessionSchema,
  staffSignInSchema,
  totpConfirmSchema,
  totpEnrolmentSchema,
  totpStartSchema,
} from '@trusthive/contracts';
import type { Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../deps';
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
import { clearSessionCookie, sessionIdOf, setSessionCookie } from './staff-auth';

/** Sign-in, the session, sign-out (here and everywhere) and the signed-in person's settings. */
export async function staffAuthRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  // These work for an admin who still has to enrol a second factor (see guard.ts).
  const signedIn = requireStaff(deps, 'moderator', { beforeSecondFactor: true });

  app.post(
    '/api/staff/session',
    { schema: { body: staffSignInSchema, response: { 200: staffSessionSchema } } },
    async (request, reply) => {
      const auth = app.staffAuth;
      const result = await signIn(deps, auth, request.body, request.ip);
      // The session this browser had before ends: a sign-in always gets a new id. Only once it
      // succeeded, so a failed attempt signs nobody out.
      await auth.sessions.destroy(sessionIdOf(request));
      setSessionCookie(reply, auth, result.sessionId);
      return { account: accountView(result.account), csrfToken: result.session.csrfToken };
    },
  );

  app.get(
    '/api/staff/session',
    { preHandler: signedIn, schema: { response: { 200: staffSessionSchema } } },
    async (request) => {
      const account = await findAccountById(deps.db, request.staff!.accountId);
      return {
        account: accountView(account!),
        csrfToken: request.staffSession!.session.csrfToken,
      };
    },
  );

  app.delete('/api/staff/session', { preHandler: signedIn }, async (request, reply) => {
    await signOut(deps, app.staffAuth, request.staff!.accountId, request.staffSession!.id);
    clearSessionCookie(reply, app.staffAuth);
    return reply.status(204).send();
  });

  app.delete('/api/staff/sessions', { preHandler: signedIn }, async (request, reply) => {
    await signOutEverywhere(deps, app.staffAuth, request.staff!.accountId);
    clearSessionCookie(reply, app.staffAuth);
    return reply.status(204).send();
  });

  app.post(
    '/api/staff/me/totp',
    {
      preHandler: signedIn,
      schema: { body: totpStartSchema, response: { 200: totpEnrolmentSchema } },
    },
    async (request) => startTotpEnrolment(deps, request.staff!.accountId, request.body),
  );

  app.post(
    '/api/staff/me/totp/confirm',
    {
      preHandler: signedIn,
      schema: { body: totpConfirmSchema, response: { 200: staffAccountSchema } },
    },
    async (request) =>
      accountView(await confirmTotpEnrolment(deps, request.staff!.accountId, request.body.code)),
  );

  app.post(
    '/api/staff/me/password',
    { preHandler: signedIn, schema: { body: passwordChangeSchema } },
    async (request, reply) => {
      await changePassword(
        deps,
        app.staffAuth,
        request.staff!.accountId,
        request.staffSession!.id,
        request.body,
      );
      return reply.status(204).send();
    },
  );
}
