import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AlertMode,
  FollowConfirmed,
  Watchlist,
  WatchlistFollowing,
  WatchlistImportResult,
  WatchlistSettings,
} from '@trusthive/contracts';
import { apiRequest, lazySchema, type AccountClient } from '../../lib/api-client';

// Watchlists (issue 43 part 2). Signed in, the account's list and the Follow toggle go through
// the account session's client, handed in by the route (web/src/app composes features): it sends
// the session's CSRF token on a write and signs the page out on a 401. Signed out, a visitor
// follows by a mailed link (/api/follows), which needs no session.

export type { AccountClient };

// The contracts' schemas load with the first request that needs them: the profile's first
// script stays without zod (see lazySchema).
const schemas = () => import('./response-schemas');
const watchlistSchema = lazySchema(async () => (await schemas()).watchlistSchema);
const followingSchema = lazySchema(async () => (await schemas()).watchlistFollowingSchema);
const settingsSchema = lazySchema(async () => (await schemas()).watchlistSettingsSchema);
const importResultSchema = lazySchema(async () => (await schemas()).watchlistImportResultSchema);
const messageSchema = lazySchema(async () => (await schemas()).watchlistMessageSchema);
const confirmedSchema = lazySchema(async () => (await schemas()).followConfirmedSchema);

export const watchlistKeys = {
  all: ['account', 'watchlist'] as const,
  list: () => [...watchlistKeys.all, 'list'] as const,
  following: (companyId: number) => [...watchlistKeys.all, 'following', companyId] as const,
};

/** GET /api/account/watchlist: the followed companies, the alert mode and the limit. */
export function useWatchlist(client: AccountClient) {
  return useQuery({
    queryKey: watchlistKeys.list(),
    retry: false,
    queryFn: (): Promise<Watchlist> =>
      client.get('/account/watchlist', { schema: watchlistSchema }),
  });
}

/** Whether the signed-in account follows the company; only asked with a client (signed in). */
export function useFollowing(client: AccountClient | null, companyId: number) {
  return useQuery({
    queryKey: watchlistKeys.following(companyId),
    enabled: client !== null,
    retry: false,
    queryFn: (): Promise<WatchlistFollowing> =>
      client!.get(`/account/watchlist/entries/${companyId}`, { schema: followingSchema }),
  });
}

/** Follows or stops following; the answer is the new state. */
export function useSetFollowing(client: AccountClient | null, companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean): Promise<WatchlistFollowing> =>
      follow
        ? client!.post('/account/watchlist/entries', {
            body: { companyId },
            schema: followingSchema,
          })
        : client!.delete(`/account/watchlist/entries/${companyId}`, { schema: followingSchema }),
    onSuccess: (answer) => {
      queryClient.setQueryData(watchlistKeys.following(companyId), answer);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchlistKeys.list() }),
  });
}

/** Unfollow from the list: the row leaves at once. */
export function useUnfollow(client: AccountClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: number): Promise<WatchlistFollowing> =>
      client.delete(`/account/watchlist/entries/${companyId}`, { schema: followingSchema }),
    onSuccess: (answer) => {
      queryClient.setQueryData(watchlistKeys.following(answer.companyId), answer);
      queryClient.setQueryData<Watchlist>(watchlistKeys.list(), (current) =>
        current
          ? {
              ...current,
              entries: current.entries.filter((entry) => entry.companyId !== answer.companyId),
            }
          : current,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchlistKeys.list() }),
  });
}

export function useAlertMode(client: AccountClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertMode: AlertMode): Promise<WatchlistSettings> =>
      client.put('/account/watchlist/settings', { body: { alertMode }, schema: settingsSchema }),
    onSuccess: ({ alertMode }) => {
      queryClient.setQueryData<Watchlist>(watchlistKeys.list(), (current) =>
        current ? { ...current, alertMode } : current,
      );
    },
  });
}

/** POSTs a file's text as {csv}; the answer counts what was added and names each bad line. */
export function useImportWatchlist(client: AccountClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string): Promise<WatchlistImportResult> =>
      client.post('/account/watchlist/import', { body: { csv }, schema: importResultSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchlistKeys.all }),
  });
}

/** Signed out: mails a link that confirms the follow. The same answer for every address. */
export function requestFollowLink(companyId: number, email: string) {
  return apiRequest('/follows', {
    method: 'POST',
    body: { companyId, email },
    schema: messageSchema,
  });
}

/** Spends a mailed follow link (makes the address's account if it has none). */
export function confirmFollowLink(token: string): Promise<FollowConfirmed> {
  return apiRequest('/follows/confirmations', {
    method: 'POST',
    body: { token },
    schema: confirmedSchema,
  });
}
