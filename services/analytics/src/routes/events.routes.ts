import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  profileViewEvent,
  searchEvent,
  viewDurationBeacon,
  websiteClickEvent,
} from '@trusthive/contracts/endpoints';
import { BadRequestError, endpointRoute, type OwnerSessionReader } from '@trusthive/platform';
import type { EventIntake, RequestContext } from '../intake.service';

// The three event endpoints answer 202 and the beacon 204 as soon
// as the event is on the queue; the worker stores it later. Bad input answers 400 and
// nothing is queued; Redis unavailable answers 503 at once (the producer does not wait).

export interface EventsRoutesOptions {
  intake: EventIntake;
  /** The signed-in owner's user id, read from the request's cookie (issue 19). */
  owners: Pick<OwnerSessionReader, 'userIdOf'>;
}

export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (
  app,
  { intake, owners },
) => {
  // request.ip honours X-Forwarded-For from a trusted proxy: the gateway, on loopback. The
  // user id is attached while an owner session exists (spec: "the user id is attached when a
  // session exists"); reading it does not extend the session.
  const contextOf = async (request: FastifyRequest): Promise<RequestContext> => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    userId: await owners.userIdOf(request.headers.cookie),
  });

  app.route({
    ...endpointRoute(searchEvent),
    handler: async (request, reply) => {
      await intake.search(request.body, await contextOf(request));
      return reply.code(202).send();
    },
  });

  app.route({
    ...endpointRoute(profileViewEvent),
    handler: async (request, reply) => {
      await intake.profileView(request.body, await contextOf(request));
      return reply.code(202).send();
    },
  });

  app.route({
    ...endpointRoute(websiteClickEvent),
    handler: async (request, reply) => {
      await intake.websiteClick(request.body, await contextOf(request));
      return reply.code(202).send();
    },
  });

  await app.register(beaconRoutes, { intake, contextOf });
};

/**
 * navigator.sendBeacon posts a string or a Blob: browsers label a string (and a Blob typed so)
 * text/plain, which needs no CORS preflight. Here a text/plain body is read as JSON; this
 * child plugin keeps that parser to the beacon's route.
 */
const beaconRoutes: FastifyPluginAsyncZod<{
  intake: EventIntake;
  contextOf: (request: FastifyRequest) => Promise<RequestContext>;
}> = async (app, { intake, contextOf }) => {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new BadRequestError('Invalid Request', 'The body must be JSON.'), undefined);
    }
  });

  app.route({
    ...endpointRoute(viewDurationBeacon),
    handler: async (request, reply) => {
      await intake.viewDuration(request.body, await contextOf(request));
      return reply.code(204).send();
    },
  });
};
