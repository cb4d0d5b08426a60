import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createDb, type Database } from '@trusthive/platform';
import { TEST_HINT_TIMEOUT_MS, slowToRead, testDatabaseUrl } from '@trusthive/platform/testing';
import { createPostgresEngine } from '../src/engine/postgres-engine';
import { insertCompanies, uniqueToken } from './support/search-fixtures';

// "Did you mean" is a hint: it gives up after a short statement timeout (250 ms unless the
// config says otherwise) rather than hold up the empty result it decorates. The search
// service answers without it then (search.service.ts). Seen here on a read that is slow on
// purpose, so that neither answer depends on how busy the machine is.
describe('did you mean, with and without time', () => {
  const token = uniqueToken(16).toUpperCase();
  const misspelled = `${token.slice(0, -1)}${token.endsWith('B') ? 'C' : 'B'} enterprises`;
  let db: Kysely<Database>;
  let slow: Kysely<Database>;

  beforeAll(async () => {
    db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'did-you-mean-test' });
    await insertCompanies(db, [{ company_name: `${token} ENTERPRISES` }]);
    slow = await slowToRead('companies', 10);
  });

  afterAll(async () => {
    await Promise.all([db?.destroy(), slow?.destroy()]);
  });

  it('should find the closest name when the lookup has time', async () => {
    const engine = createPostgresEngine({
      db,
      walkDb: db,
      closestNamesTimeoutMs: TEST_HINT_TIMEOUT_MS,
    });
    expect(await engine.didYouMean(misspelled)).toContain(`${token} ENTERPRISES`);
  });

  it('should give up at its own budget, or at the one the config gives', async () => {
    // 57014: the statement timeout cancelled the 10 s read; nothing else cancels it.
    await expect(
      createPostgresEngine({ db: slow, walkDb: slow }).didYouMean(misspelled),
    ).rejects.toMatchObject({ code: '57014' });
    await expect(
      createPostgresEngine({ db: slow, walkDb: slow, closestNamesTimeoutMs: 50 }).didYouMean(
        misspelled,
      ),
    ).rejects.toMatchObject({ code: '57014' });
  });
});
