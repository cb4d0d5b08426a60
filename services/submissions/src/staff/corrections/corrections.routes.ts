import {
  correctionDecisionSchema,
  correctionDetailSchema,
  correctionIdParamsSchema,
  correctionsQueueQuerySchema,
  correctionsQueueSchema,
} from '@trusthive/contracts';
import type { Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../deps';
import { parseOrThrow } from '../../validation';
import { requireStaff } from '../guard';
import { correctionDetail, correctionsQueue, decideCorrection } from './corrections.service';

/** The corrections queue (issue 18): list, one request, and its decision. */
export async function staffCorrectionsRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  const guarded = { preHandler: requireStaff(deps, 'moderator') };

  app.get(
    '/api/staff/queues/corrections',
    { ...guarded, schema: { response: { 200: correctionsQueueSchema } } },
    async (request) =>
      correctionsQueue(deps.db, parseOrThrow(correctionsQueueQuerySchema, request.query)),
  );

  app.get(
    '/api/staff/queues/corrections/:id',
    {
      ...guarded,
      schema: { params: correctionIdParamsSchema, response: { 200: correctionDetailSchema } },
    },
    async (request) => correctionDetail(deps.db, request.params.id),
  );

  app.post(
    '/api/staff/queues/corrections/:id/decision',
    {
      ...guarded,
      schema: { params: correctionIdParamsSchema, response: { 200: correctionDetailSchema } },
    },
    async (request) =>
      decideCorrection(
        deps,
        request.staff!,
        request.params.id,
        parseOrThrow(correctionDecisionSchema, request.body),
      ),
  );
}
