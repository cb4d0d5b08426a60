import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiKeyCreatedSchema,
  apiKeySchema,
  apiKeysSchema,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeys,
} from '@trusthive/contracts';
import type { AccountClient } from '../../lib/api-client';

// An account's API keys (issue 43 part 4): the list with each key's use per day, making a key
// (its secret answered once) and revoking one. The account session's client is handed in by
// the route (web/src/app composes features): it sends the session's CSRF token on a write and
// signs the page out on a 401, as every account page's requests do.

export type { AccountClient };

export const apiKeysKey = ['account', 'api-keys'] as const;

export function useApiKeys(client: AccountClient) {
  return useQuery({
    queryKey: apiKeysKey,
    retry: false,
    queryFn: (): Promise<ApiKeys> => client.get('/account/api-keys', { schema: apiKeysSchema }),
  });
}

/** Makes a key; the answer's secret is the only time anyone sees it. */
export function useCreateApiKey(client: AccountClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string): Promise<ApiKeyCreated> =>
      client.post('/account/api-keys', { body: { name }, schema: apiKeyCreatedSchema }),
    onSuccess: ({ key }) => {
      queryClient.setQueryData<ApiKeys>(apiKeysKey, (current) =>
        current ? { ...current, keys: [key, ...current.keys] } : current,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

/** Revokes a key: every gateway refuses it from the answer on. */
export function useRevokeApiKey(client: AccountClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<ApiKey> =>
      client.delete(`/account/api-keys/${encodeURIComponent(id)}`, { schema: apiKeySchema }),
    onSuccess: (revoked) => {
      queryClient.setQueryData<ApiKeys>(apiKeysKey, (current) =>
        current
          ? { ...current, keys: current.keys.map((key) => (key.id === revoked.id ? revoked : key)) }
          : current,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
