import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckCharacter, searchResponseSchema } from '@trusthive/contracts';
import {
  QUEUES,
  buildServiceServer,
  createServiceDeps,
  loadConfig,
  type CompanyRow,
  type ServiceDeps,
} from '@trusthive/platform';
import {
  TEST_HINT_TIMEOUT_MS,
  newCompany,
  testDatabaseUrl,
  testRedisUrl,
  uniqueCompanyPan,
  validGstinFor,
} from '@trusthive/platform/testing';
import { buildApp } from '../src/app';
import { queuedSearchEvents } from './support/queued-events';
import { uniqueToken } from './support/search-fixtures';

/** The terms of the search events waiting on the queue. */
const queuedTerms = async (queue: Queue) =>
  (await queuedSearchEvents(queue)).flatMap((event) =>
    event.kind === 'search' ? [event.searchTerm] : [],
  );

// Issue 40, slice 2: a GSTIN or PAN typed whole, whatever type is chosen, answers what TrustHive
// holds under it (companies.gst_number/pan_number, company_gst_details, gst_registrations
// matched to a company), through the real service on PostgreSQL. The numbers are fresh per run:
// the database is shared with other files and tiers.
describe('search routes: GSTIN and PAN', () => {
  let app: FastifyInstance;
  let deps: ServiceDeps;
  let analyticsQueue: Queue;
  const token = uniqueToken().toUpperCase();
  const queuePrefix = `test-${randomUUID()}`;

  /** A PAN held three ways: a company's own record, GST details, a matched registration. */
  const pan = uniqueCompanyPan();
  const karnataka = validGstinFor(pan, '29');
  const maharashtra = validGstinFor(pan, '27');
  /** A GSTIN on one company's own record only. */
  const listedGstin = validGstinFor(uniqueCompanyPan(), '33');
  /** A GSTIN nobody holds (a registration stored, but matched to no company). */
  const unmatchedGstin = validGstinFor(uniqueCompanyPan(), '07');
  let byRecord: CompanyRow;
  let byDetails: CompanyRow;
  let byMatch: CompanyRow;
  let lister: CompanyRow;
  let hidden: CompanyRow;

  beforeAll(async () => {
    deps = createServiceDeps(
      {
        ...loadConfig({ LOG_LEVEL: 'silent' }),
        database: { url: testDatabaseUrl(), poolSize: 4 },
        redis: { url: testRedisUrl() },
        queues: { prefix: queuePrefix },
        hints: { timeoutMs: TEST_HINT_TIMEOUT_MS },
      },
      'tax-id-search-test',
    );
    app = await buildServiceServer('search', deps, buildApp);
    analyticsQueue = new Queue(QUEUES.analyticsEvents.name, {
      connection: deps.redis,
      prefix: queuePrefix,
    });
    byRecord = await newCompany(deps.db, {
      company_name: `${token} ALPHA PRIVATE LIMITED`,
      pan_number: pan,
    });
    byDetails = await newCompany(deps.db, { company_name: `${token} BETA PRIVATE LIMITED` });
    await deps.db
      .insertInto('company_gst_details')
      .values({ company_id: byDetails.id, gstin: karnataka, pan })
      .execute();
    byMatch = await newCompany(deps.db, { company_name: `${token} GAMMA PRIVATE LIMITED` });
    lister = await newCompany(deps.db, {
      company_name: `${token} DELTA PRIVATE LIMITED`,
      gst_number: listedGstin,
    });
    // A registration awaiting staff review is found by no search.
    hidden = await newCompany(deps.db, {
      company_name: `${token} HIDDEN PRIVATE LIMITED`,
      pan_number: pan,
      review_status: 'pending',
    });
    const registration = {
      status: 'Active',
      provider: 'gsp.example.in',
      raw: '{}',
      stand_in: false,
    };
    await deps.db
      .insertInto('gst_registrations')
      .values([
        {
          ...registration,
          gstin: maharashtra,
          legal_name: `${token} GAMMA PRIVATE LIMITED`,
          trade_name: 'Gamma Mumbai',
          state_name: 'Maharashtra',
          company_id: byMatch.id,
          match_basis: 'legal_name_and_state',
        },
        {
          ...registration,
          gstin: karnataka,
          legal_name: `${token} GAMMA PRIVATE LIMITED`,
          state_name: 'Karnataka',
          status: 'Cancelled',
          stand_in: true,
        },
        {
          ...registration,
          gstin: unmatchedGstin,
          legal_name: 'SOMEONE ELSE',
          state_name: 'Delhi',
        },
      ])
      .execute();
  });

  afterAll(async () => {
    await analyticsQueue?.obliterate({ force: true });
    await analyticsQueue?.close();
    await app?.close();
    await deps?.db.destroy();
    deps?.redis.disconnect();
  });

  const search = async (q: string, type = 'name', page = 1) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/search?q=${encodeURIComponent(q)}&type=${type}&page=${page}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return searchResponseSchema.parse(response.json());
  };

  it.each(['name', 'cin', 'brand'])(
    'should answer a GSTIN on a company’s own record with that company, on a %s search',
    async (type) => {
      const body = await search(` ${listedGstin.toLowerCase()} `, type);
      expect(body.taxId).toEqual({ kind: 'gstin', value: listedGstin, checkFailed: false });
      expect(body.results.map((result) => result.id)).toEqual([lister.id]);
      expect(body.total).toBe(1);
      expect(body.gstRegistrations).toEqual([]);
      expect(body.didYouMean).toEqual([]);
    },
  );

  it('should answer a GSTIN in GST details and one matched from the GST network with their companies', async () => {
    expect((await search(karnataka)).results.map((result) => result.id)).toEqual([byDetails.id]);
    expect((await search(maharashtra)).results.map((result) => result.id)).toEqual([byMatch.id]);
  });

  it('should not answer a company whose match to the registration staff undid, by GSTIN or PAN', async () => {
    const pan = uniqueCompanyPan();
    const gstin = validGstinFor(pan, '24');
    const undone = await newCompany(deps.db, { company_name: `${token} UNDONE PRIVATE LIMITED` });
    const { id } = await deps.db
      .insertInto('gst_registrations')
      .values({
        gstin,
        legal_name: `${token} UNDONE PRIVATE LIMITED`,
        status: 'Active',
        provider: 'gsp.example.in',
        raw: '{}',
        company_id: undone.id,
        match_basis: 'legal_name_and_state',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await search(gstin)).results.map((result) => result.id)).toEqual([undone.id]);
    const staff = await deps.db
      .insertInto('staff_accounts')
      .values({
        email: `moderator-${randomUUID()}@tax-id-search-test.in`,
        display_name: 'Tax Id Search Test Moderator',
        role: 'moderator',
        password_hash: 'not-a-real-hash',
        created_at: new Date(),
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await deps.db
      .insertInto('gst_match_decisions')
      .values({
        registration_id: id,
        company_id: undone.id,
        match_basis: 'legal_name_and_state',
        decision: 'undone',
        decided_by: staff.id,
      })
      .execute();
    expect((await search(gstin)).results).toEqual([]);
    const byPan = await search(pan);
    expect(byPan.results).toEqual([]);
    // The registration itself is still GSTN's record of the PAN.
    expect(byPan.gstRegistrations.map((registration) => registration.recordGstin)).toEqual([gstin]);
  });

  it('should answer a GSTIN no company holds with no company, for the SPA to open its record page', async () => {
    const body = await search(unmatchedGstin, 'cin');
    expect(body.taxId).toEqual({ kind: 'gstin', value: unmatchedGstin, checkFailed: false });
    expect(body).toMatchObject({ total: 0, results: [], gstRegistrations: [] });
  });

  it('should look nothing up for a GSTIN whose check character is wrong', async () => {
    // The number on `lister`'s record with another check character: a typo, not its GSTIN.
    const right = listedGstin.charAt(14);
    const wrong = right === '0' ? '1' : '0';
    expect(gstinCheckCharacter(listedGstin.slice(0, 14))).toBe(right);
    const body = await search(`${listedGstin.slice(0, 14)}${wrong}`);
    expect(body.taxId).toMatchObject({ kind: 'gstin', checkFailed: true });
    expect(body.results).toEqual([]);
  });

  it('should list every live company holding a PAN, by name, and its stored registrations masked', async () => {
    const body = await search(pan.toLowerCase(), 'brand');
    expect(body.taxId).toEqual({ kind: 'pan', value: pan, checkFailed: false });
    expect(body.results.map((result) => result.id)).toEqual([
      byRecord.id,
      byDetails.id,
      byMatch.id,
    ]);
    expect(body.results.map((result) => result.id)).not.toContain(hidden.id);
    expect(body.total).toBe(3);
    expect(body.gstRegistrations).toEqual([
      {
        gstin: '29XXXXXXXXXXXZX',
        recordGstin: karnataka,
        state: 'Karnataka',
        status: 'Cancelled',
        legalName: `${token} GAMMA PRIVATE LIMITED`,
        tradeName: null,
        standIn: true,
      },
      {
        gstin: '27XXXXXXXXXXXZX',
        recordGstin: maharashtra,
        state: 'Maharashtra',
        status: 'Active',
        legalName: `${token} GAMMA PRIVATE LIMITED`,
        tradeName: 'Gamma Mumbai',
        standIn: false,
      },
    ]);
  });

  it('should not repeat a PAN’s registrations past its first page', async () => {
    const body = await search(pan, 'name', 2);
    expect(body).toMatchObject({ total: 3, results: [], gstRegistrations: [] });
  });

  it('should keep a searched GSTIN or PAN masked in its analytics event, a CIN as typed', async () => {
    await search(listedGstin);
    await search(pan);
    await expect
      .poll(async () => queuedTerms(analyticsQueue), {
        timeout: 10_000,
        interval: 100,
      })
      .toEqual(
        expect.arrayContaining([
          `33XXXXXXXXXXXZX`,
          `${pan.slice(0, 2)}XC${'X'.repeat(5)}${pan.charAt(9)}`,
        ]),
      );
    const terms = await queuedTerms(analyticsQueue);
    expect(terms.some((term) => term.includes(pan) || term.includes(listedGstin))).toBe(false);
  });
});
