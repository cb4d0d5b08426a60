import { createHash, timingSafeEqual } from 'node:crypto';

// CSRF: the synchronizer token. Each session holds a random token, handed to the page in the
// session's JSON (never in a cookie), and every state-changing request must send it back in
// X-CSRF-Token. SameSite=Strict already keeps other sites' requests cookie-less; the token is
// the second lock for browsers or proxies that get SameSite wrong.

export const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/** Constant-time: comparing digests keeps the lengths equal and leaks nothing by timing. */
export function csrfTokenMatches(expected: string, sent: string | string[] | undefined): boolean {
  if (typeof sent !== 'string' || sent.length === 0) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(expected), digest(sent));
}
