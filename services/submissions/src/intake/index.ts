import type { Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../shared/deps';
import { confineRoutes, isIntakeUrl } from '../shared/confine-routes';
import { ownerSessionStore } from '../shared/owner-sessions';
import { claimRoutes } from './claims.routes';
import { correctionRoutes } from './corrections.routes';
import { yourDataRoutes } from './data-requests.routes';
import { entityTypesRoutes } from './entity-types.routes';
import { followRoutes } from './follows.routes';
import { mediaRoutes } from './media.routes';
import { registrationRoutes } from './registrations.routes';
import { reportAndContactRoutes } from './reports-contact.routes';
import { uploadRoutes } from './uploads.routes';

export interface IntakeOptions {
  /** The clock owner sessions are read with (tests move it). */
  now?: () => number;
}

/**
 * What visitors send in, with no account: registrations, claims, corrections, reports, contact
 * messages, logo uploads and "Your data" requests, plus the entity types the wizard offers and
 * the public media they uploaded, and following a company by a mailed link (issue 43). Everything outside /api/staff and /api/account.
 */
export async function intakeRoutes(
  app: Server,
  deps: SubmissionsDeps,
  options: IntakeOptions = {},
): Promise<void> {
  confineRoutes(app, 'intake', isIntakeUrl);
  await registrationRoutes(app, deps);
  await entityTypesRoutes(app, deps);
  await uploadRoutes(app, deps, ownerSessionStore(deps, options.now ?? Date.now));
  await claimRoutes(app, deps);
  await correctionRoutes(app, deps);
  await reportAndContactRoutes(app, deps);
  await mediaRoutes(app, deps);
  await yourDataRoutes(app, deps);
  await followRoutes(app, deps);
}
