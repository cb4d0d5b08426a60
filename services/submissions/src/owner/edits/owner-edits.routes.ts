import {
  contactEmailConfirmationSchema,
  contactEmailConfirmedSchema,
  ownerChangeRequestInputSchema,
  ownerChangeRequestSchema,
  ownerChangeRequestsSchema,
  ownerCompanyParamsSchema,
  ownerCompanyProfileSchema,
  ownerProfileEditSchema,
  parseCompanyId,
} from '@trusthive/contracts';
import type { Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../deps';
import { parseOrThrow } from '../../validation';
import { ownedCompany } from '../guard';
import { confirmContactEmail } from './contact-email.service';
import type { OwnerPrincipal } from '../principal';
import {
  editOwnerProfile,
  ownerChangeRequests,
  ownerCompanyProfile,
  requestOwnerChange,
} from './owner-edits.service';

/**
 * An owner's changes to their own companies (issue 19). The guard (every /api/account route)
 * has checked the session and CSRF token; each route then asks ownedCompany, so another owner's
 * company answers 404 exactly like one that does not exist, before the body is looked at.
 */
export async function ownerEditsRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  const owned = async (request: { owner?: OwnerPrincipal; params: { id: string } }) =>
    (await ownedCompany(deps.db, request.owner!, parseCompanyId(request.params.id) ?? NaN)).id;

  app.get(
    '/api/account/companies/:id/profile',
    { schema: { params: ownerCompanyParamsSchema, response: { 200: ownerCompanyProfileSchema } } },
    async (request) =>
      ownerCompanyProfile(deps.db, await owned(request), request.server.ownerAuth.now()),
  );

  app.patch(
    '/api/account/companies/:id',
    { schema: { params: ownerCompanyParamsSchema, response: { 200: ownerCompanyProfileSchema } } },
    async (request) => {
      const companyId = await owned(request);
      const edit = parseOrThrow(ownerProfileEditSchema, request.body);
      return editOwnerProfile(
        deps,
        request.owner!,
        companyId,
        edit,
        request.server.ownerAuth.now(),
      );
    },
  );

  app.get(
    '/api/account/companies/:id/change-requests',
    { schema: { params: ownerCompanyParamsSchema, response: { 200: ownerChangeRequestsSchema } } },
    async (request) => ownerChangeRequests(deps.db, await owned(request)),
  );

  app.post(
    '/api/account/companies/:id/change-requests',
    { schema: { params: ownerCompanyParamsSchema, response: { 201: ownerChangeRequestSchema } } },
    async (request, reply) => {
      const companyId = await owned(request);
      const input = parseOrThrow(ownerChangeRequestInputSchema, request.body);
      const created = await requestOwnerChange(deps, request.owner!, companyId, input);
      return reply.code(201).send(created);
    },
  );

  // Public (OWNER_PUBLIC_ROUTES): the token mailed to the new address is the proof.
  app.post(
    '/api/account/contact-email/confirmations',
    { schema: { response: { 200: contactEmailConfirmedSchema } } },
    async (request) => {
      const { token } = parseOrThrow(contactEmailConfirmationSchema, request.body);
      return confirmContactEmail(deps, token, request.server.ownerAuth.now());
    },
  );
}
