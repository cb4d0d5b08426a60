import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENTITY_TYPES_FALLBACK,
  IDEMPOTENCY_MESSAGES,
  REGISTRATION_MESSAGES as R,
  UNSTORABLE_TEXT_MESSAGE,
  entityTypesResponseSchema,
  registrationConflictSchema,
  type RegistrationInput,
  type SubmissionMessage,
} from '@trusthive/contracts';
import {
  COMPANY_EVENT_QUEUES,
  QUEUES,
  buildServiceServer,
  createServiceDeps,
  pendingCompanyChange,
  loadConfig,
} from '@trusthive/platform';
import {
  approveRegistrationForTest,
  newCompany,
  ownerTestDb,
  testRedisUrl,
  uniqueCin,
  uniqueLlpin,
  validRegistration,
} from '@trusthive/platform/testing';
import { buildApp } from '../src/app';
import { dedupe } from '../src/intake/entity-types.routes';
import { newKey, startService, type TestService } from './support';

let service: TestService;

beforeAll(async () => {
  service = await startService('registrations-test');
});

afterAll(async () => {
  await service?.close();
});

const registration = (overrides: Partial<RegistrationInput> = {}) =>
  validRegistration({
    companyName: `Registered ${randomUUID().slice(0, 8)} Traders`,
    ...overrides,
  });

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  service.app.inject({
    method: 'POST',
    url: '/api/registrations',
    payload: payload as object,
    headers,
  });

/** The value once it is defined, or undefined after a few seconds. */
async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const companiesWithName = (name: string) =>
  service.deps.db.selectFrom('companies').selectAll().where('company_name', '=', name).execute();

describe('POST /api/registrations', () => {
  // Issue 24 #3: PostgreSQL text cannot hold NUL; a lone surrogate has no UTF-8 form.
  it.each([
    ['companyName', '\u0000'],
    ['address', '\u0000'],
    ['description', '\ud800'],
    ['contactPerson', '\udfff'],
    ['brands.0.brandName', '\u0000'],
  ])('should refuse %s with %j in it with 400, storing nothing', async (field, bad) => {
    const input = registration({
      relationshipType: 'brand_owner',
      brands: [{ brandName: 'Zing', website: 'zing.in' }],
    });
    const payload =
      field === 'brands.0.brandName'
        ? { ...input, brands: [{ brandName: `Zing${bad}`, website: 'zing.in' }] }
        : { ...input, [field]: `${String(input[field as keyof RegistrationInput])}${bad}` };
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { ...UNSTORABLE_TEXT_MESSAGE, field } });
    expect(await companiesWithName(input.companyName ?? '')).toEqual([]);
  });

  it('should insert the company pending verification, with its brands, and answer its id', async () => {
    const input = registration({
      relationshipType: 'brand_owner',
      companyName: 'acme kitchen   works',
      cin: uniqueCin().toLowerCase(),
      brands: [
        { brandName: 'Zing', trademarkName: 'ZING', website: 'zing.in', wantsAuthorization: true },
        { brandName: 'Zap', website: 'https://zap.in/shop' },
        { brandName: ' ', website: '' },
      ],
    });
    const response = await post(input);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const company = await service.deps.db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(company).toMatchObject({
      company_name: 'acme kitchen   works',
      cin: input.cin?.toUpperCase(),
      company_limited_by: 'Private Limited',
      company_status: 'Pending Verification',
      is_verified: false,
      is_claimed: false,
      data_source: 'registration',
      relationship_type: 'brand_owner',
      has_different_brand: true,
      wants_brand_authorization: true,
      registered_office_address: '12 MG Road',
      city: 'Mumbai',
      company_state_code: 'Maharashtra',
      pincode: '400001',
      website: 'https://acme-traders.in',
      email: 'owner@acme-traders.in',
      phone: '9876543210',
      business_category: 'Retail',
    });
    const brands = await service.deps.db
      .selectFrom('brands')
      .select(['brand_name', 'trademark_name', 'website_url'])
      .where('company_id', '=', id)
      .orderBy('brand_name')
      .execute();
    expect(brands).toEqual([
      { brand_name: 'Zap', trademark_name: null, website_url: 'https://zap.in/shop' },
      { brand_name: 'Zing', trademark_name: 'ZING', website_url: 'https://zing.in' },
    ]);
  });

  it('should store no brands for a reseller, whatever the form carried', async () => {
    const response = await post(
      registration({ relationshipType: 'reseller', brands: [{ brandName: 'Stray' }] }),
    );
    const { id } = response.json();
    const brands = await service.deps.db
      .selectFrom('brands')
      .select('id')
      .where('company_id', '=', id)
      .execute();
    expect(brands).toEqual([]);
  });

  it('should register a sole proprietorship without a CIN', async () => {
    const input = registration({ entityType: 'Sole Proprietorship', cin: '' });
    const response = await post(input);
    expect(response.statusCode).toBe(201);
    const [company] = await companiesWithName(input.companyName ?? '');
    expect(company?.cin).toBeNull();
  });

  it('should keep a GSTIN given at registration, checked and upper-cased, and refuse a mistyped one', async () => {
    const input = registration({ gstin: ' 29aagcb4521k1zk ' });
    expect((await post(input)).statusCode).toBe(201);
    const [company] = await companiesWithName(input.companyName ?? '');
    expect(company?.gst_number).toBe('29AAGCB4521K1ZK');

    const mistyped = registration({ gstin: '29AAGCB4521K1ZA' });
    const refused = await post(mistyped);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: {
        title: 'Check the GSTIN',
        message:
          'The last character of this GSTIN should be K, not A: one of its characters is probably mistyped.',
        field: 'gstin',
      },
    });
    expect(await companiesWithName(mistyped.companyName ?? '')).toEqual([]);
  });

  it('should tell the search index and the score worker after commit', async () => {
    const response = await post(registration());
    const { id } = response.json();
    for (const key of COMPANY_EVENT_QUEUES) {
      const queue = new Queue(QUEUES[key].name, {
        connection: service.deps.redis,
        prefix: service.queuePrefix,
      });
      // The event leaves through the outbox, sent by the service's relay just after commit.
      const job = await eventually(() => pendingCompanyChange(queue, id));
      await queue.close();
      expect(job?.data).toEqual({ companyId: id, reason: 'registered' });
    }
  });

  const refusals: Array<[string, Partial<RegistrationInput>, SubmissionMessage, string]> = [
    ['no company name', { companyName: '' }, R.missingInformation, 'companyName'],
    ['no e-mail', { email: '' }, R.missingInformation, 'email'],
    ['no company type', { entityType: '' }, R.missingInformation, 'entityType'],
    ['no relationship', { relationshipType: undefined }, R.missingInformation, 'relationshipType'],
    ['no CIN for a company', { cin: '' }, R.missingCin, 'cin'],
    ['a malformed e-mail', { email: 'owner@' }, R.invalidEmail, 'email'],
    ['a malformed CIN', { cin: 'X12345MH2020PTC123456' }, R.invalidCin, 'cin'],
    ['a malformed LLPIN', { entityType: 'LLP', cin: 'AB-1' }, R.invalidLlpin, 'cin'],
    ['a CIN for a partnership', { entityType: 'Partnership Firm' }, R.cinNotRequired, 'cin'],
    ['a short phone', { phone: '98765' }, R.invalidPhone, 'phone'],
    ['a bad website', { website: 'not a site' }, R.invalidWebsite, 'website'],
    ['a brand owner with no brand', { relationshipType: 'brand_owner' }, R.missingBrand, 'brands'],
    [
      'a bad brand website',
      { relationshipType: 'brand_owner', brands: [{ brandName: 'Z', website: 'a b' }] },
      R.invalidBrandWebsites,
      'brands.0.website',
    ],
    ['no address', { address: '' }, R.missingInformation, 'address'],
    ['no city', { city: '' }, R.missingInformation, 'city'],
    ['no state', { state: '' }, R.missingInformation, 'state'],
    ['no PIN code', { pincode: '' }, R.missingInformation, 'pincode'],
    ['a 5-digit PIN code', { pincode: '40001' }, R.invalidPincode, 'pincode'],
    ['a long description', { description: 'x'.repeat(1001) }, R.descriptionTooLong, 'description'],
    ['a logo that is no URL', { logo: 'data x' }, R.invalidLogo, 'logo'],
    ['the terms not agreed', { agreeTerms: false }, R.terms, 'agreeTerms'],
  ];

  it.each(refusals)(
    'should answer 400 for %s with the spec message',
    async (_case, change, problem, field) => {
      const input = registration(change);
      const response = await post(input);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { ...problem, field } });
      expect(await companiesWithName(input.companyName ?? '')).toEqual([]);
    },
  );

  it('should answer 409 with the listed company id for a CIN already listed', async () => {
    const listed = await newCompany(service.deps.db);
    const input = registration({ cin: listed.cin?.toLowerCase() ?? '' });
    const response = await post(input);
    expect(response.statusCode).toBe(409);
    expect(registrationConflictSchema.parse(response.json())).toEqual({
      error: { ...R.alreadyListed, field: 'cin' },
      companyId: listed.id,
    });
    expect(await companiesWithName(input.companyName ?? '')).toEqual([]);
  });

  it('should give one of two simultaneous registrations of one CIN the 409', async () => {
    const cin = uniqueCin();
    const answers = await Promise.all([post(registration({ cin })), post(registration({ cin }))]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    // The winner waits for review, so the loser is told so and offered no claim of it.
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      error: { ...R.cinUnderReview, field: 'cin' },
    });
  });

  it('should offer no claim for a CIN whose registration waits for review, and the claim once it is live', async () => {
    const cin = uniqueCin();
    const first = await post(registration({ cin }));
    expect(first.statusCode).toBe(201);
    const waiting = await post(registration({ cin }));
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toEqual({ error: { ...R.cinUnderReview, field: 'cin' } });

    await approveRegistrationForTest(service.deps.db, first.json().id);
    const listed = await post(registration({ cin }));
    expect(listed.statusCode).toBe(409);
    expect(registrationConflictSchema.parse(listed.json())).toEqual({
      error: { ...R.alreadyListed, field: 'cin' },
      companyId: first.json().id,
    });
  });

  it('should leave nothing behind when the brand insert fails after the company insert', async () => {
    // A real database failure between the two inserts: a trigger refuses this one brand.
    const marker = `Explode ${randomUUID()}`;
    const db = service.deps.db;
    const owner = ownerTestDb();
    await sql`
      create or replace function submissions_test_fail_brand() returns trigger language plpgsql as $$
      begin
        if new.brand_name like 'Explode %' then raise exception 'injected brand failure'; end if;
        return new;
      end $$
    `.execute(owner);
    await sql`create trigger submissions_test_fail_brand before insert on brands
      for each row execute function submissions_test_fail_brand()`.execute(owner);
    try {
      const key = newKey();
      const input = registration({
        relationshipType: 'brand_owner',
        brands: [{ brandName: 'Fine Brand' }, { brandName: marker }],
      });
      const response = await post(input, { 'idempotency-key': key });
      expect(response.statusCode).toBe(500);
      expect(response.json().error.message).toBe(
        'An unexpected error occurred. Please try again later.',
      );
      expect(await companiesWithName(input.companyName ?? '')).toEqual([]);
      const brands = await db
        .selectFrom('brands')
        .select('id')
        .where('brand_name', '=', marker)
        .execute();
      expect(brands).toEqual([]);
      const keys = await db
        .selectFrom('idempotency_keys')
        .select('key')
        .where('key', '=', key)
        .execute();
      expect(keys).toEqual([]);
    } finally {
      await sql`drop trigger if exists submissions_test_fail_brand on brands`.execute(owner);
      await sql`drop function if exists submissions_test_fail_brand()`.execute(owner);
      await owner.destroy();
    }
  });

  it('should answer a retry with the same Idempotency-Key with the first answer, writing once', async () => {
    const key = newKey();
    const input = registration();
    const first = await post(input, { 'idempotency-key': key });
    const retry = await post(input, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await companiesWithName(input.companyName ?? '')).toHaveLength(1);
  });

  it('should write once when the same submit arrives twice at the same moment', async () => {
    // Twenty pairs: the twin may commit at any point of the other's checks (a pair whose twin
    // committed between the answer lookup and the CIN check once answered 409).
    for (let pair = 0; pair < 20; pair += 1) {
      const key = newKey();
      const input = registration();
      const answers = await Promise.all([
        post(input, { 'idempotency-key': key }),
        post(input, { 'idempotency-key': key }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
      expect(answers[0]?.json()).toEqual(answers[1]?.json());
      expect(await companiesWithName(input.companyName ?? '')).toHaveLength(1);
    }
  });

  it('should refuse a key reused for a different registration with 422', async () => {
    const key = newKey();
    await post(registration(), { 'idempotency-key': key });
    const other = registration();
    const response = await post(other, { 'idempotency-key': key });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: IDEMPOTENCY_MESSAGES.keyReused });
    expect(await companiesWithName(other.companyName ?? '')).toEqual([]);
  });

  it('should refuse a malformed Idempotency-Key with 400', async () => {
    const response = await post(registration(), { 'idempotency-key': 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: IDEMPOTENCY_MESSAGES.invalidKey });
  });

  it('should answer 413 for an oversized body', async () => {
    const response = await post(registration({ description: 'x'.repeat(300 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.title).toBe('Payload Too Large');
  });

  it('should accept an LLP with its LLPIN', async () => {
    const response = await post(registration({ entityType: 'LLP', cin: uniqueLlpin() }));
    expect(response.statusCode).toBe(201);
  });
});

describe('GET /api/entity-types', () => {
  it('should list the types registered with the MCA first, then by name', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/api/entity-types' });
    expect(response.statusCode).toBe(200);
    const { entityTypes } = entityTypesResponseSchema.parse(response.json());
    const sorted = [...entityTypes].sort(
      (a, b) =>
        Number(b.registeredWithMca) - Number(a.registeredWithMca) ||
        (a.entityType < b.entityType ? -1 : 1),
    );
    expect(entityTypes).toEqual(sorted);
    expect(entityTypes.map((type) => type.entityType)).toEqual(
      expect.arrayContaining(ENTITY_TYPES_FALLBACK.map((type) => type.entityType)),
    );
  });

  it('should answer the fallback list when the table cannot be read', async () => {
    const base = loadConfig({ LOG_LEVEL: 'silent' });
    const deps = createServiceDeps(
      {
        ...base,
        database: { url: 'postgres://postgres@127.0.0.1:1/unreachable', poolSize: 1 },
        redis: { url: testRedisUrl() },
      },
      'entity-types-down-test',
    );
    const app = await buildServiceServer('submissions', deps, buildApp);
    try {
      const response = await app.inject({ method: 'GET', url: '/api/entity-types' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ entityTypes: ENTITY_TYPES_FALLBACK });
    } finally {
      await app.close();
      await deps.db.destroy();
      deps.redis.disconnect();
    }
  });

  it('should keep the first of names that differ only in case or spaces', () => {
    const row = (entityType: string, registeredWithMca: boolean) => ({
      entityType,
      registeredWithMca,
      notes: null,
    });
    expect(dedupe([row('LLP', true), row(' llp', true), row('HUF', false)])).toEqual([
      row('LLP', true),
      row('HUF', false),
    ]);
  });
});
