// npm run reindex: rebuilds the search index from the companies and brands tables.
// Meilisearch: a fresh index is built beside the live one and swapped in. PostgreSQL: the
// tables are the index, so this refreshes the planner statistics the search plans rely on.
import { createDb, readConfigOrExit } from '@trusthive/platform';
import { createSearch } from '../engine/create-engine';

const config = readConfigOrExit();
const db = createDb({ url: config.database.url, poolSize: 2, applicationName: 'search-reindex' });
const search = createSearch(
  { ...config.search, typeahead: false },
  {
    db,
    database: config.database,
    applicationName: 'search-reindex',
  },
);
const { indexer } = search;
const started = Date.now();
let exitCode = 0;
try {
  console.info(`reindexing search (${config.search.engine})`);
  const count = await indexer.reindexAll((done) => {
    if (done % 50_000 === 0) console.info(`  ${done.toLocaleString('en-IN')} companies`);
  });
  console.info(
    `search index holds ${count.toLocaleString('en-IN')} companies (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
} catch (error) {
  console.error('reindex failed:', error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await search.close();
  await db.destroy();
}
process.exit(exitCode);
