import type { StaffRole } from '@trusthive/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { SubmissionsDeps } from '../deps';
import './principal';

/**
 * The preHandler every staff route carries: a live staff session (401 otherwise), the role
 * (403 for a moderator on an admin route; admin passes every moderator check), and for
 * state-changing methods the session's CSRF token in X-CSRF-Token (403 otherwise). Sets
 * request.staff. Implemented by the staff auth work (issue 18).
 */
export function requireStaff(_deps: SubmissionsDeps, _role: StaffRole): preHandlerAsyncHookHandler {
  return async () => {
    throw new Error('requireStaff: not implemented yet');
  };
}
