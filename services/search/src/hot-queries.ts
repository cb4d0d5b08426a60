// The search service's hot SQL, as a public entry (`@trusthive/search/hot-queries`) for the
// benchmark's SQL floor: scripts/bench measures the very queries this service runs, without
// reaching into its internals.
export { POSTGRES_TOTAL_CAP } from './engine/postgres-engine';
export { toSearchTerm } from './engine/search-terms';
export { brandCandidatesQuery, brandHeadQuery } from './repositories/brand-search.repository';
export { companyCandidatesQuery, companyHeadQuery } from './repositories/company-search.repository';
export { cardColumns } from './repositories/search-rows';
export { companiesHoldingQuery, registrationsOfPanQuery } from './repositories/tax-id.repository';
export { TAX_ID_TOTAL_CAP } from './tax-id-search';
