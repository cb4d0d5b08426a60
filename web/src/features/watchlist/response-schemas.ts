// The schemas the watchlist's fetchers validate answers with, loaded with the first request
// (lib/api-client.ts, lazySchema): the profile's Follow control keeps zod out of its first script.
export {
  followConfirmedSchema,
  watchlistFollowingSchema,
  watchlistImportResultSchema,
  watchlistMessageSchema,
  watchlistSchema,
  watchlistSettingsSchema,
} from '@trusthive/contracts';
