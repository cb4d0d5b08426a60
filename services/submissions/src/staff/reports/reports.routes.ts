import { STAFF_REPORT_MESSAGES } from '@trusthive/contracts';
import { reportsQueueEndpoints } from '@trusthive/contracts/endpoints';
import type { Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { itemIdOrNotFound } from '../decided';
import { decisionQueueRoutes } from '../queue-routes';
import { decideReport, getReportDetail, listReportQueue } from './reports.service';

const idOrNotFound = (raw: string) => itemIdOrNotFound(raw, STAFF_REPORT_MESSAGES.notFound);

/** The reports queue (issue 18): moderators and admins, with a staff session. */
export async function staffReportsRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  decisionQueueRoutes(app, deps, {
    endpoints: reportsQueueEndpoints,
    list: (query) => listReportQueue(deps, query),
    detail: (rawId) => getReportDetail(deps, idOrNotFound(rawId)),
    decide: (staff, rawId, decision) => decideReport(deps, staff, idOrNotFound(rawId), decision),
  });
}
