// The schema the enrichment fetcher validates answers with, loaded with the first fetch
// (lib/api-client.ts, lazySchema): a profile arrives with what the server already had.
export { enrichmentSchema } from '@trusthive/contracts';
