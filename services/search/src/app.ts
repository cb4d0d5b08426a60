import { AnalyticsEventQueue, OwnerSessionReader, type BuildApp } from '@trusthive/platform';
import { SEARCH_EVENT_LINGER_MS, createSearchRecorder } from './analytics/record-search';
import { createDirectorSearch } from './director-search';
import { createSearch } from './engine/create-engine';
import { searchRoutes } from './routes/search.routes';
import { startPruningNameChanges } from './sync/prune-name-changes';
import { createSearchService } from './search.service';
import { createTaxIdSearch } from './tax-id-search';

/**
 * The search service: GET /api/search and /api/search/suggestions on the engine the config
 * names. Meilisearch settings are applied (idempotently, tasks awaited) before it listens.
 */
export const buildApp: BuildApp = async (app, deps) => {
  const { engine, indexer, typeahead, close } = createSearch(deps.config.search, {
    db: deps.db,
    database: deps.config.database,
    log: app.log,
    ...(deps.config.hints.timeoutMs ? { hintTimeoutMs: deps.config.hints.timeoutMs } : {}),
  });
  app.addHook('onClose', close);
  await indexer.prepare();
  // Loads in the background: suggestions take the SQL path until it is done.
  await typeahead?.start();
  const pruning = startPruningNameChanges(deps.db, app.log);
  app.addHook('onClose', () => pruning.stop());
  // deps.redis is the producer connection: with Redis down, an event fails at once.
  const queue = new AnalyticsEventQueue(deps.redis, {
    prefix: deps.config.queues.prefix,
    lingerMs: SEARCH_EVENT_LINGER_MS,
  });
  const recorder = createSearchRecorder(queue, app.log);
  app.addHook('onClose', () => recorder.close());
  const search = createSearchService({
    engine,
    taxIds: createTaxIdSearch(deps.db),
    directors: createDirectorSearch(deps.db),
    recordSearch: recorder.recordSearch,
    log: app.log,
  });
  const owners = new OwnerSessionReader(deps.redis, deps.config.queues.prefix);
  await app.register(searchRoutes, { search, owners });
  // Until its names are loaded (about 25 s on 10 lakh companies) every page takes the SQL
  // path at several times the cost: the instance is not ready for traffic yet.
  return typeahead
    ? {
        checks: {
          typeahead: async () => {
            if (!typeahead.current()) throw new Error('loading company names into memory');
          },
        },
      }
    : undefined;
};
