import { STAFF_CSRF_HEADER } from '@trusthive/contracts';
import { apiRequest, isApiError, type RequestOptions } from '../../../lib/api-client';

// The console's API client. The session is an httpOnly cookie the browser sends by itself
// (same-origin only); every write also carries the session's CSRF token, which the sign-in and
// GET /api/staff/session answers hand over and this module keeps in memory (never in storage a
// script on another page could read). A 401 from any call means the session ended: the console
// listens and shows the sign-in page. Paths are under the API root, as apiClient's: '/staff/…'.

let csrfToken: string | null = null;
const signedOutListeners = new Set<() => void>();

/** Called with the token of each session answer (sign-in, GET session); null on sign-out. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** The console's handler for an ended session; returns the unsubscribe. */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

type Method = NonNullable<RequestOptions<unknown>['method']>;

async function staffRequest<T>(
  method: Method,
  path: string,
  options: Omit<RequestOptions<T>, 'method'> = {},
  { signingIn = false } = {},
): Promise<T> {
  const headers = new Headers(options.headers);
  if (method !== 'GET' && csrfToken) headers.set(STAFF_CSRF_HEADER, csrfToken);
  try {
    return await apiRequest<T>(path, { ...options, method, headers });
  } catch (error) {
    // A wrong password is a 401 too, but it is the sign-in form's to show.
    if (isApiError(error) && error.status === 401 && !signingIn) {
      csrfToken = null;
      for (const listener of signedOutListeners) listener();
    }
    throw error;
  }
}

type GetOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;
type SendOptions<T> = Omit<RequestOptions<T>, 'method'>;

export const staffClient = {
  get: <T>(path: string, options?: GetOptions<T>) => staffRequest<T>('GET', path, options),
  post: <T>(path: string, options?: SendOptions<T>) => staffRequest<T>('POST', path, options),
  put: <T>(path: string, options?: SendOptions<T>) => staffRequest<T>('PUT', path, options),
  patch: <T>(path: string, options?: SendOptions<T>) => staffRequest<T>('PATCH', path, options),
  delete: <T>(path: string, options?: SendOptions<T>) => staffRequest<T>('DELETE', path, options),
  /** POST /api/staff/session: its 401 is the form's answer, not a signed-out session. */
  signIn: <T>(path: string, options: SendOptions<T>) =>
    staffRequest<T>('POST', path, options, { signingIn: true }),
};
