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
import type { SubmissionsDeps } from './deps';
import { scheduleClaimDocumentSweep } from './files/claim-documents';
import { useMailQueuePrefix } from './mail/enqueue';
import { claimRoutes } from './routes/claims.routes';
import { correctionRoutes } from './routes/corrections.routes';
import { entityTypesRoutes } from './routes/entity-types.routes';
import { mediaRoutes } from './routes/media.routes';
import { registrationRoutes } from './routes/registrations.routes';
import { reportAndContactRoutes } from './routes/reports-contact.routes';
import { uploadRoutes } from './routes/uploads.routes';
import { yourDataRoutes } from './data-requests/data-requests.routes';
import { ownerRoutes } from './owner';
import { staffRoutes } from './staff';

/**
 * What visitors send in: registrations, claims, corrections, reports, contact messages and logo
 * uploads, plus the entity types the wizard offers and the public media they uploaded.
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
  await registrationRoutes(app, all);
  await entityTypesRoutes(app, all);
  await uploadRoutes(app, all);
  await claimRoutes(app, all);
  await correctionRoutes(app, all);
  await reportAndContactRoutes(app, all);
  await mediaRoutes(app, all);
  await yourDataRoutes(app, all);
  const clock = overrides.now ? { now: overrides.now } : {};
  await staffRoutes(app, all, clock);
  await ownerRoutes(app, all, clock);
}
