import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrichmentSchema, trustScoreSchema, type Enrichment } from '@trusthive/contracts';
import {
  buildServiceServer,
  createServiceDeps,
  loadConfig,
  type ServiceDeps,
} from '@trusthive/platform';
import { newCompany, testDatabaseUrl, testRedisUrl } from '@trusthive/platform/testing';
import { buildApp as buildScoring } from '@trusthive/scoring';
import { startHarness, type Harness } from '../../services/enrichment/test/harness';

// Issue 39: the profile's score no longer waits on a second call after the lookups. A held
// enrichment answer (the page asks with ?waitMs once it saw a part pending) carries the score
// computed from what landed, read from the real scoring service over HTTP as the enrichment
// process reads it in production; the providers are the enrichment tests' local stand-ins.

let scoringDeps: ServiceDeps;
let scoring: FastifyInstance;
let scoringUrl: string;
let h: Harness;

beforeAll(async () => {
  scoringDeps = createServiceDeps(
    {
      ...loadConfig({ LOG_LEVEL: 'silent' }),
      database: { url: testDatabaseUrl(), poolSize: 3 },
      redis: { url: testRedisUrl() },
    },
    'enrichment-score-test',
  );
  scoring = await buildServiceServer('scoring', scoringDeps, buildScoring);
  scoringUrl = await scoring.listen({ port: 0, host: '127.0.0.1' });
  h = await startHarness({ SCORING_URL: scoringUrl });
  await h.startWorkers();
});

afterAll(async () => {
  await h?.close();
  await scoring?.close();
  await scoringDeps?.db.destroy();
  scoringDeps?.redis.disconnect();
});

const held = async (companyId: number): Promise<Enrichment> => {
  const response = await h.app.inject({
    url: `/api/companies/${companyId}/enrichment?waitMs=4000`,
  });
  expect(response.statusCode).toBe(200);
  return enrichmentSchema.parse(response.json());
};

const scoreFromScoring = async (companyId: number) => {
  const response = await fetch(`${scoringUrl}/api/companies/${companyId}/trust-score`);
  return trustScoreSchema.parse(await response.json());
};

describe('GET /api/companies/:id/enrichment?waitMs with lookups landing', () => {
  it('should carry the score computed from what landed, the scoring service’s own answer', async () => {
    const company = await newCompany(h.db, { email: null, logo: null });
    // Before the first ask queues the lookups: once queued, one may land at any moment.
    expect((await scoreFromScoring(company.id)).rating).toBeNull();
    const first = await h.enrichment(company.id);
    expect(first.body.pending).toContain('rating');
    // An answer that did not wait says nothing of the score: the page has the stored one.
    expect(first.body.trustScore).toBeUndefined();

    let answer = await held(company.id);
    for (let asks = 1; answer.pending.length > 0 && asks < 10; asks += 1) {
      answer = await held(company.id);
    }
    expect(answer.pending).toEqual([]);
    expect(answer.rating.status).toBe('ready');
    expect(answer.trustScore).toBeDefined();
    expect(answer.trustScore?.rating).not.toBeNull();
    expect(answer.trustScore).toEqual(await scoreFromScoring(company.id));
  });

  it('should still answer, without a score, when the scoring service cannot be reached', async () => {
    const company = await newCompany(h.db, { email: null, logo: null });
    await scoring.close();
    const answer = await held(company.id);
    expect(answer.companyId).toBe(company.id);
    expect(answer.trustScore).toBeUndefined();
  });
});
