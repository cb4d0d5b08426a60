import { API_KEY_ENDPOINTS } from './api-keys';
import { BULK_CHECK_ENDPOINTS } from './bulk-checks';
import { DATA_REQUEST_ENDPOINTS } from './data-requests';
import type { Endpoint } from './endpoint';
import { OWNER_ENDPOINTS } from './owner';
import { OWNER_CHANGES_QUEUE_ENDPOINTS, OWNER_EDIT_ENDPOINTS } from './owner-edits';
import { OWNER_REPLY_ENDPOINTS } from './owner-replies';
import { PUBLIC_ENDPOINTS } from './public';
import { STAFF_ENDPOINTS } from './staff';
import { STAFF_QUEUE_ENDPOINTS } from './staff-queues';
import { WATCHLIST_ENDPOINTS } from './watchlist';

// Every endpoint of the public HTTP API, declared once (issue 39): `@trusthive/contracts/endpoints`.
// Services register their routes from these declarations, the gateway builds the OpenAPI
// document from API_ENDPOINTS, and a test holds that list to the routes really registered.

export * from './api-keys';
export * from './endpoint';
export * from './example-rows';
export * from './bulk-checks';
export * from './error-answers';
export * from './data-requests';
export * from './owner';
export * from './owner-edits';
export * from './owner-replies';
export * from './public';
export * from './session';
export * from './staff';
export * from './staff-queue-kit';
export * from './staff-queues';
export * from './watchlist';

/** The whole API in the OpenAPI document's order. */
export const API_ENDPOINTS: readonly Endpoint[] = [
  ...PUBLIC_ENDPOINTS,
  ...STAFF_ENDPOINTS,
  ...STAFF_QUEUE_ENDPOINTS,
  ...OWNER_ENDPOINTS,
  ...OWNER_CHANGES_QUEUE_ENDPOINTS,
  ...OWNER_EDIT_ENDPOINTS,
  ...OWNER_REPLY_ENDPOINTS,
  ...API_KEY_ENDPOINTS,
  ...BULK_CHECK_ENDPOINTS,
  ...DATA_REQUEST_ENDPOINTS,
  ...WATCHLIST_ENDPOINTS,
];
