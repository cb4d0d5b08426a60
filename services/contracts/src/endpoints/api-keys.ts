import {
  apiKeyCreateRequestSchema,
  apiKeyCreatedSchema,
  apiKeyParamsSchema,
  apiKeySchema,
  apiKeysSchema,
} from '../index';
import { defineEndpoint, type Endpoint } from './endpoint';
import { OWNER_BODY_ERRORS, OWNER_ERRORS } from './owner';

// Issue 43 part 4: an account's API keys, under /api/account (the account session's cookie; a
// write also its X-CSRF-Token). The keys themselves are used on the public reads with
// `Authorization: Bearer th_live_…` (the OpenAPI document's `apiKey` security scheme).

const NOT_THEIRS = 'No key of this account has this id (another account’s key answers the same).';

export const listApiKeys = defineEndpoint({
  method: 'get',
  path: '/api/account/api-keys',
  service: 'submissions',
  summary: "Account: the account's API keys, each with its limits and use per day",
  example: ({ owner }) => owner && {},
  success: {
    status: 200,
    description: 'The keys, newest first, revoked ones included; never a key itself.',
    schema: apiKeysSchema,
  },
  errors: OWNER_ERRORS,
  owner: true,
});

export const createApiKey = defineEndpoint({
  method: 'post',
  path: '/api/account/api-keys',
  service: 'submissions',
  summary: 'Account: create a named API key (its secret is answered this once)',
  body: { 'application/json': apiKeyCreateRequestSchema },
  example: ({ marker, n, owner }) => owner && { json: { name: `${marker} key ${n}` } },
  success: {
    status: 201,
    description:
      'The key and its secret. TrustHive keeps only its SHA-256 digest: the secret cannot be shown again.',
    schema: apiKeyCreatedSchema,
  },
  errors: {
    ...OWNER_BODY_ERRORS,
    400: 'The name is empty, too long or not one line; `field` is name.',
    409: 'The account already holds as many live keys as it may: revoke one first.',
  },
  owner: true,
});

export const revokeApiKey = defineEndpoint({
  method: 'delete',
  path: '/api/account/api-keys/:id',
  service: 'submissions',
  summary: 'Account: revoke an API key (every gateway refuses it at once)',
  params: apiKeyParamsSchema,
  // Revoking a revoked key answers it as it is: every sample may name the run's one key.
  example: ({ owner }) =>
    owner?.apiKeyId !== undefined ? { params: { id: owner.apiKeyId } } : undefined,
  success: { status: 200, description: 'The key, revoked.', schema: apiKeySchema },
  errors: { ...OWNER_ERRORS, 404: NOT_THEIRS },
  owner: true,
});

export const API_KEY_ENDPOINTS: readonly Endpoint[] = [listApiKeys, createApiKey, revokeApiKey];
