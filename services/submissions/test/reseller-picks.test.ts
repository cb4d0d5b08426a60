import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REGISTRATION_MESSAGES as R,
  SELECTED_BRAND_COMPANIES_MAX,
  type RegistrationInput,
} from '@trusthive/contracts';
import { newCompany, uniqueCin } from '@trusthive/platform/testing';
import { newKey, startService, type TestService } from './support';

// Issue 20 #9 (spec §3 selectedBrandCompanies): a reseller's picks of brand companies are
// stored in reseller_brand_companies, in the registration's own transaction, and only when
// every pick names a listed company and one of its brands.

let service: TestService;

beforeAll(async () => {
  service = await startService('reseller-picks-test');
});

afterAll(async () => {
  await service?.close();
});

/** A listed brand company with one brand, as a brand owner's registration leaves it. */
async function brandCompany(brandName = `Zing ${randomUUID().slice(0, 6)}`) {
  const company = await newCompany(service.deps.db, { relationship_type: 'brand_owner' });
  await service.deps.db
    .insertInto('brands')
    .values({ company_id: company.id, brand_name: brandName })
    .execute();
  return { id: company.id, brandName };
}

function reseller(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  return {
    entityType: 'Private Limited',
    relationshipType: 'reseller',
    companyName: `Reseller ${randomUUID().slice(0, 8)} Traders`,
    cin: uniqueCin(),
    email: 'owner@reseller-traders.in',
    address: '12 MG Road',
    state: 'Maharashtra',
    city: 'Mumbai',
    pincode: '400001',
    contactPerson: 'Asha Rao',
    designation: 'Director',
    category: 'Retail',
    agreeTerms: true,
    ...overrides,
  };
}

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  service.app.inject({
    method: 'POST',
    url: '/api/registrations',
    payload: payload as object,
    headers,
  });

const companiesNamed = (name: string | undefined) =>
  service.deps.db
    .selectFrom('companies')
    .select(['id', 'wants_brand_authorization'])
    .where('company_name', '=', name ?? '')
    .execute();

const picksOf = (resellerId: number) =>
  service.deps.db
    .selectFrom('reseller_brand_companies')
    .select(['brand_company_id', 'brand_name', 'wants_authorization'])
    .where('reseller_company_id', '=', resellerId)
    .orderBy('id')
    .execute();

describe('POST /api/registrations with selectedBrandCompanies', () => {
  it("should store a reseller's picks as its claim, never as its own brands", async () => {
    const zing = await brandCompany();
    const zap = await brandCompany();
    const input = reseller({
      selectedBrandCompanies: [
        // Typed in another case: the brand company's own spelling is what is stored.
        { companyId: zing.id, brandName: zing.brandName.toUpperCase() },
        { companyId: zap.id, brandName: zap.brandName, wantsAuthorization: true },
      ],
    });
    const response = await post(input);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(await picksOf(id)).toEqual([
      { brand_company_id: zing.id, brand_name: zing.brandName, wants_authorization: false },
      { brand_company_id: zap.id, brand_name: zap.brandName, wants_authorization: true },
    ]);
    // A reseller owns none of them: nothing in brands (Brand Portfolio, Hot brands, search).
    const ownBrands = await service.deps.db
      .selectFrom('brands')
      .select('id')
      .where('company_id', '=', id)
      .execute();
    expect(ownBrands).toEqual([]);
    // Asking a brand company for an authorization is the company's pending request (spec §6).
    expect(await companiesNamed(input.companyName)).toEqual([
      { id, wants_brand_authorization: true },
    ]);
  });

  it.each([
    ['an unknown company', async () => ({ companyId: 2 ** 31 - 7, brandName: 'Zing' })],
    [
      'a company that does not list that brand',
      async () => ({ companyId: (await brandCompany()).id, brandName: 'Not Theirs' }),
    ],
    [
      'a company with no brands at all',
      async () => ({ companyId: (await newCompany(service.deps.db)).id, brandName: 'Zing' }),
    ],
  ])('should refuse %s with 400 naming the pick, storing nothing', async (_, makeBad) => {
    const good = await brandCompany();
    const key = newKey();
    const input = reseller({
      selectedBrandCompanies: [{ companyId: good.id, brandName: good.brandName }, await makeBad()],
    });
    const response = await post(input, { 'idempotency-key': key });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { ...R.unknownBrandCompany, field: 'selectedBrandCompanies.1' },
    });
    expect(await companiesNamed(input.companyName)).toEqual([]);
    const picks = await service.deps.db
      .selectFrom('reseller_brand_companies')
      .select('id')
      .where('brand_company_id', '=', good.id)
      .execute();
    expect(picks).toEqual([]);
    // A refused request stores no answer: fixed and sent again with the same key, it goes through.
    const fixed = { ...input, selectedBrandCompanies: input.selectedBrandCompanies?.slice(0, 1) };
    const retry = await post(fixed, { 'idempotency-key': key });
    expect(retry.statusCode).toBe(201);
  });

  it('should refuse the same brand company picked twice with 400 naming the second pick', async () => {
    const zing = await brandCompany();
    const input = reseller({
      selectedBrandCompanies: [
        { companyId: zing.id, brandName: zing.brandName },
        { companyId: zing.id, brandName: zing.brandName },
      ],
    });
    const response = await post(input);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { ...R.duplicateBrandCompany, field: 'selectedBrandCompanies.1' },
    });
    expect(await companiesNamed(input.companyName)).toEqual([]);
  });

  it(`should refuse more than ${SELECTED_BRAND_COMPANIES_MAX} picks with 400`, async () => {
    const picks = Array.from({ length: SELECTED_BRAND_COMPANIES_MAX + 1 }, (_, index) => ({
      companyId: index + 1,
      brandName: `Brand ${index}`,
    }));
    const input = reseller({ selectedBrandCompanies: picks });
    const response = await post(input);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { ...R.tooManyBrandCompanies, field: 'selectedBrandCompanies' },
    });
    expect(await companiesNamed(input.companyName)).toEqual([]);
  });

  it('should store the picks once when the same submit is replayed with its key', async () => {
    const zing = await brandCompany();
    const key = newKey();
    const input = reseller({
      selectedBrandCompanies: [{ companyId: zing.id, brandName: zing.brandName }],
    });
    const answers = [
      await post(input, { 'idempotency-key': key }),
      await post(input, { 'idempotency-key': key }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const { id } = answers[0]!.json();
    expect(answers[1]!.json()).toEqual({ id });
    expect(await companiesNamed(input.companyName)).toHaveLength(1);
    expect(await picksOf(id)).toHaveLength(1);
  });

  it('should store no picks for a company that is not a reseller', async () => {
    const zing = await brandCompany();
    const input = reseller({
      relationshipType: 'not_applicable',
      selectedBrandCompanies: [{ companyId: zing.id, brandName: zing.brandName }],
    });
    const response = await post(input);
    expect(response.statusCode).toBe(201);
    expect(await picksOf(response.json().id)).toEqual([]);
  });

  it("should remove a reseller's claim when the brand company is deleted", async () => {
    const zing = await brandCompany();
    const input = reseller({
      selectedBrandCompanies: [{ companyId: zing.id, brandName: zing.brandName }],
    });
    const { id } = (await post(input)).json();
    await service.deps.db.deleteFrom('companies').where('id', '=', zing.id).execute();
    expect(await picksOf(id)).toEqual([]);
  });
});
