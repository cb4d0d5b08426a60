import type { KyselyPlugin } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '@trusthive/platform';
import { testDatabaseUrl } from '@trusthive/platform/testing';
import { createPostgresEngine, orderedWalkUrl } from '../src/engine/postgres-engine';
import { insertCompanies, uniqueToken } from './support/search-fixtures';

// The last resort of a suggestion list (names that contain the term anywhere) runs only when
// nothing starts with the term, under a short statement timeout (a rare one- or two-letter
// term would otherwise scan every company): when it runs out of time there are no
// suggestions, and any other failure still fails. The common path never reaches it.
const db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'tail-test' });
const walkDb = createDb({ url: orderedWalkUrl(testDatabaseUrl()), poolSize: 2 });

afterAll(async () => {
  await Promise.all([db.destroy(), walkDb.destroy()]);
});

/** Every query through it fails with `code`, as PostgreSQL would. */
const failingWith = (code: string): KyselyPlugin => ({
  transformQuery: () => {
    throw Object.assign(new Error(`failed with ${code}`), { code });
  },
  transformResult: async (args) => args.result,
});

describe('suggestion tail', () => {
  const names = async (engine: ReturnType<typeof createPostgresEngine>, term: string) =>
    (await engine.suggest({ term, type: 'name' })).map((row) => row.name);

  it('should find a fragment from inside a word, and answer none when out of time', async () => {
    const token = uniqueToken();
    await insertCompanies(db, [{ company_name: `ZZ${token} INSIDE PRIVATE LIMITED` }]);
    const normal = createPostgresEngine({ db, walkDb });
    const canceled = createPostgresEngine({
      db,
      walkDb,
      tailDb: db.withPlugin(failingWith('57014')),
    });

    expect(await names(normal, token)).toEqual([`ZZ${token} INSIDE PRIVATE LIMITED`]);
    expect(await names(canceled, token)).toEqual([]);
  });

  it('should not look inside words when a name or a later word starts with the term', async () => {
    const token = uniqueToken();
    await insertCompanies(db, [
      { company_name: `${token} FIRST PRIVATE LIMITED` },
      { company_name: `ZZ ${token} INSIDE PRIVATE LIMITED` },
      { company_name: `ZZ${token} MIDDLE PRIVATE LIMITED` },
    ]);
    // Any use of the tail connections would fail the request.
    const engine = createPostgresEngine({
      db,
      walkDb,
      tailDb: db.withPlugin(failingWith('08006')),
    });

    expect(await names(engine, token)).toEqual([
      `${token} FIRST PRIVATE LIMITED`,
      `ZZ ${token} INSIDE PRIVATE LIMITED`,
    ]);
  });

  it('should still fail on any other error', async () => {
    const engine = createPostgresEngine({
      db,
      walkDb,
      tailDb: db.withPlugin(failingWith('08006')),
    });
    await expect(engine.suggest({ term: uniqueToken(), type: 'name' })).rejects.toThrow(
      'failed with 08006',
    );
  });
});
