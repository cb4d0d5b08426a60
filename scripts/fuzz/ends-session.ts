import type { FuzzRequest } from './requests';

/**
 * Whether a request would end the session it carries, judged by what is sent and whatever the
 * operation it came from: a DELETE of a session (sign-out, here or everywhere) or a password
 * change, in any spelling. The owner and staff sessions of a run are kept out of these. Other
 * DELETEs (revoking an API key, issue 43) keep the session: they need it to answer 2xx.
 */
export function endsSession(request: FuzzRequest): boolean {
  const path = request.path.split('?', 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Undecodable: the server refuses it before any route.
    return request.method.toUpperCase() === 'DELETE';
  }
  const named = decoded.toLowerCase();
  if (request.method.toUpperCase() === 'DELETE' && named.includes('session')) return true;
  return named.includes('password');
}
