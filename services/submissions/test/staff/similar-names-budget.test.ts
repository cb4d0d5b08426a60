import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '@trusthive/platform';
import {
  TEST_HINT_TIMEOUT_MS,
  newCompany,
  slowToRead,
  testDatabaseUrl,
} from '@trusthive/platform/testing';
import { findSimilarCompanies } from '../../src/staff/registrations/registrations.repository';

// A reviewer's similar live names are a hint beside the submission: after a short statement
// timeout (500 ms unless the config says otherwise) the review shows none rather than wait or
// fail. Seen on a read that is slow on purpose, so that neither answer depends on the machine.
describe('similar names, with and without time', () => {
  const name = `Quorvane ${randomUUID().slice(0, 6).toUpperCase()} Textiles Private Limited`;
  let db: Kysely<Database>;
  let slow: Kysely<Database>;
  let live: { id: number };

  beforeAll(async () => {
    db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'similar-names-test' });
    live = await newCompany(db, { company_name: name });
    slow = await slowToRead('companies', 10);
  });

  afterAll(async () => {
    await Promise.all([db?.destroy(), slow?.destroy()]);
  });

  const lookup = { name: name.replace('Private Limited', 'Pvt Ltd'), excludeId: 0, limit: 5 };

  it('should find the live company of a close name when it has time', async () => {
    const found = await findSimilarCompanies(db, { ...lookup, timeoutMs: TEST_HINT_TIMEOUT_MS });
    expect(found.map((company) => company.id)).toContain(live.id);
  });

  it('should show none once its own budget, or the configured one, runs out', async () => {
    expect(await findSimilarCompanies(slow, lookup)).toEqual([]);
    expect(await findSimilarCompanies(slow, { ...lookup, timeoutMs: 50 })).toEqual([]);
  });
});
