import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SEARCH_MESSAGES,
  UNSTORABLE_TEXT_MESSAGE,
  errorBodySchema,
  searchResponseSchema,
  suggestionsResponseSchema,
} from '@trusthive/contracts';
import {
  INTERNAL_CALLER_HEADER,
  OWNER_SESSION_COOKIE,
  QUEUES,
  SessionStore,
  buildServiceServer,
  ownerAnalyticsUserId,
  ownerSessionKeyPrefix,
  createServiceDeps,
  loadConfig,
  type ServiceDeps,
} from '@trusthive/platform';
import { TEST_HINT_TIMEOUT_MS, testDatabaseUrl, testRedisUrl } from '@trusthive/platform/testing';
import { buildApp } from '../src/app';
import { queuedSearchEvents } from './support/queued-events';
import {
  insertBrand,
  insertCompanies,
  uniqueToken,
  untilSuggested,
} from './support/search-fixtures';

// GET /api/search and /api/search/suggestions through the real service on PostgreSQL.
describe('search routes', () => {
  let app: FastifyInstance;
  let deps: ServiceDeps;
  let analyticsQueue: Queue;
  const token = uniqueToken().toUpperCase();
  // This file's own analytics queue: its events are read here, never stored by a worker.
  const queuePrefix = `test-${randomUUID()}`;

  beforeAll(async () => {
    deps = createServiceDeps(
      {
        ...loadConfig({ LOG_LEVEL: 'silent' }),
        database: { url: testDatabaseUrl(), poolSize: 4 },
        redis: { url: testRedisUrl() },
        queues: { prefix: queuePrefix },
        hints: { timeoutMs: TEST_HINT_TIMEOUT_MS },
      },
      'search-routes-test',
    );
    app = await buildServiceServer('search', deps, buildApp);
    analyticsQueue = new Queue(QUEUES.analyticsEvents.name, {
      connection: deps.redis,
      prefix: queuePrefix,
    });
    const [company] = await insertCompanies(deps.db, [
      { company_name: `${token} ALPHA PRIVATE LIMITED`, is_verified: true, city: 'Mysuru' },
      { company_name: `${token} BETA PRIVATE LIMITED` },
    ]);
    await insertBrand(deps.db, company!.id, `${token} Brandwear`);
    // Pages are answered from the in-memory names, which follow the tables by change notices
    // within milliseconds: wait until they hold these rows (suggestions record no search).
    await untilSuggested(app, { term: `${token} b`, type: 'brand', text: `${token} Brandwear` });
  });

  afterAll(async () => {
    await analyticsQueue?.obliterate({ force: true });
    await analyticsQueue?.close();
    await app?.close();
    await deps?.db.destroy();
    deps?.redis.disconnect();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('should be ready for traffic only with its names loaded: health names the typeahead', async () => {
    // Other files share the database and may hold it up for a moment: readiness is polled.
    await expect
      .poll(async () => (await get('/health')).json(), { timeout: 10_000, interval: 100 })
      .toMatchObject({
        status: 'ok',
        checks: { postgres: 'ok', redis: 'ok', typeahead: 'ok' },
      });
  });

  async function waitForSearchEvent(term: string) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const events = await queuedSearchEvents(analyticsQueue);
      const found = events.find((event) => event.kind === 'search' && event.searchTerm === term);
      if (found || Date.now() > deadline) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('should answer a page of results in the contract shape', async () => {
    const response = await get(`/api/search?q=${token.toLowerCase()}&type=name`);
    expect(response.statusCode).toBe(200);
    const body = searchResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      query: token.toLowerCase(),
      type: 'name',
      page: 1,
      pageSize: 10,
      total: 2,
      totalCapped: false,
      didYouMean: [],
      didYouMeanCompanies: [],
    });
    expect(body.results[0]).toMatchObject({
      name: `${token} ALPHA PRIVATE LIMITED`,
      verified: true,
      location: 'Mysuru, Karnataka',
      brandName: null,
    });
  });

  it('should default the type to name and the page to 1', async () => {
    const body = (await get(`/api/search?q=${token}`)).json();
    expect(body).toMatchObject({ type: 'name', page: 1, total: 2 });
  });

  it('should answer a brand search with the brand and its company', async () => {
    const body = (await get(`/api/search?q=${token}%20brandw&type=brand`)).json();
    expect(body.results).toEqual([
      expect.objectContaining({
        name: `${token} ALPHA PRIVATE LIMITED`,
        brandName: `${token} Brandwear`,
      }),
    ]);
  });

  it('should answer a page past the last with no results and the true total', async () => {
    const response = await get(`/api/search?q=${token}&page=7`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ page: 7, total: 2, results: [] });
  });

  it.each([
    ['a blank term', '/api/search?q=%20%20', 'q', SEARCH_MESSAGES.termRequired],
    ['no term', '/api/search', 'q', SEARCH_MESSAGES.termRequired],
    [
      'a term over 100 characters',
      `/api/search?q=${'x'.repeat(101)}`,
      'q',
      SEARCH_MESSAGES.termTooLong,
    ],
    [
      'an unknown type',
      '/api/search?q=abc&type=gstin',
      'type',
      'The search type must be name, cin, brand or director.',
    ],
    ['page 0', '/api/search?q=abc&page=0', 'page', SEARCH_MESSAGES.badPage],
    ['a page that is not a number', '/api/search?q=abc&page=two', 'page', SEARCH_MESSAGES.badPage],
    ['a blank suggestion term', '/api/search/suggestions?q=%20', 'q', SEARCH_MESSAGES.termRequired],
    [
      'an unknown suggestion type',
      '/api/search/suggestions?q=ab&type=x',
      'type',
      'The search type must be name, cin, brand or director.',
    ],
  ])('should answer 400 with the error body for %s', async (_case, url, field, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json())).toEqual({
      error: { title: 'Invalid Request', message, field },
    });
  });

  // Issue 24 #3: PostgreSQL text cannot hold NUL. (A lone surrogate cannot arrive in a URL: its
  // would-be UTF-8 bytes, %ED%A0%80, are not valid UTF-8, and the query string keeps them as
  // typed; the contract's unit test covers it for JSON bodies.)
  it.each([
    ...['name', 'cin', 'brand'].flatMap((type) => [
      `/api/search?q=a%00b&type=${type}`,
      `/api/search/suggestions?q=a%00b&type=${type}`,
    ]),
    '/api/search/suggestions?q=%00',
  ])('should refuse a NUL or a lone surrogate in the term with 400: %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json())).toEqual({
      error: { ...UNSTORABLE_TEXT_MESSAGE, field: 'q' },
    });
  });

  // Issue 24 #8: a type that names a built-in property is an unknown type, like any other.
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'prototype'])(
    'should answer 400 for the search type %s',
    async (type) => {
      for (const path of ['/api/search', '/api/search/suggestions']) {
        const response = await get(`${path}?q=abc&type=${type}`);
        expect(response.statusCode, path).toBe(400);
        expect(errorBodySchema.parse(response.json()).error.field).toBe('type');
      }
    },
  );

  it('should accept a term of exactly 100 characters', async () => {
    expect((await get(`/api/search?q=${'x'.repeat(100)}`)).statusCode).toBe(200);
  });

  it('should take %, _ and \\ as literal characters', async () => {
    for (const term of ['%', '_', '\\', '%25']) {
      const response = await get(`/api/search?q=${encodeURIComponent(`${token}${term}`)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ total: 0 });
    }
  });

  it('should offer "Did you mean" names when a name search finds nothing', async () => {
    const misspelled = `${token.slice(0, -1)}${token.endsWith('B') ? 'C' : 'B'} alpha`;
    const body = (await get(`/api/search?q=${encodeURIComponent(misspelled)}`)).json();
    expect(body.total).toBe(0);
    expect(body.didYouMean).toContain(`${token} ALPHA PRIVATE LIMITED`);
    // Issue 36: a suggestion that names one company opens its profile.
    const alpha = await get(
      `/api/search?q=${encodeURIComponent(`${token} ALPHA PRIVATE LIMITED`)}&type=name`,
    );
    expect(alpha.json().total).toBe(1);
    expect(body.didYouMeanCompanies).toContainEqual({
      name: `${token} ALPHA PRIVATE LIMITED`,
      companyId: alpha.json().results[0].id,
    });
  });

  it('should answer at most 8 suggestions in the contract shape', async () => {
    const response = await get(`/api/search/suggestions?q=${token.toLowerCase()}`);
    expect(response.statusCode).toBe(200);
    const body = suggestionsResponseSchema.parse(response.json());
    expect(body.suggestions.map((suggestion) => suggestion.name)).toEqual([
      `${token} ALPHA PRIVATE LIMITED`,
      `${token} BETA PRIVATE LIMITED`,
    ]);
  });

  it('should suggest brands with the brand name', async () => {
    const body = (await get(`/api/search/suggestions?q=${token}&type=brand`)).json();
    expect(body.suggestions).toEqual([
      expect.objectContaining({ brandName: `${token} Brandwear` }),
    ]);
  });

  it('should queue a search analytics event without delaying the answer', async () => {
    const term = `${uniqueToken()} analytics`;
    const response = await get(`/api/search?q=${encodeURIComponent(term)}&type=name`, {
      'user-agent': 'SearchRoutesTest/1.0',
    });
    expect(response.statusCode).toBe(200);
    expect(await waitForSearchEvent(term)).toMatchObject({
      kind: 'search',
      searchTerm: term,
      searchType: 'name',
      resultsCount: 0,
      userAgent: 'SearchRoutesTest/1.0',
      userId: null,
    });
  });

  it("should attach a signed-in owner's user id to the search event (issue 19)", async () => {
    const email = `owner-${randomUUID()}@acme-traders.in`;
    const sessions = new SessionStore(deps.redis, {
      keyPrefix: ownerSessionKeyPrefix(queuePrefix),
    });
    const { id } = await sessions.create('owner', email);
    const term = `${uniqueToken()} owner`;
    const response = await get(`/api/search?q=${encodeURIComponent(term)}&type=name`, {
      cookie: `${OWNER_SESSION_COOKIE}=${id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(await waitForSearchEvent(term)).toMatchObject({ userId: ownerAnalyticsUserId(email) });
  });

  it("should record no analytics event for TrustHive's own search (a bulk check's names)", async () => {
    const term = `${uniqueToken()} internal`;
    const response = await get(`/api/search?q=${encodeURIComponent(term)}&type=name`, {
      [INTERNAL_CALLER_HEADER]: 'bulk-check',
    });
    expect(response.statusCode).toBe(200);
    await get(`/api/search?q=${encodeURIComponent(`${term} marker`)}`);
    // Events are queued in order: once the marker is queued, the internal one would be too.
    expect(await waitForSearchEvent(`${term} marker`)).toBeDefined();
    const events = await queuedSearchEvents(analyticsQueue);
    expect(events.filter((event) => event.kind === 'search' && event.searchTerm === term)).toEqual(
      [],
    );
  });

  it('should not record paging through the same search as a new search', async () => {
    const term = `${uniqueToken()} paging`;
    await get(`/api/search?q=${encodeURIComponent(term)}&page=2`);
    await get(`/api/search?q=${encodeURIComponent(`${term} marker`)}`);
    // Events are queued in order: once the marker is queued, a page-2 event would be too.
    expect(await waitForSearchEvent(`${term} marker`)).toBeDefined();
    const events = await queuedSearchEvents(analyticsQueue);
    expect(events.filter((event) => event.kind === 'search' && event.searchTerm === term)).toEqual(
      [],
    );
  });
});
