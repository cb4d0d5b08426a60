import { ownerChangesQueueEndpoints } from '@trusthive/contracts/endpoints';
import type { Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { decisionQueueRoutes } from '../queue-routes';
import { decideOwnerChange, ownerChangeDetail, ownerChangesQueue } from './owner-changes.service';

/** The owner-changes queue (issue 19): list, one request, and its decision. */
export async function staffOwnerChangesRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  decisionQueueRoutes(app, deps, {
    endpoints: ownerChangesQueueEndpoints,
    list: (query) => ownerChangesQueue(deps.db, query),
    detail: (rawId) => ownerChangeDetail(deps.db, rawId),
    decide: (staff, rawId, decision) => decideOwnerChange(deps, staff, rawId, decision),
  });
}
