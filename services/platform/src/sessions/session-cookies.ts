// The names of the cookies TrustHive sets, for the services that set them and the gateway,
// which decides by them whether a page view may be served from the shared page cache.

// A signed-in account's (owner's or buyer's) session is OWNER_SESSION_COOKIE (owner-session.ts).

/** A staff member's session (submissions' staff auth). */
export const STAFF_SESSION_COOKIE = 'th_staff';

/**
 * Set by the gateway for a short while after a signed-in write succeeds: until it expires,
 * that browser's page views are rendered afresh, so its own change shows on its next full
 * load even before the change's event has dropped the kept page.
 */
export const FRESH_PAGES_COOKIE = 'th_fresh';
