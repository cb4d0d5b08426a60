// The schemas this feature's fetchers validate answers with, loaded with the first fetch
// (lib/api-client.ts, lazySchema): a category page arrives with its
// companies, and asks again only when the visitor filters or pages.
export {
  categoryCompaniesResponseSchema,
  categoryDetailSchema,
  categoryFiltersSchema,
} from '@trusthive/contracts';
