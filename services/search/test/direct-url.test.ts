import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '@trusthive/platform';
import { testDatabaseUrl } from '@trusthive/platform/testing';
import { createSearch, type SearchSetup } from '../src/engine/create-engine';
import { toSearchTerm } from '../src/engine/search-terms';
import { insertCompanies, uniqueToken } from './support/search-fixtures';

// Behind PgBouncer in transaction mode, DATABASE_URL is the pooler and DATABASE_DIRECT_URL the
// database itself. The typeahead's LISTEN and the walk connections (their startup settings)
// must take the direct one: here the pooled URL leads nowhere, so a listener or a walk that
// took it would never connect, and a new name would never reach the typeahead.

const UNREACHABLE = 'postgres://postgres@127.0.0.1:1/unreachable';

describe('search on a pooled DATABASE_URL', () => {
  let db: Kysely<Database>;
  let search: SearchSetup;
  const warnings: string[] = [];

  beforeAll(async () => {
    db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'direct-url-test' });
    search = createSearch(
      { engine: 'postgres', typeahead: true },
      {
        db,
        database: { url: UNREACHABLE, directUrl: testDatabaseUrl(), poolSize: 2 },
        log: { info() {}, warn: (_details, message) => warnings.push(message), error() {} },
      },
    );
    await search.typeahead!.start();
    await search.typeahead!.whenLoaded();
  });

  afterAll(async () => {
    await search?.close();
    await db?.destroy();
  });

  it('should listen on the direct URL: a new name reaches the typeahead by its notice alone', async () => {
    const name = `${uniqueToken().toUpperCase()} DIRECT TRADERS PRIVATE LIMITED`;
    await insertCompanies(db, [{ company_name: name }]);
    const deadline = Date.now() + 5_000;
    let suggested: string[] = [];
    while (Date.now() < deadline) {
      suggested = search
        .typeahead!.current()!
        .companyHead(toSearchTerm(name.slice(0, 12)), 8)
        .map((row) => row.company_name);
      if (suggested.includes(name)) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(suggested).toContain(name);
    expect(warnings).toEqual([]);
  });

  it('should walk the ordered indexes on the direct URL', async () => {
    // A term beyond ASCII, which the typeahead leaves to the SQL (typeaheadCanAnswer).
    const token = `${uniqueToken().toUpperCase()} WÄLK`;
    await insertCompanies(db, [{ company_name: `${token} WORKS LLP` }]);
    const page = await search.engine.search({ term: token, type: 'name', page: 1 });
    expect(page.results.map((result) => result.name)).toEqual([`${token} WORKS LLP`]);
  });
});
