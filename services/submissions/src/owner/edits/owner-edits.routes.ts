import { parseCompanyId } from '@trusthive/contracts';
import {
  ownerChangeRequests as ownerChangeRequestsEndpoint,
  ownerCompanyProfile as ownerCompanyProfileEndpoint,
  ownerConfirmContactEmail,
  ownerEditCompany,
  ownerRequestChange,
} from '@trusthive/contracts/endpoints';
import { endpointRoute, parseEndpointBody, type Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { requestMailLocale } from '../../shared/mail/locale';
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

  app.route({
    ...endpointRoute(ownerCompanyProfileEndpoint),
    handler: async (request) =>
      ownerCompanyProfile(deps.db, await owned(request), request.server.ownerAuth.now()),
  });

  // The two writes look at their body only once the company is known to be the owner's.
  app.route({
    ...endpointRoute(ownerEditCompany, { body: 'in-handler' }),
    handler: async (request) => {
      const companyId = await owned(request);
      const edit = parseEndpointBody(ownerEditCompany, request.body);
      return editOwnerProfile(
        deps,
        request.owner!,
        companyId,
        edit,
        request.server.ownerAuth.now(),
        requestMailLocale(request),
      );
    },
  });

  app.route({
    ...endpointRoute(ownerChangeRequestsEndpoint),
    handler: async (request) => ownerChangeRequests(deps.db, await owned(request)),
  });

  app.route({
    ...endpointRoute(ownerRequestChange, { body: 'in-handler' }),
    handler: async (request, reply) => {
      const companyId = await owned(request);
      const input = parseEndpointBody(ownerRequestChange, request.body);
      const created = await requestOwnerChange(
        deps,
        request.owner!,
        companyId,
        input,
        requestMailLocale(request),
      );
      return reply.code(201).send(created);
    },
  });

  // Public (OWNER_PUBLIC_ROUTES): the token mailed to the new address is the proof.
  app.route({
    ...endpointRoute(ownerConfirmContactEmail),
    handler: async (request) =>
      confirmContactEmail(deps, request.body.token, request.server.ownerAuth.now()),
  });
}
