import {
  ownerReplyParamsSchema,
  ownerReplyRequestSchema,
  ownerReportsParamsSchema,
  ownerUpheldReportSchema,
  ownerUpheldReportsSchema,
} from '@trusthive/contracts';
import type { Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../deps';
import { parseOrThrow } from '../../validation';
import { ownerUpheldReports, sendReply } from './replies.service';

/**
 * An owner's replies to upheld reports about their company (issue 19). The owner guard runs
 * on every /api/account route (guardOwnerRoutesEarly); which company is theirs is asked here.
 */
export async function ownerRepliesRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  app.get(
    '/api/account/companies/:id/reports',
    {
      schema: { params: ownerReportsParamsSchema, response: { 200: ownerUpheldReportsSchema } },
    },
    async (request) => ownerUpheldReports(deps, request.owner!, request.params.id),
  );

  app.post(
    '/api/account/companies/:id/reports/:reportId/reply',
    {
      schema: { params: ownerReplyParamsSchema, response: { 201: ownerUpheldReportSchema } },
    },
    async (request, reply) => {
      const report = await sendReply(
        deps,
        request.owner!,
        request.params,
        parseOrThrow(ownerReplyRequestSchema, request.body),
      );
      return reply.code(201).send(report);
    },
  );
}
