import type { KyselyPlugin } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '@trusthive/platform';
import { testDatabaseUrl } from '@trusthive/platform/testing';
import { createPostgresEngine, orderedWalkUrl } from '../src/engine/postgres-engine';
import { insertCompanies, uniqueToken } from './support/search-fixtures';

// The rest of a suggestion list runs under a short statement timeout (a rare one- or
// two-letter term would otherwise scan every company): when it runs out of time the list is
// its head, and any other failure still fails.
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
  it('should answer with the head when the tail runs out of time', async () => {
    const token = uniqueToken();
    await insertCompanies(db, [
      { company_name: `${token} FIRST PRIVATE LIMITED` },
      { company_name: `ZZ ${token} INSIDE PRIVATE LIMITED` },
    ]);
    const canceled = createPostgresEngine({
      db,
      walkDb,
      tailDb: db.withPlugin(failingWith('57014')),
    });
    const normal = createPostgresEngine({ db, walkDb });

    const names = async (engine: typeof normal) =>
      (await engine.suggest({ term: token, type: 'name' })).map((row) => row.name);

    expect(await names(normal)).toEqual([
      `${token} FIRST PRIVATE LIMITED`,
      `ZZ ${token} INSIDE PRIVATE LIMITED`,
    ]);
    expect(await names(canceled)).toEqual([`${token} FIRST PRIVATE LIMITED`]);
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
