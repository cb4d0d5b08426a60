import { request } from 'undici';
import { API_KEY_LOOKUP_PATH } from '@trusthive/platform';
import type { ApiKeyLookup } from './api-keys';

/**
 * A key's record missing from Redis is asked of the submissions service, which owns api_keys
 * (the gateway has no database pool): 204 when it knew the digest and wrote the record to Redis
 * again, 404 when no key has it. The path is not proxied (routes.ts), so only the gateway, on
 * the services' network, reaches it; it names a digest, never a key.
 */
export function askSubmissionsForApiKey({
  baseUrl,
  timeoutMs,
}: {
  baseUrl: string;
  timeoutMs: number;
}): ApiKeyLookup {
  return async (digestHex) => {
    const response = await request(new URL(`${API_KEY_LOOKUP_PATH}/${digestHex}`, baseUrl), {
      method: 'POST',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body.dump();
    if (response.statusCode === 204) return true;
    if (response.statusCode === 404) return false;
    throw new Error(`the API key lookup answered ${response.statusCode}`);
  };
}
