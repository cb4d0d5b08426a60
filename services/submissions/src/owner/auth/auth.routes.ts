import { OWNER_AUTH_MESSAGES, type OwnerSession } from '@trusthive/contracts';
import {
  ownerRequestSignInLink,
  ownerSessionEndpoints,
  ownerSetPassword,
  ownerSignInWithLink,
  ownerSignInWithPassword,
} from '@trusthive/contracts/endpoints';
import { endpointRoute, type Server } from '@trusthive/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SubmissionsDeps } from '../../shared/deps';
import {
  ownerHasPassword,
  requestSignInLink,
  setOwnerPassword,
  signInWithLink,
  signInWithPassword,
  signOutOwner,
  type OwnerSignedIn,
} from './auth.service';
import { requestMailLocale } from '../../shared/mail/locale';
import { clearOwnerSessionCookie, replaceOwnerSessionCookie } from './owner-auth';

/**
 * Owner sign-in (a link or a password), the session, sign-out and the password. Every route but
 * the three that sign in carries the owner guard (see guard.ts: it is added to each route).
 */
export async function ownerAuthRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  const sessionOf = async (email: string, csrfToken: string): Promise<OwnerSession> => ({
    owner: { email, hasPassword: await ownerHasPassword(deps, email) },
    csrfToken,
  });

  const started = async (request: FastifyRequest, reply: FastifyReply, signedIn: OwnerSignedIn) => {
    await replaceOwnerSessionCookie(request, reply, app.ownerAuth, signedIn.sessionId);
    return sessionOf(signedIn.email, signedIn.session.csrfToken);
  };

  app.route({
    ...endpointRoute(ownerRequestSignInLink),
    handler: async (request, reply) => {
      const { issued } = await requestSignInLink(
        deps,
        app.ownerAuth,
        request.body.email,
        request.ip,
        requestMailLocale(request),
      );
      // Logged without the error's text, which could quote the address.
      issued.catch((error: unknown) =>
        request.log.error(
          { code: (error as { code?: unknown }).code, name: (error as Error).name },
          'a sign-in link was not issued',
        ),
      );
      return reply.status(202).send(OWNER_AUTH_MESSAGES.linkSent);
    },
  });

  app.route({
    ...endpointRoute(ownerSignInWithLink),
    handler: async (request, reply) =>
      started(
        request,
        reply,
        await signInWithLink(
          deps,
          app.ownerAuth,
          request.body.token,
          request.ip,
          requestMailLocale(request),
        ),
      ),
  });

  app.route({
    ...endpointRoute(ownerSignInWithPassword),
    handler: async (request, reply) =>
      started(
        request,
        reply,
        await signInWithPassword(deps, app.ownerAuth, request.body, request.ip),
      ),
  });

  app.route({
    ...endpointRoute(ownerSessionEndpoints.read),
    handler: async (request) =>
      sessionOf(request.owner!.email, request.ownerSession!.session.csrfToken),
  });

  app.route({
    ...endpointRoute(ownerSessionEndpoints.signOut),
    handler: async (request, reply) => {
      await signOutOwner(
        deps,
        app.ownerAuth,
        request.owner!.email,
        request.ownerSession!.id,
        false,
      );
      clearOwnerSessionCookie(reply, app.ownerAuth);
      return reply.status(204).send();
    },
  });

  app.route({
    ...endpointRoute(ownerSessionEndpoints.signOutEverywhere),
    handler: async (request, reply) => {
      await signOutOwner(deps, app.ownerAuth, request.owner!.email, request.ownerSession!.id, true);
      clearOwnerSessionCookie(reply, app.ownerAuth);
      return reply.status(204).send();
    },
  });

  app.route({
    ...endpointRoute(ownerSetPassword),
    handler: async (request, reply) => {
      await setOwnerPassword(
        deps,
        app.ownerAuth,
        request.owner!.email,
        { id: request.ownerSession!.id, signedInAt: request.ownerSession!.session.createdAt },
        request.body,
      );
      return reply.status(204).send();
    },
  });
}
