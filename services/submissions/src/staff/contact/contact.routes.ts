import {
  contactDecisionSchema,
  contactDetailSchema,
  contactMessageIdParamsSchema,
  contactQueueQuerySchema,
  contactQueueSchema,
} from '@trusthive/contracts';
import type { Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../deps';
import { decisionQueueRoutes } from '../queue-routes';
import { contactDetail, contactQueue, markContactHandled } from './contact.service';

/** The contact messages queue (issue 18): list, read one, mark handled. */
export async function staffContactRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  decisionQueueRoutes(app, deps, {
    name: 'contact',
    querySchema: contactQueueQuerySchema,
    listSchema: contactQueueSchema,
    idParamsSchema: contactMessageIdParamsSchema,
    detailSchema: contactDetailSchema,
    // The one decision there is ({ outcome: 'handled' }): checked, nothing more to read from it.
    decisionSchema: contactDecisionSchema,
    list: (query) => contactQueue(deps.db, query),
    detail: (rawId) => contactDetail(deps.db, rawId),
    decide: (staff, rawId) => markContactHandled(deps.db, staff, rawId),
  });
}
