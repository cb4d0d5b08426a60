export { buildApp, createAnalyticsApp } from './app';
export { createInsertEventsWorker } from './workers/insert-events.worker';
