// The error answers that the endpoint lists share, word for word: each list adds its own
// (a session's 401 and 403, a route's 404 or 409) around these.

/** Every proxied answer may also be these: the caller's budget, or the service behind down. */
export const PROXY_ERRORS = {
  429: 'Too many requests from this address; try again in a minute.',
  503: 'The service behind this path is unavailable.',
} as const;

/** What the gateway says about any body before a service sees it. */
export const BODY_ERRORS = {
  400: 'The input is not valid; `field` names the first bad field.',
  413: 'The body is larger than this endpoint accepts.',
  415: 'The content type is not one this endpoint accepts.',
} as const;

/** What every staff queue route may answer besides its own: the session, its role, its token. */
export const STAFF_QUEUE_ERRORS = {
  401: 'No staff session, or it expired: sign in again.',
  403: 'The session lacks the role, or a write lacks its X-CSRF-Token.',
  ...PROXY_ERRORS,
} as const;
