// The schemas this feature's fetchers validate answers with, loaded with the first fetch
// (lib/api-client.ts, lazySchema): the home page arrives with its lists.
export { homeResponseSchema } from '@trusthive/contracts';
