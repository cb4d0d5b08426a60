import {
  AnalyticsEventQueue,
  OwnerSessionReader,
  type AnalyticsEventQueueOptions,
  type BuildApp,
} from '@trusthive/platform';
import { createCompanyDirectory } from './company-directory';
import { createEventIntake } from './intake.service';
import { eventsRoutes } from './routes/events.routes';

export interface AnalyticsAppOptions {
  /** How events are put on the queue (tests give each file its own BullMQ prefix). */
  queue?: AnalyticsEventQueueOptions;
}

/**
 * The analytics intake: validates events, puts them on QUEUES.analyticsEvents and answers at
 * once. The worker (worker-main.ts) stores them in batches.
 */
export function createAnalyticsApp({ queue: queueOptions }: AnalyticsAppOptions = {}): BuildApp {
  return async (app, { db, redis, config }) => {
    // deps.redis is the producer connection: no offline queue, so an outage answers 503.
    const queue = new AnalyticsEventQueue(redis, { prefix: config.queues.prefix, ...queueOptions });
    const intake = createEventIntake(queue, createCompanyDirectory(db));
    app.addHook('onClose', () => queue.close());
    const owners = new OwnerSessionReader(redis, config.queues.prefix);
    await app.register(eventsRoutes, { intake, owners });
  };
}

export const buildApp: BuildApp = createAnalyticsApp();
