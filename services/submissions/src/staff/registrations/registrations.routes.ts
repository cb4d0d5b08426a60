import {
  errorBodySchema,
  queuesOverviewSchema,
  registrationDecisionSchema,
  registrationIdParamsSchema,
  registrationQueueQuerySchema,
  registrationQueueSchema,
  registrationReviewSchema,
} from '@trusthive/contracts';
import type { Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../deps';
import { JSON_BODY_LIMIT_BYTES } from '../../routes/limits';
import { parseOrThrow } from '../../validation';
import { requireStaff } from '../guard';
import { queuesOverview } from './queues-overview';
import {
  decideOnRegistration,
  parseRegistrationId,
  registrationQueue,
  registrationReview,
} from './registrations.service';

/**
 * The registrations queue (issue 18) and the overview of all five queues. Moderators and
 * admins; decisions carry the CSRF token like every staff write (the guard checks it).
 */
export async function staffRegistrationsRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  const moderator = { preHandler: requireStaff(deps, 'moderator') };

  app.get(
    '/api/staff/queues',
    { ...moderator, schema: { response: { 200: queuesOverviewSchema } } },
    async () => queuesOverview(deps.db),
  );

  app.get(
    '/api/staff/queues/registrations',
    { ...moderator, schema: { response: { 200: registrationQueueSchema } } },
    async (request) =>
      registrationQueue(deps.db, parseOrThrow(registrationQueueQuerySchema, request.query)),
  );

  app.get(
    '/api/staff/queues/registrations/:id',
    {
      ...moderator,
      schema: { response: { 200: registrationReviewSchema, 404: errorBodySchema } },
    },
    async (request) => {
      const { id } = parseOrThrow(registrationIdParamsSchema, request.params);
      return registrationReview(deps, parseRegistrationId(id));
    },
  );

  app.post(
    '/api/staff/queues/registrations/:id/decision',
    {
      ...moderator,
      bodyLimit: JSON_BODY_LIMIT_BYTES,
      schema: {
        response: { 200: registrationReviewSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const { id } = parseOrThrow(registrationIdParamsSchema, request.params);
      const registrationId = parseRegistrationId(id);
      const decision = parseOrThrow(registrationDecisionSchema, request.body);
      return decideOnRegistration(
        deps,
        request.staff!,
        registrationId,
        decision,
        app.ownerAuth.now(),
      );
    },
  );
}
