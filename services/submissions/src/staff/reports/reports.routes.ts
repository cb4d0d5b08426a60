import {
  STAFF_REPORT_MESSAGES,
  queueListQuerySchema,
  reportDecisionSchema,
  reportDetailSchema,
  reportIdParamsSchema,
  reportQueueListSchema,
} from '@trusthive/contracts';
import type { Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../deps';
import { parseOrThrow } from '../../validation';
import { itemIdOrNotFound } from '../decided';
import { requireStaff } from '../guard';
import { decideReport, getReportDetail, listReportQueue } from './reports.service';

const idOrNotFound = (raw: string) => itemIdOrNotFound(raw, STAFF_REPORT_MESSAGES.notFound);

/** The reports queue (issue 18): moderators and admins, with a staff session. */
export async function staffReportsRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  const preHandler = requireStaff(deps, 'moderator');

  app.get(
    '/api/staff/queues/reports',
    { preHandler, schema: { response: { 200: reportQueueListSchema } } },
    async (request) => listReportQueue(deps, parseOrThrow(queueListQuerySchema, request.query)),
  );

  app.get(
    '/api/staff/queues/reports/:id',
    { preHandler, schema: { params: reportIdParamsSchema, response: { 200: reportDetailSchema } } },
    async (request) => getReportDetail(deps, idOrNotFound(request.params.id)),
  );

  app.post(
    '/api/staff/queues/reports/:id/decision',
    { preHandler, schema: { params: reportIdParamsSchema, response: { 200: reportDetailSchema } } },
    async (request) => {
      const id = idOrNotFound(request.params.id);
      const decision = parseOrThrow(reportDecisionSchema, request.body);
      return decideReport(deps, request.staff!, id, decision);
    },
  );
}
