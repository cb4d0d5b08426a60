import { API_KEY_LOOKUP_PATH, DependencyUnavailableError, type Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { republishKey } from './api-keys.service';

/**
 * POST /internal/api-keys/:digest, the gateway's ask for a key's record Redis lost (issue 43):
 * 204 once written again, 404 for a digest no key has. Not part of the public API: the gateway
 * proxies nothing outside its table (routes.ts), so only it reaches this, on the services'
 * network. It takes a digest, never a key, and answers nothing but known or not.
 */
export async function apiKeyLookupRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  app.post<{ Params: { digest: string } }>(
    `${API_KEY_LOOKUP_PATH}/:digest`,
    async (request, reply) => {
      let known: boolean;
      try {
        known = await republishKey(deps, request.params.digest);
      } catch (error) {
        request.log.warn({ err: error }, 'API key record not written again');
        throw new DependencyUnavailableError('The key check');
      }
      return reply.code(known ? 204 : 404).send();
    },
  );
}
