import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstLookupSchema } from '@trusthive/contracts';
import { buildServiceServer, jobIds } from '@trusthive/platform';
import { newCompany } from '@trusthive/platform/testing';
import { createEnrichmentApp } from '../src/app';
import { createProviders } from '../src/providers';
import { SLOW_ANSWER_MS } from '../../../scripts/e2e/gst-stand-in';
import { GST_KEY, freshStandInGstin, startFakeGstApi, type FakeGstApi } from './fakes/gst-api';
import { startHarness, type Harness } from './harness';

// GET /api/gstin/:gstin (issue 40) against the GST stand-in over HTTP: what a visitor who
// typed a GSTIN is told, and how often the provider is asked. GSTN is asked by the enrichment
// worker's gst-lookup jobs (started here as the worker process starts them). Each test draws
// numbers of its own (freshStandInGstin): the run's database also holds what the browser tests
// looked up.

let gst: FakeGstApi;
let h: Harness;

const gstEnv = (api: FakeGstApi) => ({
  GST_API_KEY: GST_KEY,
  GST_API_BASE_URL: api.url,
  // Longer than the stand-in's slow answer, which the page waits out in two asks.
  PROVIDER_TIMEOUT_MS: String(SLOW_ANSWER_MS + 2_000),
});

beforeAll(async () => {
  gst = await startFakeGstApi();
  h = await startHarness(gstEnv(gst));
  await h.startGstWorkers();
});

afterAll(async () => {
  await h?.close();
  await gst?.close();
});

const lookup = async (gstin: string, query = '') => {
  const started = Date.now();
  const response = await h.app.inject({
    url: `/api/gstin/${encodeURIComponent(gstin)}${query}`,
  });
  return { response, elapsedMs: Date.now() - started };
};
const asked = (gstin: string) => gst.hits(`gstin=${gstin}`);

describe('GET /api/gstin/:gstin', () => {
  it('should name the expected check character of a mistyped GSTIN, and ask no provider', async () => {
    const good = freshStandInGstin('active');
    const expected = good.charAt(14);
    const typo = expected === 'A' ? 'B' : 'A';
    const mistyped = `${good.slice(0, 14)}${typo}`;
    const { response } = await lookup(mistyped);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        title: 'Check the GSTIN',
        message: `The last character of this GSTIN should be ${expected}, not ${typo}: one of its characters is probably mistyped.`,
        field: 'gstin',
      },
    });
    expect(asked(mistyped)).toBe(0);
  });

  it('should refuse what has no GSTIN’s shape with the shape in words', async () => {
    for (const typed of ['29AAGCB4521K1Z', 'hello', '29AAGCB4521K1ZKK', '2 9']) {
      const { response } = await lookup(typed);
      expect(response.statusCode, typed).toBe(400);
      expect(response.json().error.message, typed).toMatch(/^A GSTIN has 15 characters/);
    }
  });

  it('should answer an active registration in GSTN’s facts, marked as the stand-in’s, and store it', async () => {
    const active = freshStandInGstin('active');
    const typed = ` ${active.toLowerCase()} `;
    const { response } = await lookup(typed);
    expect(response.statusCode).toBe(200);
    const answer = gstLookupSchema.parse(response.json());
    expect(answer).toMatchObject({
      gstin: active,
      state: 'found',
      registration: {
        gstin: active,
        legalName: 'BLUEBELL HOME APPLIANCES PRIVATE LIMITED',
        tradeName: 'Bluebell Appliances',
        status: 'Active',
        registeredOn: '2017-07-01',
        cancelledOn: null,
        constitution: 'Private Limited Company',
        taxpayerType: 'Regular',
        principalPlace: { state: 'Karnataka', pincode: '560025' },
        natureOfBusiness: ['Wholesale Business', 'Retail Business'],
        einvoice: false,
        gstnUpdatedOn: '2025-08-12',
        provider: new URL(gst.url).host,
        standIn: true,
      },
    });
    expect(asked(active)).toBe(1);
    // Fresh for GST_REFRESH_DAYS: the next visitor is answered from the stored record.
    const again = gstLookupSchema.parse((await lookup(active)).response.json());
    expect(again.registration).toEqual(answer.registration);
    expect(asked(active)).toBe(1);
    const row = await h.db
      .selectFrom('gst_registrations')
      .select(['pan', 'status', 'stand_in'])
      .where('gstin', '=', active)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ pan: active.slice(2, 12), status: 'Active', stand_in: true });
  });

  it('should name the public companies whose own record lists the number, and no unreviewed one', async () => {
    const gstin = freshStandInGstin('cancelled');
    const onRow = await newCompany(h.db, {
      company_name: 'Sunrise Listing Row Private Limited',
      gst_number: gstin,
    });
    const inDetails = await newCompany(h.db, {
      company_name: 'Sunrise Listing Details Private Limited',
    });
    await h.db
      .insertInto('company_gst_details')
      .values({ company_id: inDetails.id, gstin })
      .execute();
    // A registration staff have not approved is shown nowhere, here neither.
    await newCompany(h.db, {
      company_name: 'Sunrise Unreviewed Private Limited',
      gst_number: gstin,
      review_status: 'pending',
    });
    const answer = gstLookupSchema.parse((await lookup(gstin)).response.json());
    expect(answer.listedBy).toEqual([
      { id: inDetails.id, name: 'Sunrise Listing Details Private Limited' },
      { id: onRow.id, name: 'Sunrise Listing Row Private Limited' },
    ]);
  });

  it('should match the registration to the MCA company with its PAN on record, and tell its score', async () => {
    const active = freshStandInGstin('active');
    const owner = await newCompany(h.db, {
      company_name: 'A Name GSTN Does Not Use Private Limited',
      pan_number: active.slice(2, 12),
    });
    expect(await h.scoreEvent(owner.id)).toBeUndefined();
    const answer = gstLookupSchema.parse((await lookup(active)).response.json());
    expect(answer.registration?.match).toEqual({
      company: { id: owner.id, name: 'A Name GSTN Does Not Use Private Limited' },
      basis: 'pan',
      confirmedByStaff: false,
    });
    // The score reads GSTN's facts: the new match is a company.changed for it.
    expect(await h.scoreEvent(owner.id)).toEqual({ companyId: owner.id, reason: 'gst-updated' });
  });

  it('should match by legal name and state, and not across states', async () => {
    // GSTN says BLUEBELL HOME APPLIANCES PRIVATE LIMITED; the MCA name may be cased otherwise.
    const sameState = await newCompany(h.db, {
      company_name: 'Bluebell Home Appliances Private Limited',
      company_state_code: 'Karnataka',
    });
    const karnataka = gstLookupSchema.parse(
      (await lookup(freshStandInGstin('active'))).response.json(),
    );
    expect(karnataka.registration?.match).toEqual({
      company: { id: sameState.id, name: 'Bluebell Home Appliances Private Limited' },
      basis: 'legal_name_and_state',
      confirmedByStaff: false,
    });
    // Sunrise's registration is in Maharashtra (27); its namesake company is in Gujarat.
    await newCompany(h.db, {
      company_name: 'Sunrise Textile Mills Private Limited',
      company_state_code: 'Gujarat',
    });
    const cancelled = gstLookupSchema.parse(
      (await lookup(freshStandInGstin('cancelled'))).response.json(),
    );
    expect(cancelled.registration?.match).toBeNull();
  });

  it('should say when a registration was cancelled', async () => {
    const cancelled = freshStandInGstin('cancelled');
    const answer = gstLookupSchema.parse((await lookup(cancelled)).response.json());
    expect(answer.state).toBe('found');
    expect(answer.registration).toMatchObject({ status: 'Cancelled', cancelledOn: '2024-03-15' });
  });

  it('should say GSTN has no such registration, and not ask again within the cache’s time', async () => {
    const none = freshStandInGstin('none');
    for (let ask = 0; ask < 3; ask += 1) {
      const { response } = await lookup(none);
      expect(response.json()).toEqual({
        gstin: none,
        state: 'not_found',
        registration: null,
        listedBy: [],
      });
    }
    expect(asked(none)).toBe(1);
  });

  it('should answer "checking" within about 2 s of a slow GSTN, then hold the next ask until it lands', async () => {
    const slow = freshStandInGstin('slow');
    const first = await lookup(slow);
    expect(first.response.json()).toMatchObject({ state: 'checking', registration: null });
    expect(first.elapsedMs).toBeLessThan(SLOW_ANSWER_MS);
    const held = await lookup(slow, '?waitMs=4000');
    expect(held.response.json()).toMatchObject({
      state: 'found',
      registration: { legalName: 'UNHURRIED FREIGHT PRIVATE LIMITED' },
    });
    // The held ask joined the lookup already running: GSTN was asked once.
    expect(asked(slow)).toBe(1);
  });

  it('should ask GSTN once for a number two replicas are asked about at the same time', async () => {
    // A second enrichment service on the same Redis and queues, as a second pod is.
    const providers = createProviders(h.config.enrichment);
    const replica = await buildServiceServer(
      'enrichment',
      { config: h.config, db: h.db, redis: h.redis },
      createEnrichmentApp({ jobs: { prefix: h.prefix }, providers }),
    );
    try {
      const slow = freshStandInGstin('slow');
      const [here, there] = await Promise.all([
        lookup(slow, '?waitMs=5000'),
        replica.inject({ url: `/api/gstin/${slow}?waitMs=5000` }),
      ]);
      expect(here.response.json()).toMatchObject({ state: 'found' });
      expect(there.json()).toMatchObject({ state: 'found' });
      expect(asked(slow)).toBe(1);
    } finally {
      await replica.close();
      await providers.close();
    }
  });

  it('should say GSTN cannot be reached when the provider is down', async () => {
    const down = freshStandInGstin('down');
    const { response } = await lookup(down);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      gstin: down,
      state: 'unavailable',
      registration: null,
      listedBy: [],
    });
    expect(asked(down)).toBe(1);
  });
});

describe('GET /api/gstin/:gstin when GSTN is over its quota', () => {
  // A 429 pauses every GST lookup of the queue (its Retry-After is a minute), so this runs on
  // queues of its own.
  let quotaApi: FakeGstApi;
  let q: Harness;

  beforeAll(async () => {
    quotaApi = await startFakeGstApi();
    q = await startHarness(gstEnv(quotaApi));
    await q.startGstWorkers();
  });

  afterAll(async () => {
    await q?.close();
    await quotaApi?.close();
  });

  it('should say GSTN cannot be reached, pause every GST lookup, and keep the asked one queued', async () => {
    const overQuota = freshStandInGstin('overQuota');
    const first = await q.app.inject({ url: `/api/gstin/${overQuota}` });
    expect(first.json()).toEqual({
      gstin: overQuota,
      state: 'unavailable',
      registration: null,
      listedBy: [],
    });
    // Another number is not asked while the quota is spent: the visitor is told so at once.
    const active = freshStandInGstin('active');
    const second = await q.app.inject({ url: `/api/gstin/${active}` });
    expect(second.json()).toMatchObject({ gstin: active, state: 'unavailable' });
    expect(quotaApi.hits(`gstin=${active}`)).toBe(0);
    expect(quotaApi.hits(`gstin=${overQuota}`)).toBe(1);
    // Both wait for the quota, neither failed (a finished job is removed).
    for (const gstin of [overQuota, active]) {
      expect(await q.gstJobs.queue.getJob(jobIds.gstLookup(gstin)), gstin).toBeDefined();
    }
  });
});

describe('GET /api/gstin/:gstin with no GST provider configured', () => {
  let off: Harness;

  beforeAll(async () => {
    off = await startHarness();
  });

  afterAll(async () => {
    await off?.close();
  });

  it('should say GST numbers cannot be checked here, and still check the check character', async () => {
    const never = freshStandInGstin('none');
    const ok = await off.app.inject({ url: `/api/gstin/${never}` });
    expect(ok.json()).toEqual({
      gstin: never,
      state: 'off',
      registration: null,
      listedBy: [],
    });
    const typo = never.charAt(14) === 'A' ? 'B' : 'A';
    const mistyped = await off.app.inject({ url: `/api/gstin/${never.slice(0, 14)}${typo}` });
    expect(mistyped.statusCode).toBe(400);
  });
});
