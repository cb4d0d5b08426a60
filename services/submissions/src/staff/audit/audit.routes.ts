import { auditPageSchema, auditQuerySchema } from '@trusthive/contracts';
import type { Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../deps';
import { requireStaff } from '../guard';
import { auditPage } from './audit.repository';

/** Admins read the audit log, filtered by actor, action or subject, newest first. */
export async function staffAuditRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  app.get(
    '/api/staff/audit',
    {
      preHandler: requireStaff(deps, 'admin'),
      schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } },
    },
    async (request) => auditPage(deps.db, request.query),
  );
}
