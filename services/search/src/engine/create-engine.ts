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

const MEILISEARCH_TIMEOUT_MS = 5_000;

export interface SearchSetup {
  engine: SearchEngine;
  indexer: SearchIndexer;
  /** Releases what the engine opened itself (the walk and suggestion-tail connections). */
  close(): Promise<void>;
}

export interface SearchSetupDeps {
  db: Kysely<Database>;
  /** The database the engine reads; the PostgreSQL engine opens its walk connections to it. */
  database: Config['database'];
  indexPrefix?: string;
  applicationName?: string;
}

/** The engine config.search names: Meilisearch when MEILISEARCH_URL is set, else PostgreSQL. */
export function createSearch(
  config: Config['search'],
  { db, database, indexPrefix, applicationName = 'search' }: SearchSetupDeps,
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
  const walkDb = createDb({
    url: orderedWalkUrl(database.url),
    poolSize: Math.max(2, Math.ceil(database.poolSize / 2)),
    applicationName: `${applicationName}-walk`,
  });
  const tailDb = createDb({
    url: suggestionTailUrl(database.url),
    poolSize: Math.max(2, Math.ceil(database.poolSize / 2)),
    applicationName: `${applicationName}-suggestion-tail`,
  });
  return {
    engine: createPostgresEngine({ db, walkDb, tailDb }),
    indexer: createPostgresIndexer(db),
    close: async () => {
      await Promise.all([walkDb.destroy(), tailDb.destroy()]);
    },
  };
}
