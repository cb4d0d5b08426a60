import {
  watchlistAdd,
  watchlistFollowing,
  watchlistImport,
  watchlistList,
  watchlistRemove,
  watchlistSettings,
} from '@trusthive/contracts/endpoints';
import { WATCHLIST_LIMIT, type Watchlist } from '@trusthive/contracts';
import { endpointRoute, type Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { followOrRefuse } from '../../shared/watch/follow';
import { importWatchlist } from '../../shared/watch/import';
import {
  alertModeOf,
  deleteEntry,
  isFollowing,
  listEntries,
  setAlertMode,
} from '../../shared/watch/watch.repository';

/**
 * An account's watchlist (issue 43): the companies it follows, how it is alerted, and a list
 * of CINs or GSTINs to follow at once. The account guard runs first on every route
 * (guardOwnerRoutesEarly); every query is scoped to request.account.id.
 */
export async function watchlistRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  const { db } = deps;

  app.route({
    ...endpointRoute(watchlistList),
    handler: async (request): Promise<Watchlist> => {
      const accountId = request.account!.id;
      const [rows, alertMode] = await Promise.all([
        listEntries(db, accountId),
        alertModeOf(db, accountId),
      ]);
      return {
        entries: rows.map((row) => ({
          companyId: row.id,
          companyName: row.company_name,
          cin: row.cin,
          companyStatus: row.company_status,
          trustLevel: row.trust_level,
          followedAt: row.created_at.toISOString(),
        })),
        alertMode,
        limit: WATCHLIST_LIMIT,
      };
    },
  });

  app.route({
    ...endpointRoute(watchlistAdd),
    handler: async (request) => {
      await followOrRefuse(db, request.account!.id, request.body.companyId);
      return { companyId: request.body.companyId, following: true };
    },
  });

  app.route({
    ...endpointRoute(watchlistFollowing),
    handler: async (request) => ({
      companyId: request.params.companyId,
      following: await isFollowing(db, request.account!.id, request.params.companyId),
    }),
  });

  app.route({
    ...endpointRoute(watchlistRemove),
    handler: async (request) => {
      await db
        .transaction()
        .execute((trx) => deleteEntry(trx, request.account!.id, request.params.companyId));
      return { companyId: request.params.companyId, following: false };
    },
  });

  app.route({
    ...endpointRoute(watchlistSettings),
    handler: async (request) => {
      await setAlertMode(db, request.account!.id, request.body.alertMode);
      return { alertMode: request.body.alertMode };
    },
  });

  app.route({
    ...endpointRoute(watchlistImport),
    handler: async (request) => importWatchlist(db, request.account!.id, request.body.csv),
  });
}
