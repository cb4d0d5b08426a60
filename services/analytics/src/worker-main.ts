import { runWorker, scheduleRetention } from '@trusthive/platform';
import { anonymiseAnalyticsUserIds } from './retention/anonymise-user-ids';
import { createInsertEventsWorker } from './workers/insert-events.worker';

// The analytics worker process (STACK_PROCESSES 'analytics-worker'): stores queued analytics
// events in batches. On SIGTERM it stops taking jobs and writes what it holds before exiting.
// It also blanks the pseudonymous ids and addresses past their period (issue 37).
await runWorker({ name: 'analytics-worker', poolSize: 4 }, ({ db, connection, logger, config }) => {
  const { worker, close } = createInsertEventsWorker({
    db,
    connection,
    logger,
    prefix: config.queues.prefix,
  });
  const retention = scheduleRetention(
    async () => {
      const anonymised = await anonymiseAnalyticsUserIds(
        db,
        config.privacy.retentionDays.analyticsUserIds,
      );
      logger.info({ anonymised }, 'analytics ids past their retention period removed');
    },
    (error) =>
      logger.warn(
        { error: error instanceof Error ? error.message : String(error) },
        'analytics retention pass failed; the next one retries',
      ),
  );
  return {
    waitUntilReady: () => worker.waitUntilReady(),
    close: async () => {
      retention.stop();
      await close();
    },
    ready: { message: 'analytics worker ready' },
  };
});
