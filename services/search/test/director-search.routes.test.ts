import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResponseSchema, suggestionsResponseSchema } from '@trusthive/contracts';
import {
  QUEUES,
  buildServiceServer,
  createServiceDeps,
  loadConfig,
  type ServiceDeps,
} from '@trusthive/platform';
import {
  TEST_HINT_TIMEOUT_MS,
  newCompany,
  newRegistryDirector,
  testDatabaseUrl,
  testRedisUrl,
  uniqueCin,
} from '@trusthive/platform/testing';
import { buildApp } from '../src/app';
import { queuedSearchEvents } from './support/queued-events';
import { uniqueToken } from './support/search-fixtures';

// Issue 41: the search type 'director', through the real service on PostgreSQL: people by a
// word of their name (with suggestions) or by a full DIN, each with their current companies.
// Names carry a token of this run and DINs are fresh: the database is shared with other files.
describe('search routes: directors', () => {
  let app: FastifyInstance;
  let deps: ServiceDeps;
  let analyticsQueue: Queue;
  const token = uniqueToken().toUpperCase();
  const queuePrefix = `test-${randomUUID()}`;
  let asha: Awaited<ReturnType<typeof newRegistryDirector>>;
  let ravi: Awaited<ReturnType<typeof newRegistryDirector>>;
  let listedId: number;

  beforeAll(async () => {
    deps = createServiceDeps(
      {
        ...loadConfig({ LOG_LEVEL: 'silent' }),
        database: { url: testDatabaseUrl(), poolSize: 4 },
        redis: { url: testRedisUrl() },
        queues: { prefix: queuePrefix },
        hints: { timeoutMs: TEST_HINT_TIMEOUT_MS },
      },
      'director-search-test',
    );
    app = await buildServiceServer('search', deps, buildApp);
    analyticsQueue = new Queue(QUEUES.analyticsEvents.name, {
      connection: deps.redis,
      prefix: queuePrefix,
    });
    // Its name sorts after the others whatever the run's token: a card lists names in order.
    const listed = await newCompany(deps.db, {
      company_name: `Zenith ${token} Looms Private Limited`,
    });
    listedId = listed.id;
    asha = await newRegistryDirector(deps.db, {
      name: `ASHA ${token} RAO`,
      companies: [
        { cin: listed.cin!, companyName: 'LOOMS PVT LTD' },
        { companyName: 'Adyar Foods Limited' },
        { companyName: 'Bharat Traders Limited' },
        { companyName: 'Chola Mills Limited' },
        { companyName: 'Old Mills Limited', ceasedOn: '2019-03-31' },
      ],
    });
    ravi = await newRegistryDirector(deps.db, {
      name: `RAVI ${token} KUMAR`,
      companies: [{ cin: uniqueCin(), companyName: 'Deccan Steel Limited' }],
    });
  });

  afterAll(async () => {
    await analyticsQueue?.obliterate({ force: true });
    await analyticsQueue?.close();
    await app?.close();
    await deps?.db.destroy();
    deps?.redis.disconnect();
  });

  const search = async (q: string, page = 1) => {
    const response = await app.inject({
      url: `/api/search?q=${encodeURIComponent(q)}&type=director&page=${page}`,
    });
    expect(response.statusCode).toBe(200);
    return searchResponseSchema.parse(response.json());
  };
  const suggest = async (q: string) => {
    const response = await app.inject({
      url: `/api/search/suggestions?q=${encodeURIComponent(q)}&type=director`,
    });
    expect(response.statusCode).toBe(200);
    return suggestionsResponseSchema.parse(response.json()).suggestions;
  };

  it('should find directors by the start of their name or of a later word, with their current companies', async () => {
    const body = await search(token.toLowerCase());
    expect(body).toMatchObject({ type: 'director', total: 2, results: [], gstRegistrations: [] });
    // Both by a later word, in that word's order: '<token> kumar' before '<token> rao'.
    expect(body.directors).toEqual([
      {
        id: ravi.publicId,
        name: ravi.name,
        din: `${ravi.din.slice(0, 2)}XXXX${ravi.din.slice(-2)}`,
        companies: ['Deccan Steel Limited'],
        companyCount: 1,
      },
      {
        id: asha.publicId,
        name: asha.name,
        din: `${asha.din.slice(0, 2)}XXXX${asha.din.slice(-2)}`,
        // TrustHive's name of the listed company; the ceased directorship is not current.
        companies: ['Adyar Foods Limited', 'Bharat Traders Limited', 'Chola Mills Limited'],
        companyCount: 4,
      },
    ]);
    expect(listedId).toBeGreaterThan(0);
  });

  it('should find the words typed where they start a word of the name, in the order typed', async () => {
    const body = await search(`${token} kumar`);
    expect(body.directors.map((director) => director.id)).toEqual([ravi.publicId]);
  });

  it('should find one person by a full DIN, and never by part of one', async () => {
    const body = await search(`${asha.din.slice(0, 4)} ${asha.din.slice(4)}`);
    expect(body.directors.map((director) => director.id)).toEqual([asha.publicId]);
    expect(JSON.stringify(body.directors)).not.toContain(asha.din);
    const partial = await search(asha.din.slice(0, 7));
    expect(partial.directors.map((director) => director.id)).not.toContain(asha.publicId);
  });

  it('should suggest names starting with the term first, then names with a word starting with it', async () => {
    const suggestions = await suggest(`asha ${token.slice(0, 4)}`);
    expect(suggestions).toEqual([
      {
        id: asha.id,
        name: asha.name,
        cin: null,
        directorId: asha.publicId,
        din: `${asha.din.slice(0, 2)}XXXX${asha.din.slice(-2)}`,
      },
    ]);
    // No name starts with the token: the names with a word starting with it, as found.
    const byWord = await suggest(token);
    expect(byWord.map((suggestion) => suggestion.directorId).sort()).toEqual(
      [asha.publicId, ravi.publicId].sort(),
    );
  });

  it('should keep a searched DIN masked in its analytics event, with the director type', async () => {
    await search(ravi.din);
    await expect
      .poll(async () => (await queuedSearchEvents(analyticsQueue)).map((event) => event), {
        timeout: 10_000,
        interval: 100,
      })
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            searchTerm: `${ravi.din.slice(0, 2)}XXXX${ravi.din.slice(-2)}`,
            searchType: 'director',
            resultsCount: 1,
          }),
        ]),
      );
    const events = JSON.stringify(await queuedSearchEvents(analyticsQueue));
    expect(events).not.toContain(ravi.din);
  });

  it('should refuse an unknown type with the four types named', async () => {
    const response = await app.inject({ url: '/api/search?q=asha&type=person' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'The search type must be name, cin, brand or director.',
    );
  });
});
