import multipart from '@fastify/multipart';
import {
  CompanyEventsOutbox,
  Outbox,
  OutboxRelay,
  createStorage,
  type BuildApp,
  type ServiceDeps,
  type Server,
} from '@trusthive/platform';
import type { SubmissionsDeps } from './shared/deps';
import { confineRoutes } from './shared/confine-routes';
import { scheduleClaimDocumentSweep } from './shared/files/claim-documents';
import { useMailQueuePrefix } from './shared/mail/enqueue';
import { intakeRoutes } from './intake';
import { apiKeyLookupRoutes, ownerRoutes } from './owner';
import { createOwnerAuth } from './owner/auth/owner-auth';
import { staffRoutes } from './staff';
import { createStaffAuth } from './staff/auth/staff-auth';

/**
 * What visitors send in and what is done with it, in three parts: intake (registrations,
 * claims, corrections, reports, contact messages, logo uploads, "Your data" requests), the staff
 * console's API under /api/staff, and owners' accounts under /api/account.
 */
export const buildApp: BuildApp = (app, deps) => createSubmissionsApp()(app, deps);

export interface SubmissionsAppOptions extends Partial<Pick<SubmissionsDeps, 'storage'>> {
  /** The clock staff and owner sessions, links and lockouts read (tests move it). */
  now?: () => number;
}

/**
 * The app with its storage made from config unless given (tests pass their own), in the
 * shape of every service's: options in, a BuildApp out (as createAnalyticsApp and
 * createEnrichmentApp).
 */
export function createSubmissionsApp(overrides: SubmissionsAppOptions = {}): BuildApp {
  return (app, deps) => buildSubmissionsApp(app, deps, overrides);
}

async function buildSubmissionsApp(
  app: Server,
  deps: ServiceDeps,
  overrides: SubmissionsAppOptions,
): Promise<void> {
  const prefix = deps.config.queues.prefix;
  useMailQueuePrefix(prefix);
  // This service writes outbox rows (registrations, mails), so it runs a relay (see outbox/relay.ts).
  const relay = new OutboxRelay({ db: deps.db, connection: deps.redis, prefix, logger: app.log });
  app.addHook('onReady', async () => relay.start());
  app.addHook('onClose', () => relay.close());
  const all: SubmissionsDeps = {
    ...deps,
    storage: overrides.storage ?? createStorage(deps.config.storage),
    events: new CompanyEventsOutbox(new Outbox(prefix)),
    relay,
  };
  // Claim documents no claim row names any more are removed (see files/claim-documents.ts).
  const sweep = scheduleClaimDocumentSweep(all.db, all.storage, app.log);
  app.addHook('onClose', async () => sweep.stop());
  // Per-call limits (5 MB logos, 10 MB documents) are set where the parts are read.
  await app.register(multipart, { throwFileSizeLimit: true });
  // Three parts, each an encapsulated plugin with its own URL space, guard and hooks; they share
  // only shared/ (lint holds the walls) and one owner of the tables.
  // The two sign-in systems are decorated here, on the service, where its CLI and tests reach
  // them; each part's guard reads its own.
  const clock = overrides.now ? { now: overrides.now } : {};
  app.decorate('staffAuth', createStaffAuth(all, clock));
  app.decorate('ownerAuth', createOwnerAuth(all, clock));
  await app.register(async (intake) => intakeRoutes(intake, all, clock));
  await app.register(async (staff) => staffRoutes(staff, all));
  await app.register(async (owner) => ownerRoutes(owner, all));
  // The gateway's ask for an API key's record (issue 43): outside /api, never proxied.
  await app.register(async (internal) => {
    confineRoutes(internal, 'the internal API', (url) => url.startsWith('/internal/'));
    await apiKeyLookupRoutes(internal, all);
  });
}
