import {
  ownerChangeDecisionSchema,
  ownerChangeDetailSchema,
  ownerChangeIdParamsSchema,
  ownerChangesQueueQuerySchema,
  ownerChangesQueueSchema,
} from '@trusthive/contracts';
import type { Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../deps';
import { parseOrThrow } from '../../validation';
import { requireStaff } from '../guard';
import { decideOwnerChange, ownerChangeDetail, ownerChangesQueue } from './owner-changes.service';

/** The owner-changes queue (issue 19): list, one request, and its decision. */
export async function staffOwnerChangesRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  const guarded = { preHandler: requireStaff(deps, 'moderator') };

  app.get(
    '/api/staff/queues/owner-changes',
    { ...guarded, schema: { response: { 200: ownerChangesQueueSchema } } },
    async (request) =>
      ownerChangesQueue(deps.db, parseOrThrow(ownerChangesQueueQuerySchema, request.query)),
  );

  app.get(
    '/api/staff/queues/owner-changes/:id',
    {
      ...guarded,
      schema: { params: ownerChangeIdParamsSchema, response: { 200: ownerChangeDetailSchema } },
    },
    async (request) => ownerChangeDetail(deps.db, request.params.id),
  );

  app.post(
    '/api/staff/queues/owner-changes/:id/decision',
    {
      ...guarded,
      schema: { params: ownerChangeIdParamsSchema, response: { 200: ownerChangeDetailSchema } },
    },
    async (request) =>
      decideOwnerChange(
        deps,
        request.staff!,
        request.params.id,
        parseOrThrow(ownerChangeDecisionSchema, request.body),
      ),
  );
}
