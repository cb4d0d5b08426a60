import { gstMatchesQueueEndpoints } from '@trusthive/contracts/endpoints';
import type { Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { decisionQueueRoutes } from '../queue-routes';
import { decideGstMatch, gstMatchDetail, gstMatchesQueue } from './gst-matches.service';

/** The GST matches queue (issue 40): list, read one, confirm or undo. */
export async function staffGstMatchesRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  decisionQueueRoutes(app, deps, {
    endpoints: gstMatchesQueueEndpoints,
    list: (query) => gstMatchesQueue(deps, query),
    detail: (rawId) => gstMatchDetail(deps, rawId),
    decide: (staff, rawId, decision) => decideGstMatch(deps, staff, rawId, decision),
  });
}
