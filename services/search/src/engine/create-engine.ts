import type { Kysely } from 'kysely';
import { Meilisearch } from 'meilisearch';
import { createDb, type Config, type Database } from '@trusthive/platform';
import { createMeilisearchEngine, createMeilisearchIndexer } from './meilisearch-engine';
import {
  createPostgresEngine,
  createPostgresIndexer,
  orderedWalkUrl,
  suggestionTailUrl,
} from './postgres-engine';
import type { SearchEngine, SearchIndexer } from './search-engine';
import { LiveTypeahead, type TypeaheadLogger } from '../typeahead/live-typeahead';
import { TypeaheadSnapshotStore } from '../typeahead/typeahead-snapshot';

const MEILISEARCH_TIMEOUT_MS = 5_000;

export interface SearchSetup {
  engine: SearchEngine;
  indexer: SearchIndexer;
  /** The PostgreSQL engine's in-memory typeahead, when the config turns it on. */
  typeahead?: LiveTypeahead;
  /** Releases what the engine opened itself (the walk and suggestion-tail connections). */
  close(): Promise<void>;
}

export interface SearchSetupDeps {
  db: Kysely<Database>;
  /** The database the engine reads; the PostgreSQL engine opens its walk connections to it. */
  database: Config['database'];
  indexPrefix?: string;
  applicationName?: string;
  /** Where the typeahead reports loads and lost listeners (PostgreSQL engine). */
  log?: TypeaheadLogger;
  /**
   * The suggestion tail's statement timeout (SUGGESTION_TAIL_TIMEOUT_MS unless given). Tests of
   * what the tail matches raise it: on a loaded machine a cold trigram lookup can pass 40 ms,
   * and an empty list would then say nothing about matching.
   */
  suggestionTailTimeoutMs?: number;
  /** How long "Did you mean" may look (config.hints.timeoutMs; the engine's default unless given). */
  hintTimeoutMs?: number;
}

const silent = { info() {}, warn() {}, error() {} };

/** The engine config.search names: Meilisearch when MEILISEARCH_URL is set, else PostgreSQL. */
export function createSearch(
  config: Config['search'],
  {
    db,
    database,
    indexPrefix,
    applicationName = 'search',
    log = silent,
    suggestionTailTimeoutMs,
    hintTimeoutMs,
  }: SearchSetupDeps,
): SearchSetup {
  if (config.engine === 'meilisearch' && config.meilisearch) {
    const client = new Meilisearch({
      host: config.meilisearch.url,
      ...(config.meilisearch.apiKey ? { apiKey: config.meilisearch.apiKey } : {}),
      timeout: MEILISEARCH_TIMEOUT_MS,
    });
    const options = { client, db, ...(indexPrefix ? { indexPrefix } : {}) };
    return {
      engine: createMeilisearchEngine(options),
      indexer: createMeilisearchIndexer(options),
      close: async () => {},
    };
  }
  // The walks and the tail run on their own startup settings and the LISTEN holds its session:
  // none of them can go through a transaction pooler, so they take the direct URL.
  const directUrl = database.directUrl ?? database.url;
  const walkDb = createDb({
    url: orderedWalkUrl(directUrl),
    poolSize: Math.max(2, Math.ceil(database.poolSize / 2)),
    applicationName: `${applicationName}-walk`,
  });
  const tailDb = createDb({
    url: suggestionTailUrl(directUrl, suggestionTailTimeoutMs),
    poolSize: Math.max(2, Math.ceil(database.poolSize / 2)),
    applicationName: `${applicationName}-suggestion-tail`,
  });
  const typeahead = config.typeahead
    ? new LiveTypeahead({
        db,
        databaseUrl: directUrl,
        log,
        ...(config.typeaheadSnapshotDir
          ? { snapshots: new TypeaheadSnapshotStore(config.typeaheadSnapshotDir) }
          : {}),
      })
    : undefined;
  return {
    engine: createPostgresEngine({
      db,
      walkDb,
      tailDb,
      ...(typeahead ? { typeahead } : {}),
      ...(hintTimeoutMs ? { closestNamesTimeoutMs: hintTimeoutMs } : {}),
    }),
    indexer: createPostgresIndexer(db, typeahead),
    ...(typeahead ? { typeahead } : {}),
    close: async () => {
      await typeahead?.close();
      await Promise.all([walkDb.destroy(), tailDb.destroy()]);
    },
  };
}
