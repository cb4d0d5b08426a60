import { OutboxRelay, runWorker } from '@trusthive/platform';
import { applyRulesIfNew, scoreEvents } from './trust-score.service';
import { createRecomputeWorker } from './workers/recompute-score.worker';

// The scoring worker process (STACK_PROCESSES 'scoring-worker'): recomputes stored trust
// scores from company events, and stops cleanly on SIGTERM.
const { db, logger, config } = await runWorker(
  { name: 'scoring-worker', poolSize: 3 },
  ({ db, connection, producer, logger, config }) => {
    const prefix = config.queues.prefix;
    const worker = createRecomputeWorker({
      db,
      connection,
      logger,
      prefix,
      events: scoreEvents(prefix),
    });
    return {
      waitUntilReady: () => worker.waitUntilReady(),
      close: () => worker.close(),
      // A changed score tells the search index through the outbox; the relay also delivers
      // the rows the recompute CLI leaves behind.
      relay: new OutboxRelay({ db, connection: producer(), prefix, logger }),
      ready: { message: 'scoring worker ready' },
    };
  },
);

// New scoring rules (RULE_VERSION raised) re-score every company once, recorded in each
// moved score's history as 'rules v{N}'. In the background: events keep being handled.
applyRulesIfNew(db, { events: scoreEvents(config.queues.prefix) }).then(
  (progress) => {
    if (progress) logger.info({ ...progress }, 'every company re-scored under the new rules');
  },
  (err: unknown) =>
    logger.error({ err }, 're-scoring under the new rules failed; next start retries'),
);
