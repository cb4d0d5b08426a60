// `@trusthive/submissions/watch-alerts`: what scripts/bench/alert-latency.ts needs to follow
// companies exactly as the service does (the first facts stored with the follow) and to print
// the check's settle delay, without reaching into the service's folders.
export { follow } from './follow';
export { WATCH_SETTLE_MS } from '../../workers/watch-alerts.worker';
