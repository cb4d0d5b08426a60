import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  profileViewBodySchema,
  searchEventBodySchema,
  viewDurationBodySchema,
  websiteClickBodySchema,
} from '@trusthive/contracts';
import { BadRequestError } from '@trusthive/platform';
import { z } from 'zod';
import type { EventIntake, RequestContext } from '../intake.service';

// ARCHITECTURE's API table: the three event endpoints answer 202 and the beacon 204 as soon
// as the event is on the queue; the worker stores it later. Bad input answers 400 and
// nothing is queued; Redis unavailable answers 503 at once (the producer does not wait).

const errors = { 400: errorBodySchema, 503: errorBodySchema };
const accepted = { 202: z.undefined(), ...errors };
const noContent = { 204: z.undefined(), ...errors };

function contextOf(request: FastifyRequest): RequestContext {
  // request.ip honours X-Forwarded-For from a trusted proxy: the gateway, on loopback.
  return { ip: request.ip, userAgent: request.headers['user-agent'], userId: null };
}

export const eventsRoutes: FastifyPluginAsyncZod<{ intake: EventIntake }> = async (
  app,
  { intake },
) => {
  app.post(
    '/api/events/search',
    { schema: { body: searchEventBodySchema, response: accepted } },
    async (request, reply) => {
      await intake.search(request.body, contextOf(request));
      return reply.code(202).send();
    },
  );

  app.post(
    '/api/events/profile-views',
    { schema: { body: profileViewBodySchema, response: accepted } },
    async (request, reply) => {
      await intake.profileView(request.body, contextOf(request));
      return reply.code(202).send();
    },
  );

  app.post(
    '/api/events/website-clicks',
    { schema: { body: websiteClickBodySchema, response: accepted } },
    async (request, reply) => {
      await intake.websiteClick(request.body, contextOf(request));
      return reply.code(202).send();
    },
  );

  await app.register(beaconRoutes, { intake });
};

/**
 * navigator.sendBeacon posts a string or a Blob: browsers label a string (and a Blob typed so)
 * text/plain, which needs no CORS preflight. Here a text/plain body is read as JSON; this
 * child plugin keeps that parser to the beacon's route.
 */
const beaconRoutes: FastifyPluginAsyncZod<{ intake: EventIntake }> = async (app, { intake }) => {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new BadRequestError('Invalid Request', 'The body must be JSON.'), undefined);
    }
  });

  app.post(
    '/api/track-view-duration',
    { schema: { body: viewDurationBodySchema, response: noContent } },
    async (request, reply) => {
      await intake.viewDuration(request.body, contextOf(request));
      return reply.code(204).send();
    },
  );
};
