/**
 * Navigation state a results page hands to the profile it links to, so the profile can offer
 * "Back to Search Results" to that search, and only when the visitor came from one.
 */
export type SearchOrigin = { searchOrigin: string };

/** The state for a link from the results page whose query string is `search`. */
export const searchOriginState = (search: string): SearchOrigin => ({ searchOrigin: search });

/** The results page's query string ("?q=...") the visitor came from, or null. */
export function readSearchOrigin(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('searchOrigin' in state)) return null;
  const { searchOrigin } = state as { searchOrigin: unknown };
  return typeof searchOrigin === 'string' && searchOrigin.startsWith('?') ? searchOrigin : null;
}
