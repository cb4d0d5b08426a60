import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompany } from '@trusthive/platform/testing';
import { createProviders } from '../src/providers';
import { createLookups } from '../src/workers/lookups';
import { placeResult, slug } from './fakes/google-places';
import { ATTEMPTS, startHarness, type Harness } from './harness';

// The place-details lookup end to end: a profile view (GET .../enrichment) queues it, the
// worker asks the fake Google Places API, and the next views show the cached answer.

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  await h.startWorkers();
});

afterAll(async () => {
  await h?.close();
});

/** A company whose name carries the fake's behaviour marker, and its lookup's call count. */
async function companyWith(marker: string) {
  const name = `Place ${randomUUID().slice(0, 8)} ${marker} Private Limited`;
  const company = await newCompany(h.db, { company_name: name, domain_name: null, email: null });
  return { company, name, calls: () => h.fakes.places.hits(`input=${name}`) };
}

describe('place details worker', () => {
  it('should show the place, save its website as the domain and queue a score recompute', async () => {
    const { company, name } = await companyWith('[ok]');

    const first = await h.enrichment(company.id);
    expect(first.status).toBe(200);
    expect(first.body.place.status).toBe('pending');
    expect(first.body.pending).toContain('place');

    const settled = await h.settled(company.id);
    const expected = placeResult(name);
    expect(settled.place).toEqual({
      status: 'ready',
      error: null,
      data: {
        name: expected.name,
        rating: 4.6,
        userRatingsTotal: 128,
        formattedAddress: expected.formatted_address,
        formattedPhoneNumber: expected.formatted_phone_number,
        website: expected.website,
        photos: [
          { reference: `photoref${slug(name)}a`, width: 1600, height: 1200 },
          { reference: `photoref${slug(name)}b`, width: 800, height: 600 },
        ],
        reviews: [
          {
            authorName: 'Asha Rao',
            profilePhotoUrl: 'https://lh3.googleusercontent.com/a/asha',
            rating: 5,
            relativeTimeDescription: '2 months ago',
            text: 'Prompt delivery and honest pricing.',
          },
        ],
      },
    });

    const row = await h.db
      .selectFrom('companies')
      .select(['domain_name', 'ratings'])
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(row.domain_name).toBe(expected.website);
    expect(row.ratings).toMatchObject({ google: 4.6, google_user_ratings_total: 128 });
    expect(await h.scoreEvent(company.id)).toEqual({ companyId: company.id, reason: 'enriched' });
  });

  it('should record a place found without a rating, for the score to show the estimated 4.5', async () => {
    const { company } = await companyWith('[unrated]');
    const settled = await h.settled(company.id);
    expect(settled.place.status).toBe('ready');
    expect(settled.place.data).toMatchObject({ rating: null, userRatingsTotal: null });

    const row = await h.db
      .selectFrom('companies')
      .select('ratings')
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(row.ratings).toEqual({ google_place_found: true });
    expect(await h.scoreEvent(company.id)).toEqual({ companyId: company.id, reason: 'enriched' });
  });

  it('should never send the provider key to the caller', async () => {
    const { company } = await companyWith('[ok]');
    await h.settled(company.id);
    const response = await h.app.inject({ url: `/api/companies/${company.id}/enrichment` });
    expect(response.body).not.toContain(h.config.enrichment.providers.places.apiKey!);
    expect(response.body).not.toContain(h.fakes.places.url);
  });

  it('should cache "no place_id found" without retrying or asking again within the window', async () => {
    const { company, calls } = await companyWith('[none]');
    const settled = await h.settled(company.id);
    expect(settled.place).toEqual({ status: 'none', data: null, error: 'No place_id found' });
    expect(calls()).toBe(1);

    const again = await h.enrichment(company.id);
    expect(again.body.place.status).toBe('none');
    expect(again.body.pending).not.toContain('place');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls()).toBe(1);
    expect(await h.scoreEvent(company.id)).toBeUndefined();
  });

  it('should cache "no details found for place_id" when the details are gone', async () => {
    const { company } = await companyWith('[nodetails]');
    const settled = await h.settled(company.id);
    expect(settled.place).toEqual({
      status: 'none',
      data: null,
      error: 'No details found for place_id',
    });
  });

  it.each([
    ['[error500]', 'Failed to fetch place details'],
    ['[timeout]', 'Network error'],
    ['[malformed]', 'Failed to fetch place details'],
  ])('should retry %s up to the bound, then cache the failure as %j', async (marker, error) => {
    const { company, calls } = await companyWith(marker);
    const settled = await h.settled(company.id);
    expect(settled.place).toEqual({ status: 'failed', data: null, error });
    expect(calls()).toBe(ATTEMPTS);

    // The failure is cached: a view within the window does not queue another lookup.
    const again = await h.enrichment(company.id);
    expect(again.body.place.status).toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls()).toBe(ATTEMPTS);
    const row = await h.db
      .selectFrom('companies')
      .select('domain_name')
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(row.domain_name).toBeNull();
  });

  it('should not retry a request the provider refuses (REQUEST_DENIED)', async () => {
    const { company, calls } = await companyWith('[denied]');
    const settled = await h.settled(company.id);
    expect(settled.place).toEqual({
      status: 'failed',
      data: null,
      error: 'Failed to fetch place details',
    });
    expect(calls()).toBe(1);
  });

  it('should skip a company with a blank name (spec §5) and ask no provider', async () => {
    // The companies table refuses blank names, so this reaches the lookup directly.
    const providers = createProviders(h.config.enrichment);
    const lookups = createLookups(h.db, providers);
    const before = h.fakes.places.requests.length + h.fakes.logo.requests.length;
    const blank = {
      id: 1,
      name: '   ',
      cin: null,
      email: null,
      logo: null,
      domainName: null,
      registryFetchedAt: null,
    };
    expect(await lookups.run('place', blank)).toEqual({
      status: 'none',
      data: null,
      error: 'No results found',
    });
    expect((await lookups.run('logo', blank)).status).toBe('none');
    expect(h.fakes.places.requests.length + h.fakes.logo.requests.length).toBe(before);
    await providers.close();
  });
});
