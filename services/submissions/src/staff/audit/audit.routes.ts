import type { Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../deps';

/** Staff routes of this area (issue 18); filled by the work on it. */
export async function staffAuditRoutes(_app: Server, _deps: SubmissionsDeps): Promise<void> {}
