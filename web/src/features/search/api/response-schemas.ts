// The schemas this feature's fetchers validate answers with, loaded with the first fetch
// (lib/api-client.ts, lazySchema): a search page arrives with its results, and the box
// asks for suggestions only once someone types.
export { searchResponseSchema, suggestionsResponseSchema } from '@trusthive/contracts';
