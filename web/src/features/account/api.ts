import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  OwnerCompanies,
  OwnerPasswordChange,
  OwnerPasswordSignIn,
  OwnerSession,
  OwnerSignInLinkSent,
} from '@trusthive/contracts';
import { apiRequest, isApiError, type RequestOptions } from '../../lib/api-client';

// The owner's API client (issue 19), the staff console's pattern: the session is an httpOnly
// cookie the browser sends by itself; every write also carries the session's CSRF token, which
// the sign-in and GET /api/account/session answers hand over and this module keeps in memory
// only. A 401 from a signed-in call means the session ended: the session query empties, and the
// top bar and /account show the signed-out state. Paths are under the API root: '/account/…'.

// The top bar (in every page's first script) uses this module, so the contracts and zod are
// loaded with the first owner call instead: a visitor who never signed in never needs them.
const contracts = () => import('./owner-contracts');

let csrfToken: string | null = null;
const signedOutListeners = new Set<() => void>();

// Whether this browser signed in as an owner and has not signed out: the top bar asks for the
// session only then, so a visitor who never signed in sends no request (and gets no 401) on
// every page. A stale mark costs one 401, which clears it.
const SIGNED_IN_MARK = 'trusthive.owner-signed-in';

function markSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_MARK, '1');
    else localStorage.removeItem(SIGNED_IN_MARK);
  } catch {
    // Storage refused (private mode): the top bar then asks on /account only.
  }
}

function wasSignedIn(): boolean {
  // The server has no localStorage: asked without one, the read threw a ReferenceError on
  // every page the server rendered (its stack captured each time, a fiftieth of a page).
  if (typeof localStorage === 'undefined') return false;
  try {
    return localStorage.getItem(SIGNED_IN_MARK) === '1';
  } catch {
    return false;
  }
}

function rememberSession(session: OwnerSession | null): OwnerSession | null {
  csrfToken = session?.csrfToken ?? null;
  markSignedIn(session !== null);
  return session;
}

type Method = NonNullable<RequestOptions<unknown>['method']>;
type SendOptions<T> = Omit<RequestOptions<T>, 'method'>;

async function ownerRequest<T>(
  method: Method,
  path: string,
  options: SendOptions<T> = {},
  { signingIn = false } = {},
): Promise<T> {
  const headers = new Headers(options.headers);
  if (method !== 'GET' && csrfToken) headers.set((await contracts()).OWNER_CSRF_HEADER, csrfToken);
  try {
    return await apiRequest<T>(path, { ...options, method, headers });
  } catch (error) {
    // A wrong password is a 401 too, but it is the sign-in form's to show.
    if (isApiError(error) && error.status === 401 && !signingIn) {
      rememberSession(null);
      for (const listener of signedOutListeners) listener();
    }
    throw error;
  }
}

/** For the owner's own features (edits, replies): every write carries the CSRF token. */
export const ownerClient = {
  get: <T>(path: string, options?: Omit<SendOptions<T>, 'body'>) =>
    ownerRequest<T>('GET', path, options),
  post: <T>(path: string, options?: SendOptions<T>) => ownerRequest<T>('POST', path, options),
  put: <T>(path: string, options?: SendOptions<T>) => ownerRequest<T>('PUT', path, options),
  patch: <T>(path: string, options?: SendOptions<T>) => ownerRequest<T>('PATCH', path, options),
  delete: <T>(path: string, options?: SendOptions<T>) => ownerRequest<T>('DELETE', path, options),
};

export const ownerSessionKey = ['owner', 'session'] as const;
export const ownerCompaniesKey = ['owner', 'companies'] as const;

/** The signed-in owner's session, or null when there is none (a 401). */
export async function fetchOwnerSession(): Promise<OwnerSession | null> {
  const { ownerSessionSchema } = await contracts();
  try {
    return rememberSession(await apiRequest('/account/session', { schema: ownerSessionSchema }));
  } catch (error) {
    if (isApiError(error) && error.status === 401) return rememberSession(null);
    throw error;
  }
}

/** Always the same answer, known address or not. */
export async function requestSignInLink(email: string): Promise<OwnerSignInLinkSent> {
  const { ownerSignInLinkSentSchema } = await contracts();
  return apiRequest('/account/sign-in-links', {
    method: 'POST',
    body: { email },
    schema: ownerSignInLinkSentSchema,
  });
}

export async function signInWithLink(token: string): Promise<OwnerSession> {
  const { ownerSessionSchema } = await contracts();
  const session = await ownerRequest(
    'POST',
    '/account/session',
    { body: { token }, schema: ownerSessionSchema },
    { signingIn: true },
  );
  return rememberSession(session)!;
}

export async function signInWithPassword(input: OwnerPasswordSignIn): Promise<OwnerSession> {
  const { ownerSessionSchema } = await contracts();
  const session = await ownerRequest(
    'POST',
    '/account/session/password',
    { body: input, schema: ownerSessionSchema },
    { signingIn: true },
  );
  return rememberSession(session)!;
}

export async function signOut(everywhere = false): Promise<void> {
  await ownerRequest('DELETE', everywhere ? '/account/sessions' : '/account/session');
  rememberSession(null);
}

export function setPassword(change: OwnerPasswordChange): Promise<void> {
  return ownerRequest('PUT', '/account/password', { body: change });
}

/**
 * The session query (top bar, /account); a 401 from any owner call empties it. With
 * `onlyIfSignedInBefore` (the top bar) nothing is asked unless this browser signed in.
 */
export function useOwnerSession({ onlyIfSignedInBefore = false } = {}) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onOwnerSignedOut(() => {
        queryClient.setQueryData(ownerSessionKey, null);
        queryClient.removeQueries({ queryKey: ownerCompaniesKey });
      }),
    [queryClient],
  );
  return useQuery({
    queryKey: ownerSessionKey,
    queryFn: fetchOwnerSession,
    enabled: !onlyIfSignedInBefore || wasSignedIn(),
    staleTime: Infinity,
    retry: false,
  });
}

function onOwnerSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/** GET /api/account/companies: the companies /account shows. */
export function useOwnerCompanies(enabled: boolean) {
  return useQuery({
    queryKey: ownerCompaniesKey,
    enabled,
    retry: false,
    queryFn: async (): Promise<OwnerCompanies> => {
      const { ownerCompaniesSchema } = await contracts();
      return ownerClient.get('/account/companies', { schema: ownerCompaniesSchema });
    },
  });
}
