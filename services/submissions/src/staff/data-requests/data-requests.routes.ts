import { dataRequestsQueueEndpoints, staffDataRequestExport } from '@trusthive/contracts/endpoints';
import { endpointRoute, type Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { requireStaff } from '../guard';
import { decisionQueueRoutes } from '../queue-routes';
import {
  dataRequestDetail,
  dataRequestExport,
  dataRequestsQueue,
  decideDataRequest,
} from './data-requests.service';

/** The "Data requests" queue (issue 37): list, one request with its export, download, close. */
export async function staffDataRequestsRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  decisionQueueRoutes(app, deps, {
    endpoints: dataRequestsQueueEndpoints,
    list: (query) => dataRequestsQueue(deps.db, query),
    detail: (rawId) => dataRequestDetail(deps.db, rawId),
    decide: (staff, rawId, decision) =>
      decideDataRequest(
        {
          deps,
          // The owner routes decorate ownerAuth after the staff routes: read at call time.
          endOwnerSessions: (email) => app.ownerAuth.sessions.destroyAllFor('owner', email),
        },
        staff,
        rawId,
        decision,
      ),
  });

  // The export as a file to save, named by the request's reference.
  app.route({
    ...endpointRoute(staffDataRequestExport),
    preHandler: requireStaff(deps, 'moderator'),
    handler: async (request, reply) => {
      const { reference, export: exported } = await dataRequestExport(deps.db, request.params.id);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="trusthive-data-${reference}.json"`)
        .send(JSON.stringify(exported ?? { erased: true }, null, 2));
    },
  });
}
