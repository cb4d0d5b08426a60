import { contactQueueEndpoints } from '@trusthive/contracts/endpoints';
import type { Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { decisionQueueRoutes } from '../queue-routes';
import { contactDetail, contactQueue, markContactHandled } from './contact.service';

/** The contact messages queue (issue 18): list, read one, mark handled. */
export async function staffContactRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  decisionQueueRoutes(app, deps, {
    endpoints: contactQueueEndpoints,
    list: (query) => contactQueue(deps.db, query),
    detail: (rawId) => contactDetail(deps.db, rawId),
    // The one decision there is ({ outcome: 'handled' }): checked, nothing more to read from it.
    decide: (staff, rawId) => markContactHandled(deps.db, staff, rawId),
  });
}
