import { correctionsQueueEndpoints } from '@trusthive/contracts/endpoints';
import type { Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { decisionQueueRoutes } from '../queue-routes';
import { correctionDetail, correctionsQueue, decideCorrection } from './corrections.service';

/** The corrections queue (issue 18): list, one request, and its decision. */
export async function staffCorrectionsRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  decisionQueueRoutes(app, deps, {
    endpoints: correctionsQueueEndpoints,
    list: (query) => correctionsQueue(deps.db, query),
    detail: (rawId) => correctionDetail(deps.db, rawId),
    decide: (staff, rawId, decision) => decideCorrection(deps, staff, rawId, decision),
  });
}
