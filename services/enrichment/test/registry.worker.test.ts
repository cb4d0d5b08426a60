import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyEventsOutbox, Outbox, createRedis } from '@trusthive/platform';
import { newCompany } from '@trusthive/platform/testing';
import { createProviders, type Providers } from '../src/providers';
import { RegistryJobs } from '../src/registry/registry-jobs';
import { createRegistryWorker, type RegistryWorker } from '../src/workers/registry.worker';
import {
  REGISTRY_KEY,
  STAND_IN_REGISTRY_AS_OF,
  standInCompany,
  startFakeRegistryApi,
  type FakeRegistryApi,
} from './fakes/registry-api';
import { startHarness, type Harness } from './harness';

// Issue 41: a profile's enrichment asks the registry provider about the company once; the
// worker stores its board, charges and filing dates with their source, writes the company's
// change event, and then asks about each director's other companies in the background. Real
// PostgreSQL and Redis, the registry stand-in as the provider.

let h: Harness;
let registry: FakeRegistryApi;
let providers: Providers;
let jobs: RegistryJobs;
let worker: RegistryWorker;
let workerConnection: ReturnType<typeof createRedis>;

beforeAll(async () => {
  registry = await startFakeRegistryApi();
  h = await startHarness({ REGISTRY_API_KEY: REGISTRY_KEY, REGISTRY_API_BASE_URL: registry.url });
  providers = createProviders(h.config.enrichment);
  jobs = new RegistryJobs({ connection: h.redis, prefix: h.prefix, requestsPerMinute: 600 });
  workerConnection = createRedis(h.config.redis.url, 'worker', 'registry-test');
  worker = createRegistryWorker({
    db: h.db,
    connection: workerConnection,
    redis: h.redis,
    jobs,
    registry: providers.registry,
    cache: h.cache,
    prefix: h.prefix,
    requestsPerMinute: 600,
    refreshDays: 30,
    events: new CompanyEventsOutbox(new Outbox(h.prefix)),
  });
  await worker.waitUntilReady();
});

afterAll(async () => {
  await worker?.close();
  await jobs?.close();
  workerConnection?.disconnect();
  await providers?.close();
  await h?.close();
  await registry?.close();
});

/** Asks for the enrichment until the registry part is no longer pending. */
async function registryPart(companyId: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { body } = await h.enrichment(companyId);
    if (body.registry.status !== 'pending' || Date.now() > deadline) return body.registry;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('registry lookups', () => {
  it('stores the board, charges and filing dates as the stand-in said them, and re-scores', async () => {
    const company = await newCompany(h.db);
    const cin = company.cin!;
    const first = await h.enrichment(company.id);
    expect(first.body.registry.status).toBe('pending');
    expect(first.body.pending).toContain('registry');

    const part = await registryPart(company.id);
    expect(part.status).toBe('ready');

    const record = await h.db
      .selectFrom('company_registry_records')
      .selectAll()
      .where('cin', '=', cin)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      as_of: STAND_IN_REGISTRY_AS_OF,
      last_balance_sheet_date: '2026-03-31',
      stand_in: true,
      provider: new URL(registry.url).host,
    });
    const board = await h.db
      .selectFrom('directors')
      .select(['din_pan', 'name', 'designation', 'director_id'])
      .where('company_cin', '=', cin)
      .orderBy('din_pan')
      .execute();
    const expected = standInCompany(cin).directors;
    expect(board.map((row) => row.din_pan)).toEqual(expected.map((d) => d.din).sort());
    expect(board.every((row) => row.director_id !== null)).toBe(true);
    const charges = await h.db
      .selectFrom('company_charges')
      .select(['holder', 'amount', 'status'])
      .where('company_cin', '=', cin)
      .orderBy('status')
      .execute();
    expect(charges).toEqual([
      { holder: 'STAND-IN BANK LIMITED', amount: 25_000_000, status: 'Open' },
      { holder: 'STAND-IN FINANCE LIMITED', amount: 7_500_000, status: 'Satisfied' },
    ]);
    expect(await h.scoreEvent(company.id)).toMatchObject({ reason: 'registry-updated' });
  });

  it("asks about each director's other companies in the background and stores them", async () => {
    const company = await newCompany(h.db);
    await registryPart(company.id);
    const din = standInCompany(company.cin!).directors[0]!.din;
    const deadline = Date.now() + 10_000;
    let rows: Array<{ company_cin: string; company_status: string | null }> = [];
    while (Date.now() < deadline) {
      rows = await h.db
        .selectFrom('directors')
        .innerJoin('registry_directors as p', 'p.id', 'directors.director_id')
        .select(['directors.company_cin', 'directors.company_status'])
        .where('p.din', '=', din)
        .where('p.companies_fetched_at', 'is not', null)
        .execute();
      if (rows.length >= 3) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(rows.map((row) => row.company_status).sort()).toEqual([
      'Active',
      'Active',
      'Strike Off',
    ]);
    expect(rows.map((row) => row.company_cin)).toContain(company.cin);
  });

  it('says so when the registry has no such CIN, and asks nothing for a company without one', async () => {
    const unknown = await newCompany(h.db);
    registry.says(unknown.cin!, null);
    const part = await registryPart(unknown.id);
    expect(part).toMatchObject({
      status: 'none',
      error: 'No company with this CIN in the registry',
    });
    const before = registry.requests.length;
    const noCin = await newCompany(h.db, { cin: null });
    expect((await h.enrichment(noCin.id)).body.registry.status).toBe('none');
    expect(registry.requests.length).toBe(before);
  });

  it('remembers that it asked about a person the registry does not know', async () => {
    const din = `08${String(Date.now()).slice(-6)}`;
    await h.db.insertInto('registry_directors').values({ din, name: 'NOBODY KNOWN' }).execute();
    await jobs.requestDirectors([din]);
    const deadline = Date.now() + 10_000;
    let asked: Date | null = null;
    while (!asked && Date.now() < deadline) {
      const row = await h.db
        .selectFrom('registry_directors')
        .select('companies_fetched_at')
        .where('din', '=', din)
        .executeTakeFirstOrThrow();
      asked = row.companies_fetched_at;
      if (!asked) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(asked).not.toBeNull();
  });

  it('a later answer replaces the board: a director who left is no longer listed', async () => {
    const company = await newCompany(h.db);
    const cin = company.cin!;
    await registryPart(company.id);
    const [stays] = standInCompany(cin).directors;
    registry.says(cin, { directors: [stays!], charges: [] });
    await jobs.requestCompany(cin);
    const deadline = Date.now() + 10_000;
    let board: string[] = [];
    while (Date.now() < deadline) {
      board = (
        await h.db
          .selectFrom('directors')
          .select('din_pan')
          .where('company_cin', '=', cin)
          .execute()
      ).map((row) => row.din_pan!);
      if (board.length === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(board).toEqual([stays!.din]);
    const charges = await h.db
      .selectFrom('company_charges')
      .select('id')
      .where('company_cin', '=', cin)
      .execute();
    expect(charges).toEqual([]);
  });
});
