import {
  STAFF_CLAIM_MESSAGES,
  claimDecisionSchema,
  claimDetailSchema,
  claimDocumentParamsSchema,
  claimIdParamsSchema,
  claimQueueListSchema,
  queueListQuerySchema,
} from '@trusthive/contracts';
import type { Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../deps';
import { parseOrThrow } from '../../validation';
import { itemIdOrNotFound } from '../decided';
import { requireStaff } from '../guard';
import { decideClaim, getClaimDetail, listClaimQueue, readClaimDocument } from './claims.service';

const idOrNotFound = (raw: string) => itemIdOrNotFound(raw, STAFF_CLAIM_MESSAGES.notFound);

/** The claims queue (issue 18): moderators and admins, with a staff session. */
export async function staffClaimsRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  const preHandler = requireStaff(deps, 'moderator');

  app.get(
    '/api/staff/queues/claims',
    { preHandler, schema: { response: { 200: claimQueueListSchema } } },
    async (request) => listClaimQueue(deps, parseOrThrow(queueListQuerySchema, request.query)),
  );

  app.get(
    '/api/staff/queues/claims/:id',
    { preHandler, schema: { params: claimIdParamsSchema, response: { 200: claimDetailSchema } } },
    async (request) => getClaimDetail(deps, idOrNotFound(request.params.id)),
  );

  app.post(
    '/api/staff/queues/claims/:id/decision',
    { preHandler, schema: { params: claimIdParamsSchema, response: { 200: claimDetailSchema } } },
    async (request) => {
      const id = idOrNotFound(request.params.id);
      const decision = parseOrThrow(claimDecisionSchema, request.body);
      return decideClaim(deps, request.staff!, id, decision, app.ownerAuth.now());
    },
  );

  // Shown inline in the console (an <img> or a PDF frame), never from a public URL: the bytes
  // leave private storage only here, to a staff session, and no cache may keep them.
  app.get(
    '/api/staff/queues/claims/:id/documents/:which',
    { preHandler, schema: { params: claimDocumentParamsSchema } },
    async (request, reply) => {
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
  );
}
