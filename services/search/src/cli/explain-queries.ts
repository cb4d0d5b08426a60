// npx tsx services/search/src/cli/explain-queries.ts
//
// Writes src/queries/{company,brand}-search.sql: the SQL the PostgreSQL engine runs for a few
// representative requests, each with its EXPLAIN (ANALYZE, BUFFERS) on the configured database
// (STYLE 12: hot queries are reviewed with their plans). Run it against a database the size of
// production (e.g. DATABASE_URL=.../trusthive_bench_gen) after a change to the search SQL.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import { createPool, readConfigOrExit, type Database } from '@trusthive/platform';
import { createPostgresEngine, orderedWalkUrl } from '../engine/postgres-engine';

const config = readConfigOrExit();

function capturing(url: string, name: string) {
  const queries: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: createPool({ url, poolSize: 1, applicationName: name }) }),
    log: (event) => {
      if (event.level === 'query') queries.push(event.query);
    },
  });
  return { db, queries };
}

const main = capturing(config.database.url, 'explain-search');
const walk = capturing(orderedWalkUrl(config.database.url), 'explain-search-walk');
const engine = createPostgresEngine({ db: main.db, walkDb: walk.db });

type Request = { title: string; run: () => Promise<unknown> };

const requests: Record<'company' | 'brand', Request[]> = {
  company: [
    {
      title: 'search name "sharma" page 1 (fewer matches than the cap: shortcuts, then candidates)',
      run: () => engine.search({ term: 'sharma', type: 'name', page: 1 }),
    },
    {
      title: 'search name "private" page 3 (more than the cap by word starts, then the walk)',
      run: () => engine.search({ term: 'private', type: 'name', page: 3 }),
    },
    {
      title: 'search name "joshi digital technologies" (every match from a later word)',
      run: () => engine.search({ term: 'joshi digital technologies', type: 'name', page: 1 }),
    },
    {
      title: 'search name "life capital private limite" (the legal form left out of the lookup)',
      run: () => engine.search({ term: 'life capital private limite', type: 'name', page: 1 }),
    },
    {
      title:
        'search name "properties limite" (a lookup far wider than its matches: the trigram index, by the finer statistics of 0011)',
      run: () => engine.search({ term: 'properties limite', type: 'name', page: 1 }),
    },
    {
      title: 'search cin "U72900KA2015" page 1',
      run: () => engine.search({ term: 'U72900KA2015', type: 'cin', page: 1 }),
    },
    {
      title: 'suggestions name "sha" (exact and prefix matches fill the list)',
      run: () => engine.suggest({ term: 'sha', type: 'name' }),
    },
    {
      title: 'suggestions name "sports business associ" (head, then later words)',
      run: () => engine.suggest({ term: 'sports business associ', type: 'name' }),
    },
    {
      title: 'suggestions cin "U72900GA2022" (a CIN prefix in the head)',
      run: () => engine.suggest({ term: 'U72900GA2022', type: 'cin' }),
    },
    {
      title: 'suggestions name "esorts" (inside a word: head, later words, then contains)',
      run: () => engine.suggest({ term: 'esorts', type: 'name' }),
    },
    {
      title: 'did you mean "sharmaa resrts"',
      run: () => engine.didYouMean('sharmaa resrts'),
    },
  ],
  brand: [
    {
      title: 'search brand "nest" page 1',
      run: () => engine.search({ term: 'nest', type: 'brand', page: 1 }),
    },
    {
      title: 'search brand "green kart" page 1 (a later word of too many brands: then candidates)',
      run: () => engine.search({ term: 'green kart', type: 'brand', page: 1 }),
    },
    {
      title: 'suggestions brand "ghar"',
      run: () => engine.suggest({ term: 'ghar', type: 'brand' }),
    },
    {
      title: 'suggestions brand "kart" (head, then later words)',
      run: () => engine.suggest({ term: 'kart', type: 'brand' }),
    },
  ],
};

async function explain(db: Kysely<Database>, query: CompiledQuery): Promise<string> {
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>({
    ...query,
    sql: `explain (analyze, buffers, costs off, timing off, summary off) ${query.sql}`,
  });
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

const comment = (text: string) =>
  text
    .split('\n')
    .map((line) => `-- ${line}`.trimEnd())
    .join('\n');

/** The database's size as the header states it: companies, and how many are not public. */
async function describeDatabase(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ companies: number; hidden: number }>`
    select count(*)::int as companies,
           count(*) filter (where review_status <> 'live')::int as hidden
      from companies`.execute(db);
  const { companies = 0, hidden = 0 } = rows[0] ?? {};
  return `${companies.toLocaleString('en-US')} companies (${hidden.toLocaleString('en-US')} not public)`;
}

try {
  const size = await describeDatabase(main.db);
  for (const [file, list] of Object.entries(requests)) {
    const parts = [
      `-- Generated by services/search/src/cli/explain-queries.ts on ${new Date().toISOString().slice(0, 10)}`,
      `-- against a database of ${size}. Regenerate after changing the SQL.`,
    ];
    for (const request of list) {
      main.queries.length = 0;
      walk.queries.length = 0;
      await request.run();
      const ran = [
        ...main.queries.map((query) => ({ pool: 'main', db: main.db, query })),
        ...walk.queries.map((query) => ({ pool: 'ordered walk', db: walk.db, query })),
      ].filter(({ query }) => /^\s*(select|with)\b/i.test(query.sql));
      for (const { pool, db, query } of ran) {
        const params = JSON.stringify(query.parameters);
        parts.push(
          '',
          `-- ## ${request.title}: ${pool} connection`,
          `-- parameters: ${params}`,
          `${query.sql.trim()};`,
          comment(await explain(db, query)),
        );
      }
    }
    const target = path.join(import.meta.dirname, '../queries', `${file}-search.sql`);
    writeFileSync(target, `${parts.join('\n')}\n`);
    console.info(`wrote ${path.relative(process.cwd(), target)}`);
  }
} finally {
  await main.db.destroy();
  await walk.db.destroy();
}
