// What scripts/bench/bulk-check.ts runs (the package's `./bulk-check-job` entry): the worker's
// job function and the name search it is given, nothing else of the service.
export { runBulkCheck } from './bulk-check.job';
export { httpNameSearch } from './name-match';
