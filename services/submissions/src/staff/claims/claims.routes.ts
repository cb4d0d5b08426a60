import { STAFF_CLAIM_MESSAGES } from '@trusthive/contracts';
import { claimsQueueEndpoints, staffClaimDocument } from '@trusthive/contracts/endpoints';
import { endpointRoute, type Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { itemIdOrNotFound } from '../decided';
import { requireStaff } from '../guard';
import { decisionQueueRoutes } from '../queue-routes';
import { decideClaim, getClaimDetail, listClaimQueue, readClaimDocument } from './claims.service';

const idOrNotFound = (raw: string) => itemIdOrNotFound(raw, STAFF_CLAIM_MESSAGES.notFound);

/** The claims queue (issue 18): moderators and admins, with a staff session. */
export async function staffClaimsRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  const preHandler = requireStaff(deps, 'moderator');

  decisionQueueRoutes(app, deps, {
    endpoints: claimsQueueEndpoints,
    list: (query) => listClaimQueue(deps, query),
    detail: (rawId) => getClaimDetail(deps, idOrNotFound(rawId)),
    decide: (staff, rawId, decision) =>
      decideClaim(deps, staff, idOrNotFound(rawId), decision, app.ownerAuth.now()),
  });

  // Shown inline in the console (an <img> or a PDF frame), never from a public URL: the bytes
  // leave private storage only here, to a staff session, and no cache may keep them.
  app.route({
    ...endpointRoute(staffClaimDocument),
    preHandler,
    handler: async (request, reply) => {
      const document = await readClaimDocument(
        deps,
        idOrNotFound(request.params.id),
        request.params.which,
      );
      return (
        reply
          .header('content-type', document.contentType)
          .header('content-disposition', 'inline')
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          // The console (same origin) may frame it; nothing in it may load anything.
          .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
          .send(document.bytes)
      );
    },
  });
}
