import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrichmentSchema } from '@trusthive/contracts';
import { buildServiceServer, createDb, createRedis, loadConfig } from '@trusthive/platform';
import { newCompany, testDatabaseUrl } from '@trusthive/platform/testing';
import { createEnrichmentApp } from '../src/app';
import { startHarness, type Harness } from './harness';

// GET /api/companies/:id/enrichment without workers running: what the caller sees at once,
// and which jobs it leaves on the queues.

describe('GET /api/companies/:id/enrichment', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness();
  });

  afterAll(async () => {
    await h?.close();
  });

  const waiting = async (kind: 'place' | 'logo' | 'rating' | 'email') =>
    (await h.jobs.queue(kind).getJobCounts('waiting', 'active', 'delayed')) as Record<
      string,
      number
    >;

  it('should answer 404 with the company message for an unknown or malformed id', async () => {
    for (const id of ['999999999', 'abc', '0']) {
      const response = await h.app.inject({ url: `/api/companies/${id}/enrichment` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { title: 'Company Not Found', message: 'We could not find a company with this id.' },
      });
    }
  });

  it('should answer at once with every missing part pending, in the contract shape', async () => {
    const company = await newCompany(h.db, { email: null, logo: null });
    const started = Date.now();
    const { status, body } = await h.enrichment(company.id);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(status).toBe(200);
    expect(enrichmentSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      companyId: company.id,
      place: { status: 'pending', data: null, error: null },
      logo: { status: 'pending' },
      rating: { status: 'pending' },
      email: { status: 'pending' },
    });
    expect(body.pending.sort()).toEqual(['email', 'logo', 'place', 'rating']);
  });

  it('should queue one job per kind however many views a company gets at once', async () => {
    const company = await newCompany(h.db, { email: null, logo: null });
    const before = await Promise.all(
      (['place', 'logo', 'rating', 'email'] as const).map((kind) => waiting(kind)),
    );
    const answers = await Promise.all(Array.from({ length: 50 }, () => h.enrichment(company.id)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    for (const kind of ['place', 'logo', 'rating', 'email'] as const) {
      const job = await h.jobs.queue(kind).getJob(`enrich-${kind}-${company.id}`);
      expect(job?.data).toEqual({ companyId: company.id });
    }
    const after = await Promise.all(
      (['place', 'logo', 'rating', 'email'] as const).map((kind) => waiting(kind)),
    );
    after.forEach((counts, index) => {
      expect(counts.waiting! - before[index]!.waiting!).toBe(1);
    });
  });

  it('should show what the cache holds without queuing anything', async () => {
    const company = await newCompany(h.db, { email: null, logo: null });
    await h.cache.set('place', company.id, {
      status: 'none',
      data: null,
      error: 'No place_id found',
    });
    await h.cache.set('logo', company.id, {
      status: 'ready',
      data: { url: 'https://cdn.example.in/l.png' },
      error: null,
    });
    await h.cache.set('rating', company.id, {
      status: 'failed',
      data: null,
      error: 'Network error',
    });
    await h.cache.set('email', company.id, {
      status: 'ready',
      data: { email: 'hello@firm.example.in' },
      error: null,
    });
    const { body } = await h.enrichment(company.id);
    expect(body).toMatchObject({
      place: { status: 'none', error: 'No place_id found' },
      logo: { status: 'ready', data: { url: 'https://cdn.example.in/l.png' } },
      rating: { status: 'failed', error: 'Network error' },
      email: { status: 'ready', data: { email: 'hello@firm.example.in' } },
      pending: [],
    });
    for (const kind of ['place', 'logo', 'rating', 'email'] as const) {
      expect(await h.jobs.queue(kind).getJob(`enrich-${kind}-${company.id}`)).toBeUndefined();
    }
  });
});

describe('GET /api/companies/:id/enrichment?waitMs (the page asks once instead of polling)', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness();
  });

  afterAll(async () => {
    await h?.close();
  });

  const timedAnswer = async (id: number, query: string) => {
    const started = Date.now();
    const response = await h.app.inject({ url: `/api/companies/${id}/enrichment?${query}` });
    return { response, elapsedMs: Date.now() - started };
  };

  it('should hold a pending answer until a lookup lands, then answer with what landed', async () => {
    const company = await newCompany(h.db, { email: null, logo: null });
    const held = timedAnswer(company.id, 'waitMs=4000');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await h.cache.set('place', company.id, {
      status: 'none',
      data: null,
      error: 'No place_id found',
    });
    const { response, elapsedMs } = await held;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      place: { status: 'none', error: 'No place_id found' },
    });
    expect(response.json().pending.sort()).toEqual(['email', 'logo', 'rating']);
    expect(elapsedMs).toBeGreaterThanOrEqual(450);
    expect(elapsedMs).toBeLessThan(2_500);
  });

  it('should answer what is still pending once waitMs has passed with nothing landed', async () => {
    const company = await newCompany(h.db, { email: null, logo: null });
    const { response, elapsedMs } = await timedAnswer(company.id, 'waitMs=700');
    expect(response.statusCode).toBe(200);
    expect(response.json().pending.sort()).toEqual(['email', 'logo', 'place', 'rating']);
    expect(elapsedMs).toBeGreaterThanOrEqual(650);
    expect(elapsedMs).toBeLessThan(2_500);
  });

  it('should answer at once when nothing is pending, whatever waitMs asks', async () => {
    const company = await newCompany(h.db, { email: 'desk@firm.example.in', logo: null });
    for (const kind of ['place', 'logo', 'rating'] as const) {
      await h.cache.set(kind, company.id, { status: 'none', data: null, error: null });
    }
    const { response, elapsedMs } = await timedAnswer(company.id, 'waitMs=5000');
    expect(response.json().pending).toEqual([]);
    expect(elapsedMs).toBeLessThan(1_000);
  });

  it('should refuse a waitMs that is not a whole number of milliseconds up to 5000', async () => {
    const company = await newCompany(h.db);
    for (const waitMs of ['5001', '-1', '1.5', 'soon', '']) {
      const { response } = await timedAnswer(company.id, `waitMs=${waitMs}`);
      expect(response.statusCode, waitMs).toBe(400);
      expect(response.json().error.title, waitMs).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/companies/:id/enrichment with no provider keys', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({
      GOOGLE_PLACES_API_KEY: '',
      LOGO_API_KEY: '',
      RATING_API_KEY: '',
      EMAIL_LOOKUP_API_KEY: '',
    });
  });

  afterAll(async () => {
    await h?.close();
  });

  it('should say every provider is off and queue nothing', async () => {
    const company = await newCompany(h.db, {
      company_name: `Keyless ${randomUUID().slice(0, 8)} Limited`,
      email: null,
      logo: null,
    });
    const { body } = await h.enrichment(company.id);
    expect(body).toEqual({
      companyId: company.id,
      place: { status: 'off', data: null, error: null },
      logo: { status: 'off', data: null, error: null },
      rating: { status: 'off', data: null, error: null },
      email: { status: 'off', data: null, error: null },
      registry: { status: 'off', data: null, error: null },
      pending: [],
    });
    for (const kind of ['place', 'logo', 'rating', 'email'] as const) {
      expect(await h.jobs.queue(kind).count()).toBe(0);
    }
  });

  it('should still show the registry e-mail and the row logo', async () => {
    const company = await newCompany(h.db, {
      email: 'cs@registry.example.in',
      logo: 'data:image/png;base64,AAAA',
    });
    const { body } = await h.enrichment(company.id);
    expect(body.email).toEqual({
      status: 'ready',
      data: { email: 'cs@registry.example.in' },
      error: null,
    });
    expect(body.logo.data).toEqual({ url: 'data:image/png;base64,AAAA' });
  });
});

describe('GET /api/companies/:id/enrichment with Redis down', () => {
  it('should answer 503 at once instead of hanging', async () => {
    const prefix = `te-${randomUUID().slice(0, 18)}`;
    const config = loadConfig({
      DATABASE_URL: testDatabaseUrl(),
      // Nothing listens on port 1: the cache read fails at once.
      REDIS_URL: 'redis://127.0.0.1:1',
      QUEUE_PREFIX: prefix,
      GOOGLE_PLACES_API_KEY: 'k',
      LOG_LEVEL: 'silent',
    });
    const db = createDb({ url: config.database.url, poolSize: 2 });
    const redis = createRedis(config.redis.url, 'producer', 'enrichment-test-down');
    const app = await buildServiceServer(
      'enrichment',
      { config, db, redis },
      createEnrichmentApp(),
    );
    try {
      const company = await newCompany(db, { email: null, logo: null });
      const started = Date.now();
      const response = await app.inject({ url: `/api/companies/${company.id}/enrichment` });
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: {
          title: 'Service Unavailable',
          message: 'Business information is unavailable. Please try again shortly.',
        },
      });
    } finally {
      await app.close();
      redis.disconnect();
      await db.destroy();
    }
  });
});
