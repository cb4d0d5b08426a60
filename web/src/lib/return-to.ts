import { paths } from '../config/paths';

// Where a visitor was going when a page sent them to sign in: /account/watchlist, a follow
// page. The sign-in page is told by its ?next= and keeps it in this browser's storage, because
// the mailed link is most often opened in another tab (the same browser's storage, a fresh
// history); spending the link, or a password, then goes there instead of /account. A link
// opened on another device has no such note and goes to /account, as before.

const STORAGE_KEY = 'trusthive.return-to';
/** A note older than a sign-in link's life is not acted on. */
const KEPT_MS = 60 * 60_000;
const MAX_LENGTH = 512;

/**
 * The path, when it is one of this site's pages worth returning to: it starts with one slash
 * (`//host` and `/\host` are other hosts to a browser), and is not a sign-in page itself.
 */
export function returnPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH || /[\t\n\r]/.test(value)) return null;
  if (!/^\/(?![/\\])/.test(value)) return null;
  if (value.startsWith(paths.accountSignIn.getHref())) return null;
  return value;
}

/** The sign-in page, told where to come back to. */
export function signInHref(returnTo: string): string {
  const path = returnPath(returnTo);
  const signIn = paths.accountSignIn.getHref();
  return path ? `${signIn}?${new URLSearchParams({ next: path })}` : signIn;
}

export function rememberReturnTo(value: string | null): void {
  const path = returnPath(value);
  if (!path) return;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ path, at: Date.now() }));
  } catch {
    // Storage can be off: the sign-in still works and goes to /account.
  }
}

/** Where to go once signed in: the remembered page (forgotten as it is read), or /account. */
export function takeReturnTo(now = Date.now()): string {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(STORAGE_KEY);
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // As above.
  }
  try {
    const note = JSON.parse(stored ?? 'null') as { path?: unknown; at?: unknown } | null;
    const path = typeof note?.path === 'string' ? returnPath(note.path) : null;
    if (path && typeof note?.at === 'number' && now - note.at >= 0 && now - note.at < KEPT_MS) {
      return path;
    }
  } catch {
    // A note this code did not write: ignored.
  }
  return paths.account.getHref();
}
