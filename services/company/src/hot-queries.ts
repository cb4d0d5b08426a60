// The company service's hot SQL, as a public entry (`@trusthive/company/hot-queries`) for the
// benchmark's SQL floor: scripts/bench measures the very queries this service runs, without
// reaching into its internals.
export { CATEGORY_COUNTS_SQL, CATEGORY_TOTALS_SQL } from './repositories/category.repository';
