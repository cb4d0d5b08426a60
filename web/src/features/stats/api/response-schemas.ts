// The schemas this feature's fetchers validate answers with, loaded with the first fetch
// (lib/api-client.ts, lazySchema): a page arrives with its counts.
export { directoryStatsSchema } from '@trusthive/contracts';
