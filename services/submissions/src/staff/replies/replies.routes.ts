import { repliesQueueEndpoints } from '@trusthive/contracts/endpoints';
import type { Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { decisionQueueRoutes } from '../queue-routes';
import { decideReply, replyDetail, repliesQueue } from './replies.service';

/** The replies queue (issue 19): owners' replies to upheld reports, published or declined. */
export async function staffRepliesRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  decisionQueueRoutes(app, deps, {
    endpoints: repliesQueueEndpoints,
    list: (query) => repliesQueue(deps.db, query),
    detail: (rawId) => replyDetail(deps.db, rawId),
    decide: (staff, rawId, decision) => decideReply(deps, staff, rawId, decision),
  });
}
