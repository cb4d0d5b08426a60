import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompany } from '@trusthive/platform/testing';
import { emailFor } from './fakes/email-lookup';
import type { FakeServer } from './fakes/fake-server';
import { logoUrlFor } from './fakes/logo-api';
import { ATTEMPTS, startHarness, type Fakes, type Harness } from './harness';

// The logo, third-party rating and e-mail lookups end to end, each against its fake provider
// in the five situations a provider can put us in.

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  await h.startWorkers();
});

afterAll(async () => {
  await h?.close();
});

async function companyWith(marker: string, fake: keyof Fakes) {
  const name = `Firm ${randomUUID().slice(0, 8)} ${marker} Limited`;
  const company = await newCompany(h.db, {
    company_name: name,
    domain_name: null,
    email: null,
    logo: null,
  });
  const server: FakeServer = h.fakes[fake];
  return { company, name, calls: () => server.hits(name) };
}

const FAILURES = ['[error500]', '[timeout]', '[malformed]'] as const;

describe('logo worker', () => {
  it('should show the first brand logo the logo API finds', async () => {
    const { company, name } = await companyWith('[ok]', 'logo');
    expect((await h.enrichment(company.id)).body.logo.status).toBe('pending');
    const settled = await h.settled(company.id);
    expect(settled.logo).toEqual({ status: 'ready', data: { url: logoUrlFor(name) }, error: null });
  });

  it('should cache an empty search as no logo and not ask again', async () => {
    const { company, calls } = await companyWith('[none]', 'logo');
    expect((await h.settled(company.id)).logo.status).toBe('none');
    await h.enrichment(company.id);
    expect(calls()).toBe(1);
  });

  it.each(FAILURES)('should retry %s up to the bound and cache the failure', async (marker) => {
    const { company, calls } = await companyWith(marker, 'logo');
    const { logo } = await h.settled(company.id);
    expect(logo.status).toBe('failed');
    expect(logo.error).toBe(marker === '[timeout]' ? 'Network error' : 'Failed to fetch logo');
    expect(calls()).toBe(ATTEMPTS);
  });

  it('should use a valid logo on the company row without asking the logo API', async () => {
    const { company, calls } = await companyWith('[ok]', 'logo');
    await h.db
      .updateTable('companies')
      .set({ logo: 'https://cdn.example.in/own-logo.png' })
      .where('id', '=', company.id)
      .execute();
    const { body } = await h.enrichment(company.id);
    expect(body.logo).toEqual({
      status: 'ready',
      data: { url: 'https://cdn.example.in/own-logo.png' },
      error: null,
    });
    expect(calls()).toBe(0);
  });
});

describe('third-party rating worker', () => {
  it('should upsert the rating into trustpilot_ratings by company and queue a score recompute', async () => {
    const { company } = await companyWith('[ok]', 'rating');
    const settled = await h.settled(company.id);
    expect(settled.rating.status).toBe('ready');
    expect(settled.rating.data).toMatchObject({
      score: 4.2,
      reviewCount: 57,
      source: 'trustpilot',
    });

    const rows = await h.db
      .selectFrom('trustpilot_ratings')
      .select(['company_id', 'company_name', 'trust_score', 'review_count', 'rating_source'])
      .where('company_id', '=', company.id)
      .execute();
    expect(rows).toEqual([
      {
        company_id: company.id,
        company_name: company.company_name,
        trust_score: 4.2,
        review_count: 57,
        rating_source: 'trustpilot',
      },
    ]);
    expect(await h.scoreEvent(company.id)).toEqual({ companyId: company.id, reason: 'enriched' });
  });

  it('should look the business up by its domain when the company has one', async () => {
    const { company } = await companyWith('[ok]', 'rating');
    const domain = `firm-${randomUUID().slice(0, 8)}.example.in`;
    await h.db
      .updateTable('companies')
      .set({ domain_name: `https://www.${domain}/` })
      .where('id', '=', company.id)
      .execute();
    await h.settled(company.id);
    expect(h.fakes.rating.hits(`name=${domain} `)).toBe(1);
  });

  it('should show a stored rating without a lookup', async () => {
    const { company, calls } = await companyWith('[ok]', 'rating');
    await h.db
      .insertInto('trustpilot_ratings')
      .values({
        company_id: company.id,
        company_name: company.company_name,
        trust_score: 3.9,
        review_count: 12,
        rating_source: 'trustpilot',
      })
      .execute();
    const { body } = await h.enrichment(company.id);
    expect(body.rating.status).toBe('ready');
    expect(body.rating.data).toMatchObject({ score: 3.9, reviewCount: 12 });
    expect(body.pending).not.toContain('rating');
    expect(calls()).toBe(0);
  });

  it('should cache an unknown business (404) as no rating and not ask again', async () => {
    const { company, calls } = await companyWith('[none]', 'rating');
    expect((await h.settled(company.id)).rating.status).toBe('none');
    await h.enrichment(company.id);
    expect(calls()).toBe(1);
    const rows = await h.db
      .selectFrom('trustpilot_ratings')
      .select('id')
      .where('company_id', '=', company.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it.each(FAILURES)('should retry %s up to the bound and cache the failure', async (marker) => {
    const { company, calls } = await companyWith(marker, 'rating');
    const { rating } = await h.settled(company.id);
    expect(rating.status).toBe('failed');
    expect(calls()).toBe(ATTEMPTS);
  });
});

describe('e-mail lookup worker', () => {
  it('should show the registry e-mail of the company row without a lookup', async () => {
    const { company, calls } = await companyWith('[ok]', 'email');
    await h.db
      .updateTable('companies')
      .set({ email: 'accounts@registry.example.in' })
      .where('id', '=', company.id)
      .execute();
    const { body } = await h.enrichment(company.id);
    expect(body.email).toEqual({
      status: 'ready',
      data: { email: 'accounts@registry.example.in' },
      error: null,
    });
    expect(calls()).toBe(0);
  });

  it('should ask the e-mail source with the company id, CIN and name when the row has none', async () => {
    const { company, name } = await companyWith('[ok]', 'email');
    const settled = await h.settled(company.id);
    expect(settled.email).toEqual({
      status: 'ready',
      data: { email: emailFor(name) },
      error: null,
    });
    const request = h.fakes.email.requests.find((line) => line.includes(name))!;
    expect(JSON.parse(request.slice(request.indexOf('{')))).toEqual({
      company_id: company.id,
      cin: company.cin,
      company_name: name,
    });
  });

  it('should cache "no e-mail" and not ask again', async () => {
    const { company, calls } = await companyWith('[none]', 'email');
    expect((await h.settled(company.id)).email.status).toBe('none');
    await h.enrichment(company.id);
    expect(calls()).toBe(1);
  });

  it.each(FAILURES)('should retry %s up to the bound and cache the failure', async (marker) => {
    const { company, calls } = await companyWith(marker, 'email');
    const { email } = await h.settled(company.id);
    expect(email.status).toBe('failed');
    expect(email.error).toBe(
      marker === '[timeout]' ? 'Failed to fetch data' : 'Service temporarily unavailable',
    );
    expect(calls()).toBe(ATTEMPTS);
  });
});
