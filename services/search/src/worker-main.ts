import { runWorker } from '@trusthive/platform';
import { createSearch } from './engine/create-engine';
import { createIndexSyncWorker } from './sync/index-sync.worker';

// The search index worker process (STACK_PROCESSES 'search-worker'): follows company events
// into the configured engine's index, and stops cleanly on SIGTERM.
await runWorker(
  { name: 'search-worker', poolSize: 3 },
  async ({ db, connection, logger, config }) => {
    const search = createSearch(
      { ...config.search, typeahead: false },
      { db, database: config.database, applicationName: 'search-worker' },
    );
    await search.indexer.prepare();
    const worker = createIndexSyncWorker({
      indexer: search.indexer,
      connection,
      logger,
      prefix: config.queues.prefix,
    });
    return {
      waitUntilReady: () => worker.waitUntilReady(),
      close: async () => {
        await worker.close();
        await search.close();
      },
      ready: { message: 'search index worker ready', fields: { engine: config.search.engine } },
    };
  },
);
