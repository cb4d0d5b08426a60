import { createApiKey, listApiKeys, revokeApiKey } from '@trusthive/contracts/endpoints';
import { endpointRoute, type Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { createKey, listKeys, revokeKey } from './api-keys.service';

/**
 * An account's API keys (issue 43 part 4). The account guard runs on every /api/account route
 * (guardOwnerRoutesEarly): a session, and on the writes its CSRF token.
 */
export async function apiKeysRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  app.route({
    ...endpointRoute(listApiKeys),
    handler: async (request) => listKeys(deps, request.account!, request.log),
  });

  app.route({
    ...endpointRoute(createApiKey),
    handler: async (request, reply) =>
      reply.code(201).send(await createKey(deps, request.account!, request.body, request.log)),
  });

  app.route({
    ...endpointRoute(revokeApiKey),
    handler: async (request) => revokeKey(deps, request.account!, request.params.id, request.log),
  });
}
