import { staffAudit } from '@trusthive/contracts/endpoints';
import { endpointRoute, type Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { requireStaff } from '../guard';
import { auditPage } from './audit.repository';

/** Admins read the audit log, filtered by actor, action or subject, newest first. */
export async function staffAuditRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  app.route({
    ...endpointRoute(staffAudit),
    preHandler: requireStaff(deps, 'admin'),
    handler: async (request) => auditPage(deps.db, request.query),
  });
}
