import {
  contactDecisionSchema,
  contactDetailSchema,
  contactMessageIdParamsSchema,
  contactQueueQuerySchema,
  contactQueueSchema,
} from '@trusthive/contracts';
import type { Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../deps';
import { parseOrThrow } from '../../validation';
import { requireStaff } from '../guard';
import { contactDetail, contactQueue, markContactHandled } from './contact.service';

/** The contact messages queue (issue 18): list, read one, mark handled. */
export async function staffContactRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  const guarded = { preHandler: requireStaff(deps, 'moderator') };

  app.get(
    '/api/staff/queues/contact',
    { ...guarded, schema: { response: { 200: contactQueueSchema } } },
    async (request) => contactQueue(deps.db, parseOrThrow(contactQueueQuerySchema, request.query)),
  );

  app.get(
    '/api/staff/queues/contact/:id',
    {
      ...guarded,
      schema: { params: contactMessageIdParamsSchema, response: { 200: contactDetailSchema } },
    },
    async (request) => contactDetail(deps.db, request.params.id),
  );

  app.post(
    '/api/staff/queues/contact/:id/decision',
    {
      ...guarded,
      schema: { params: contactMessageIdParamsSchema, response: { 200: contactDetailSchema } },
    },
    async (request) => {
      parseOrThrow(contactDecisionSchema, request.body);
      return markContactHandled(deps.db, request.staff!, request.params.id);
    },
  );
}
