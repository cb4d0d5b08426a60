import {
  OWNER_AUTH_MESSAGES,
  ownerPasswordChangeSchema,
  ownerPasswordSignInSchema,
  ownerSessionFromTokenSchema,
  ownerSessionSchema,
  ownerSignInLinkRequestSchema,
  ownerSignInLinkSentSchema,
  type OwnerSession,
} from '@trusthive/contracts';
import type { Server } from '@trusthive/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SubmissionsDeps } from '../../deps';
import { parseOrThrow } from '../../validation';
import {
  ownerHasPassword,
  requestSignInLink,
  setOwnerPassword,
  signInWithLink,
  signInWithPassword,
  signOutOwner,
  type OwnerSignedIn,
} from './auth.service';
import { clearOwnerSessionCookie, ownerSessionIdOf, setOwnerSessionCookie } from './owner-auth';

/**
 * Owner sign-in (a link or a password), the session, sign-out and the password. Every route but
 * the three that sign in carries the owner guard (see guard.ts: it is added to each route).
 */
export async function ownerAuthRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  const sessionOf = async (email: string, csrfToken: string): Promise<OwnerSession> => ({
    owner: { email, hasPassword: await ownerHasPassword(deps, email) },
    csrfToken,
  });

  /** The browser's previous session ends only once the new one exists: a failure signs nobody out. */
  const started = async (request: FastifyRequest, reply: FastifyReply, signedIn: OwnerSignedIn) => {
    await app.ownerAuth.sessions.destroy(ownerSessionIdOf(request));
    setOwnerSessionCookie(reply, app.ownerAuth, signedIn.sessionId);
    return sessionOf(signedIn.email, signedIn.session.csrfToken);
  };

  app.post(
    '/api/account/sign-in-links',
    // Parsed here rather than by the route schema: a bad address gets the registration's own
    // title and message ("Invalid Email"), not the generic "Invalid Request".
    { schema: { response: { 202: ownerSignInLinkSentSchema } } },
    async (request, reply) => {
      const { email } = parseOrThrow(ownerSignInLinkRequestSchema, request.body);
      const { issued } = await requestSignInLink(deps, app.ownerAuth, email, request.ip);
      // Logged without the error's text, which could quote the address.
      issued.catch((error: unknown) =>
        request.log.error(
          { code: (error as { code?: unknown }).code, name: (error as Error).name },
          'a sign-in link was not issued',
        ),
      );
      return reply.status(202).send(OWNER_AUTH_MESSAGES.linkSent);
    },
  );

  app.post(
    '/api/account/session',
    { schema: { response: { 200: ownerSessionSchema } } },
    async (request, reply) => {
      const { token } = parseOrThrow(ownerSessionFromTokenSchema, request.body);
      return started(request, reply, await signInWithLink(deps, app.ownerAuth, token, request.ip));
    },
  );

  app.post(
    '/api/account/session/password',
    { schema: { body: ownerPasswordSignInSchema, response: { 200: ownerSessionSchema } } },
    async (request, reply) =>
      started(
        request,
        reply,
        await signInWithPassword(deps, app.ownerAuth, request.body, request.ip),
      ),
  );

  app.get(
    '/api/account/session',
    { schema: { response: { 200: ownerSessionSchema } } },
    async (request) => sessionOf(request.owner!.email, request.ownerSession!.session.csrfToken),
  );

  app.delete('/api/account/session', async (request, reply) => {
    await signOutOwner(deps, app.ownerAuth, request.owner!.email, request.ownerSession!.id, false);
    clearOwnerSessionCookie(reply, app.ownerAuth);
    return reply.status(204).send();
  });

  app.delete('/api/account/sessions', async (request, reply) => {
    await signOutOwner(deps, app.ownerAuth, request.owner!.email, request.ownerSession!.id, true);
    clearOwnerSessionCookie(reply, app.ownerAuth);
    return reply.status(204).send();
  });

  app.put(
    '/api/account/password',
    { schema: { body: ownerPasswordChangeSchema } },
    async (request, reply) => {
      await setOwnerPassword(
        deps,
        app.ownerAuth,
        request.owner!.email,
        { id: request.ownerSession!.id, signedInAt: request.ownerSession!.session.createdAt },
        request.body,
      );
      return reply.status(204).send();
    },
  );
}
