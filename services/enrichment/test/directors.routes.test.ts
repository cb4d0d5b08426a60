import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directorPageSchema } from '@trusthive/contracts';
import { QUEUES, jobIds } from '@trusthive/platform';
import { newCompany, newRegistryDirector, uniqueCin } from '@trusthive/platform/testing';
import { startHarness, type Harness } from './harness';

// GET /api/directors/:id (issue 41): a person on company boards by their page's random id.
// Each test makes its own people and companies (fresh DINs and CINs): the run's database is
// shared with every other test.

const page = (h: Harness, id: string, query = '') =>
  h.app.inject({ url: `/api/directors/${encodeURIComponent(id)}${query}` });

describe('GET /api/directors/:id with no registry provider', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('should list current companies first, named and statused by TrustHive when it lists them', async () => {
    const listed = await newCompany(h.db, {
      company_name: 'Konkan Spice Private Limited',
      company_status: 'Strike Off',
    });
    const person = await newRegistryDirector(h.db, {
      companies: [
        {
          cin: listed.cin!,
          companyName: 'KONKAN SPICE PVT LTD',
          companyStatus: 'Active',
          appointedOn: '2015-04-01',
        },
        { companyName: 'Malabar Traders Private Limited', companyStatus: 'Strike Off' },
        { companyName: 'Bharat Looms Limited', companyStatus: 'Under CIRP' },
        { companyName: 'Adyar Foods Limited', companyStatus: 'Active', ceasedOn: '2019-03-31' },
      ],
    });
    const response = await page(h, person.publicId);
    expect(response.statusCode).toBe(200);
    const answer = directorPageSchema.parse(response.json());
    expect(answer).toMatchObject({ id: person.publicId, name: person.name, state: 'off' });
    expect(
      answer.companies.map((company) => [company.name, company.companyId, company.status]),
    ).toEqual([
      ['Bharat Looms Limited', null, 'Under CIRP'],
      ['Konkan Spice Private Limited', listed.id, 'Strike Off'],
      ['Malabar Traders Private Limited', null, 'Strike Off'],
      ['Adyar Foods Limited', null, 'Active'],
    ]);
    expect(answer.companies[1]).toMatchObject({ appointedOn: '2015-04-01', ceasedOn: null });
    expect(answer.troubleSummary).toBe(
      "2 of this director's 4 companies are struck off and 1 is under insolvency resolution (CIRP).",
    );
  });

  it('should mask the DIN on the server and name a stand-in as not MCA data', async () => {
    const person = await newRegistryDirector(h.db, {
      din: '0' + String(Date.now()).slice(-7),
      companies: [{}],
    });
    const response = await page(h, person.publicId);
    const answer = directorPageSchema.parse(response.json());
    expect(answer.din).toBe(`${person.din.slice(0, 2)}XXXX${person.din.slice(-2)}`);
    expect(response.body).not.toContain(person.din);
    expect(answer.source).toBe(
      'Source: a stand-in for the registry (registry.example), not MCA data',
    );
    expect(answer.troubleSummary).toBeNull();
  });

  it("should name MCA data with the provider's date", async () => {
    const person = await newRegistryDirector(h.db, { standIn: false, provider: 'kyb.example' });
    await h.db
      .updateTable('registry_directors')
      .set({ companies_as_of: '2026-11-30' })
      .where('id', '=', person.id)
      .execute();
    const answer = directorPageSchema.parse((await page(h, person.publicId)).json());
    expect(answer.source).toBe('Source: MCA data via kyb.example, as of 30 Nov 2026');
    expect(answer.companies).toEqual([]);
  });

  it('should answer 404 in the error shape for an unknown or malformed id', async () => {
    for (const id of [
      '0123456789abcdef',
      'not-an-id',
      '0123456789ABCDEF',
      "1' or 1=1",
      'x'.repeat(64),
    ]) {
      const response = await page(h, id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json(), id).toEqual({
        error: { title: 'Director not found', message: 'No director page has this address.' },
      });
    }
  });
});

describe('GET /api/directors/:id with a registry provider', () => {
  let h: Harness;
  let queue: Queue;
  beforeAll(async () => {
    // No worker runs here: a queued lookup stays queued, which is what a slow provider looks like.
    h = await startHarness({
      REGISTRY_API_KEY: 'registry-key',
      REGISTRY_API_BASE_URL: 'http://127.0.0.1:9',
    });
    queue = new Queue(QUEUES.registryLookup.name, { connection: h.redis, prefix: h.prefix });
  });
  afterAll(async () => {
    await queue?.close();
    await h?.close();
  });

  it("should queue the person's lookup when their companies were never asked for, and say it is checking", async () => {
    const person = await newRegistryDirector(h.db, {
      companies: [{ cin: uniqueCin(), companyName: 'Held Private Limited' }],
    });
    const response = await page(h, person.publicId, '?waitMs=50');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = directorPageSchema.parse(response.json());
    expect(answer.state).toBe('checking');
    expect(answer.companies.map((company) => company.name)).toEqual(['Held Private Limited']);
    const job = await queue.getJob(jobIds.registryDirector(person.din));
    expect(job?.data).toEqual({ din: person.din });
  });

  it('should answer companies fetched within REGISTRY_REFRESH_DAYS without asking', async () => {
    const person = await newRegistryDirector(h.db, { companiesFetchedAt: new Date() });
    const answer = directorPageSchema.parse((await page(h, person.publicId)).json());
    expect(answer.state).toBe('found');
    expect(await queue.getJob(jobIds.registryDirector(person.din))).toBeUndefined();
  });
});
