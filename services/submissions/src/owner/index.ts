import type { Server } from '@trusthive/platform';
import { confineRoutes, isOwnerUrl } from '../shared/confine-routes';
import type { SubmissionsDeps } from '../shared/deps';
import { apiKeysRoutes } from './api-keys/api-keys.routes';
import { ownerAuthRoutes } from './auth/auth.routes';
import { bulkChecksRoutes } from './bulk-checks/bulk-checks.routes';
import { ownerCompaniesRoutes } from './companies/companies.routes';
import { ownerEditsRoutes } from './edits/owner-edits.routes';
import { guardOwnerRoutesEarly } from './guard';
import { ownerRepliesRoutes } from './replies/replies.routes';
import { watchlistRoutes } from './watchlist/watchlist.routes';

/**
 * Company owners' API, all under /api/account (issue 19), registered as an encapsulated plugin:
 * its guard and hooks apply to its routes only. It lives in submissions because this service
 * owns company_owners and every row an owner's change or reply becomes.
 */
export async function ownerRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  confineRoutes(app, 'the owner API', isOwnerUrl);
  guardOwnerRoutesEarly(app, deps);
  // An owner's companies and requests are theirs: never kept by a browser or a proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  await ownerAuthRoutes(app, deps);
  await ownerCompaniesRoutes(app, deps);
  // Owner edits (B) and replies (C) register here, one line each.
  await ownerEditsRoutes(app, deps);
  await ownerRepliesRoutes(app, deps);
  await apiKeysRoutes(app, deps);
  await bulkChecksRoutes(app, deps);
  await watchlistRoutes(app, deps);
}

export { apiKeyLookupRoutes } from './api-keys/api-key-lookup.routes';
