import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchCompanies, searchSuggestions } from '@trusthive/contracts/endpoints';
import {
  INTERNAL_CALLER_HEADER,
  endpointRoute,
  type OwnerSessionReader,
} from '@trusthive/platform';
import type { SearchService } from '../search.service';

/** GET /api/search and GET /api/search/suggestions, as contracts declares them. */
export const searchRoutes: FastifyPluginAsyncZod<{
  search: SearchService;
  /** The signed-in owner's user id for the search's analytics row (issue 19). */
  owners: Pick<OwnerSessionReader, 'userIdOf'>;
}> = async (app, { search, owners }) => {
  app.route({
    ...endpointRoute(searchCompanies),
    handler: async (request) =>
      search.search(request.query, {
        userAgent: request.headers['user-agent'] ?? null,
        // Only a request with an owner cookie costs a Redis read.
        userId: await owners.userIdOf(request.headers.cookie),
        // The gateway drops this header: only TrustHive's own processes send it.
        internal: request.headers[INTERNAL_CALLER_HEADER] !== undefined,
      }),
  });

  app.route({
    ...endpointRoute(searchSuggestions),
    handler: async (request) => search.suggest(request.query),
  });
};
