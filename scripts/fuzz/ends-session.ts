import type { FuzzRequest } from './requests';

/**
 * Whether a request would end the session it carries, judged by what is sent and whatever the
 * operation it came from: a DELETE (sign-out, here or everywhere) or a password change in any
 * spelling. The owner and staff sessions of a run are kept out of these.
 */
export function endsSession(request: FuzzRequest): boolean {
  if (request.method.toUpperCase() === 'DELETE') return true;
  const path = request.path.split('?', 1)[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Undecodable: the server refuses it before any route.
  }
  return decoded.toLowerCase().includes('password');
}
