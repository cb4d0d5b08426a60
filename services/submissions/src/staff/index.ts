import type { Server } from '@trusthive/platform';
import { confineRoutes, isStaffUrl } from '../shared/confine-routes';
import type { SubmissionsDeps } from '../shared/deps';
import { staffAccountsRoutes } from './accounts/accounts.routes';
import { staffAuditRoutes } from './audit/audit.routes';
import { staffAuthRoutes } from './auth/auth.routes';
import { staffClaimsRoutes } from './claims/claims.routes';
import { staffContactRoutes } from './contact/contact.routes';
import { staffCorrectionsRoutes } from './corrections/corrections.routes';
import { staffDataRequestsRoutes } from './data-requests/data-requests.routes';
import { guardStaffRoutesEarly } from './guard';
import { staffGstMatchesRoutes } from './gst-matches/gst-matches.routes';
import { staffOwnerChangesRoutes } from './owner-changes/owner-changes.routes';
import { staffRepliesRoutes } from './replies/replies.routes';
import { staffRegistrationsRoutes } from './registrations/registrations.routes';
import { staffReportsRoutes } from './reports/reports.routes';

/**
 * The staff console's API, all under /api/staff (issue 18), registered as an encapsulated plugin:
 * its guard and hooks apply to its routes only. It lives in submissions because this service
 * owns every row staff review; the public services never learn about staff.
 */
export async function staffRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  confineRoutes(app, 'the staff API', isStaffUrl);
  guardStaffRoutesEarly(app);
  // What staff see (submitters' personal data, accounts, the log) is never kept by a browser or
  // a proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  await staffAuthRoutes(app, deps);
  await staffAccountsRoutes(app, deps);
  await staffAuditRoutes(app, deps);
  await staffRegistrationsRoutes(app, deps);
  await staffClaimsRoutes(app, deps);
  await staffReportsRoutes(app, deps);
  await staffCorrectionsRoutes(app, deps);
  await staffContactRoutes(app, deps);
  await staffOwnerChangesRoutes(app, deps);
  await staffRepliesRoutes(app, deps);
  await staffDataRequestsRoutes(app, deps);
  await staffGstMatchesRoutes(app, deps);
}
