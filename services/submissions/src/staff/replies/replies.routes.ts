import {
  repliesQueueQuerySchema,
  repliesQueueSchema,
  replyDecisionSchema,
  replyDetailSchema,
  replyIdParamsSchema,
} from '@trusthive/contracts';
import type { Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../deps';
import { parseOrThrow } from '../../validation';
import { requireStaff } from '../guard';
import { decideReply, replyDetail, repliesQueue } from './replies.service';

/** The replies queue (issue 19): owners' replies to upheld reports, published or declined. */
export async function staffRepliesRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  const guarded = { preHandler: requireStaff(deps, 'moderator') };

  app.get(
    '/api/staff/queues/replies',
    { ...guarded, schema: { response: { 200: repliesQueueSchema } } },
    async (request) => repliesQueue(deps.db, parseOrThrow(repliesQueueQuerySchema, request.query)),
  );

  app.get(
    '/api/staff/queues/replies/:id',
    { ...guarded, schema: { params: replyIdParamsSchema, response: { 200: replyDetailSchema } } },
    async (request) => replyDetail(deps.db, request.params.id),
  );

  app.post(
    '/api/staff/queues/replies/:id/decision',
    { ...guarded, schema: { params: replyIdParamsSchema, response: { 200: replyDetailSchema } } },
    async (request) =>
      decideReply(
        deps,
        request.staff!,
        request.params.id,
        parseOrThrow(replyDecisionSchema, request.body),
      ),
  );
}
