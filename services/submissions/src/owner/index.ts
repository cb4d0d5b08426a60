import type { Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../deps';
import { ownerAuthRoutes } from './auth/auth.routes';
import { createOwnerAuth, type OwnerAuthOptions } from './auth/owner-auth';
import { ownerCompaniesRoutes } from './companies/companies.routes';
import { ownerEditsRoutes } from './edits/owner-edits.routes';
import { guardOwnerRoutesEarly } from './guard';
import { ownerRepliesRoutes } from './replies/replies.routes';

/**
 * Company owners' API, all under /api/account (issue 19). It lives in submissions because this
 * service owns company_owners and every row an owner's change or reply becomes.
 */
export async function ownerRoutes(
  app: Server,
  deps: SubmissionsDeps,
  options: OwnerAuthOptions = {},
): Promise<void> {
  app.decorate('ownerAuth', createOwnerAuth(deps, options));
  guardOwnerRoutesEarly(app, deps);
  // An owner's companies and requests are theirs: never kept by a browser or a proxy cache.
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url?.startsWith('/api/account')) {
      void reply.header('cache-control', 'no-store');
    }
  });
  await ownerAuthRoutes(app, deps);
  await ownerCompaniesRoutes(app, deps);
  // Owner edits (B) and replies (C) register here, one line each.
  await ownerEditsRoutes(app, deps);
  await ownerRepliesRoutes(app, deps);
}
