import { runWorker } from '@trusthive/platform';
import { createInsertEventsWorker } from './workers/insert-events.worker';

// The analytics worker process (STACK_PROCESSES 'analytics-worker'): stores queued analytics
// events in batches. On SIGTERM it stops taking jobs and writes what it holds before exiting.
await runWorker({ name: 'analytics-worker', poolSize: 4 }, ({ db, connection, logger, config }) => {
  const { worker, close } = createInsertEventsWorker({
    db,
    connection,
    logger,
    prefix: config.queues.prefix,
  });
  return {
    waitUntilReady: () => worker.waitUntilReady(),
    close,
    ready: { message: 'analytics worker ready' },
  };
});
