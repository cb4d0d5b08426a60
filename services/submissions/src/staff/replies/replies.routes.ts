import {
  repliesQueueQuerySchema,
  repliesQueueSchema,
  replyDecisionSchema,
  replyDetailSchema,
  replyIdParamsSchema,
} from '@trusthive/contracts';
import type { Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../deps';
import { decisionQueueRoutes } from '../queue-routes';
import { decideReply, replyDetail, repliesQueue } from './replies.service';

/** The replies queue (issue 19): owners' replies to upheld reports, published or declined. */
export async function staffRepliesRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  decisionQueueRoutes(app, deps, {
    name: 'replies',
    querySchema: repliesQueueQuerySchema,
    listSchema: repliesQueueSchema,
    idParamsSchema: replyIdParamsSchema,
    detailSchema: replyDetailSchema,
    decisionSchema: replyDecisionSchema,
    list: (query) => repliesQueue(deps.db, query),
    detail: (rawId) => replyDetail(deps.db, rawId),
    decide: (staff, rawId, decision) => decideReply(deps, staff, rawId, decision),
  });
}
