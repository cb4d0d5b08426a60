import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/client';
import { newCompany, uniqueCin, uniqueLlpin } from '../src/testing/factories';
import { testDatabaseUrl } from '../src/testing/test-env';

// The constraints are the last line of defence whatever path writes: each test tries to
// write one kind of bad row and expects the database to refuse it.
const db = createDb({ url: testDatabaseUrl(), poolSize: 2 });
afterAll(() => db.destroy());

/**
 * The write must fail on the named constraint: any other error (a typo in the test's row, a
 * missing column, a lost connection) fails the test instead of passing it.
 */
const refuses = async (promise: Promise<unknown>, constraint: string) => {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error, `the database accepted a row ${constraint} should refuse`).toBeDefined();
  expect(error).toMatchObject({ constraint });
};

describe('database schema', () => {
  it('should keep a CIN unique', async () => {
    const company = await newCompany(db);
    await refuses(newCompany(db, { cin: company.cin }), 'companies_cin_key');
  });

  it('should allow many companies without a CIN (sole proprietors, partnerships)', async () => {
    const first = await newCompany(db, { cin: null });
    const second = await newCompany(db, { cin: null });
    expect(first.id).not.toBe(second.id);
  });

  it('should refuse a malformed CIN, NIC code, PIN, GSTIN or PAN', async () => {
    await refuses(newCompany(db, { cin: 'U63040GA2006PTCOO4531' }), 'companies_cin_check');
    await refuses(newCompany(db, { nic_code: '1403' }), 'companies_nic_code_check');
    await refuses(newCompany(db, { pincode: '000000' }), 'companies_pincode_check');
    await refuses(newCompany(db, { gst_number: '27ABCDE1234F1Z' }), 'companies_gst_number_check');
    await refuses(newCompany(db, { pan_number: 'ABCDE12345' }), 'companies_pan_number_check');
  });

  it('should accept an LLPIN where a CIN goes', async () => {
    const llp = await newCompany(db, { cin: uniqueLlpin() });
    expect(llp.cin).toMatch(/^[A-Z]{3}-\d{4}$/);
  });

  it('should refuse an unknown relationship type and a trust score above 100', async () => {
    await refuses(
      newCompany(db, { relationship_type: 'owner' as never }),
      'companies_relationship_type_check',
    );
    await refuses(newCompany(db, { trust_score: 101 }), 'companies_trust_score_check');
  });

  it('should hold at most one GST row per company', async () => {
    const company = await newCompany(db);
    const gst = { company_id: company.id, gstin: '29ABCDE1234F1Z5' };
    await db.insertInto('company_gst_details').values(gst).execute();
    await refuses(
      db.insertInto('company_gst_details').values(gst).execute(),
      'company_gst_details_pkey',
    );
  });

  it("should keep a director's seat on a company TrustHive does not list, once per appointment", async () => {
    // Issue 41: a director's other companies come from the registry provider, listed or not.
    const person = await db
      .insertInto('registry_directors')
      .values({ din: '09876543'.slice(0, 2) + String(Date.now()).slice(-6), name: 'Asha Rao' })
      .returning(['id', 'public_id'])
      .executeTakeFirstOrThrow();
    expect(person.public_id).toMatch(/^[0-9a-f]{16}$/);
    const seat = {
      company_cin: uniqueCin(),
      director_id: person.id,
      name: 'Asha Rao',
      begin_date: '2019-04-01',
      company_name: 'Elsewhere Private Limited',
    };
    await db.insertInto('directors').values(seat).execute();
    await refuses(db.insertInto('directors').values(seat).execute(), 'directors_directorship');
  });

  it('should remove brands with their company', async () => {
    const company = await newCompany(db);
    await db
      .insertInto('brands')
      .values({ company_id: company.id, brand_name: 'Konkan Spice' })
      .execute();
    await db.deleteFrom('companies').where('id', '=', company.id).execute();
    const left = await db
      .selectFrom('brands')
      .select('id')
      .where('company_id', '=', company.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('should seed the entity types of the spec', async () => {
    const types = await db
      .selectFrom('company_entity_type')
      .select(['entity_type', 'registered_with_mca'])
      .execute();
    expect(types).toEqual(
      expect.arrayContaining([
        { entity_type: 'Private Limited', registered_with_mca: true },
        { entity_type: 'Section 8 Company', registered_with_mca: true },
        { entity_type: 'Sole Proprietorship', registered_with_mca: false },
        { entity_type: 'HUF', registered_with_mca: false },
      ]),
    );
    expect(types).toHaveLength(8);
  });

  it('should refuse a claim whose review state and timestamp disagree', async () => {
    const company = await newCompany(db);
    const claim = {
      company_id: company.id,
      mobile_number: '9876543210',
      email: 'owner@firm.in',
      director_id_proof_url: 'claims/a',
      business_proof_url: 'claims/b',
    };
    await db.insertInto('company_claims').values(claim).execute();
    await refuses(
      db
        .insertInto('company_claims')
        .values({ ...claim, status: 'approved' })
        .execute(),
      'company_claims_check',
    );
  });

  it('should refuse an unknown report type', async () => {
    await refuses(
      db
        .insertInto('reports')
        .values({
          company_name: 'X',
          report_type: 'Spam',
          description: 'd',
          reporter_name: 'n',
          reporter_email: 'e@x.in',
        })
        .execute(),
      'reports_report_type_check',
    );
  });

  it('should read ids and capitals as numbers and dates as plain dates', async () => {
    const company = await newCompany(db, {
      paid_up_capital: 150000000000,
      registration_date: '2022-11-23',
    });
    expect(typeof company.id).toBe('number');
    expect(company.paid_up_capital).toBe(150000000000);
    expect(company.registration_date).toBe('2022-11-23');
  });
});
