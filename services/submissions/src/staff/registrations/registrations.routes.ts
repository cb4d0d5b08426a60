import { registrationsQueueEndpoints, staffQueuesOverview } from '@trusthive/contracts/endpoints';
import { endpointRoute, type Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { requireStaff } from '../guard';
import { decisionQueueRoutes } from '../queue-routes';
import { queuesOverview } from './queues-overview';
import {
  decideOnRegistration,
  parseRegistrationId,
  registrationQueue,
  registrationReview,
} from './registrations.service';

/**
 * The registrations queue (issue 18) and the overview of all five queues. Moderators and
 * admins; decisions carry the CSRF token like every staff write (the guard checks it).
 */
export async function staffRegistrationsRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  app.route({
    ...endpointRoute(staffQueuesOverview),
    preHandler: requireStaff(deps, 'moderator'),
    handler: async () => queuesOverview(deps.db),
  });

  decisionQueueRoutes(app, deps, {
    endpoints: registrationsQueueEndpoints,
    list: (query) => registrationQueue(deps.db, query),
    detail: (rawId) => registrationReview(deps, parseRegistrationId(rawId)),
    decide: (staff, rawId, decision) =>
      decideOnRegistration(deps, staff, parseRegistrationId(rawId), decision, app.ownerAuth.now()),
  });
}
