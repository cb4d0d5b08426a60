import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CORRECTION_MESSAGES,
  IDEMPOTENCY_MESSAGES,
  REGISTRATION_MESSAGES,
  UNSTORABLE_TEXT_MESSAGE,
  type CorrectionRequestInput,
} from '@trusthive/contracts';
import { newCompany } from '@trusthive/platform/testing';
import { newKey, startService, type TestService } from './support';

// POST /api/companies/:id/corrections (issue 18): a proposed value for one correctable field,
// checked with registration's rule for it, stored pending with its 'correction-received' mail.

let service: TestService;

beforeAll(async () => {
  service = await startService('corrections-test');
});

afterAll(async () => {
  await service?.close();
});

const requester = () => `asha-${randomUUID().slice(0, 8)}@example.in`;

const correction = (overrides: Partial<CorrectionRequestInput> = {}): CorrectionRequestInput => ({
  field: 'email',
  proposedValue: 'contact@acme-traders.in',
  evidence: 'The company website lists this address on its contact page.',
  evidenceUrl: 'acme-traders.in/contact',
  email: requester(),
  ...overrides,
});

const post = (companyId: number | string, payload: object, headers: Record<string, string> = {}) =>
  service.app.inject({
    method: 'POST',
    url: `/api/companies/${companyId}/corrections`,
    payload,
    headers,
  });

const correctionsOf = (companyId: number) =>
  service.deps.db
    .selectFrom('company_corrections')
    .selectAll()
    .where('company_id', '=', companyId)
    .execute();

const mailsTo = (to: string) =>
  service.deps.db.selectFrom('mail_messages').selectAll().where('to_address', '=', to).execute();

describe('POST /api/companies/:id/corrections', () => {
  it('should store the request pending, normalised, and queue the requester its received mail', async () => {
    const company = await newCompany(service.deps.db, { website: 'https://old.example.in' });
    const input = correction({ field: 'website', proposedValue: 'acme-traders.in' });
    const response = await post(company.id, input);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const [row] = await correctionsOf(company.id);
    expect(row).toMatchObject({
      id,
      field: 'website',
      proposed_value: 'https://acme-traders.in',
      evidence: input.evidence,
      evidence_url: 'https://acme-traders.in/contact',
      requester_email: input.email,
      status: 'pending',
      decided_at: null,
    });
    const mails = await mailsTo(input.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: 'correction-received',
      data: { companyName: company.company_name, field: 'Website', reference: `COR-${id}` },
    });
  });

  // The same rule and message as registration gives the same field.
  it.each([
    ['email', 'not-an-email', REGISTRATION_MESSAGES.invalidEmail],
    ['website', 'not a url', REGISTRATION_MESSAGES.invalidWebsite],
    ['pincode', '012345', REGISTRATION_MESSAGES.invalidPincode],
    ['pincode', '40001', REGISTRATION_MESSAGES.invalidPincode],
    ['businessCategory', 'Weapons', REGISTRATION_MESSAGES.missingInformation],
    ['registeredOfficeAddress', 'x'.repeat(501), CORRECTION_MESSAGES.tooLong],
    ['registeredOfficeAddress', '   ', CORRECTION_MESSAGES.missingInformation],
  ] as const)(
    'should refuse a %s of %j with 400 and registration’s message, storing nothing',
    async (field, proposedValue, problem) => {
      const company = await newCompany(service.deps.db);
      const response = await post(company.id, correction({ field, proposedValue }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { ...problem, field: 'proposedValue' } });
      expect(await correctionsOf(company.id)).toEqual([]);
    },
  );

  it.each([
    ['pincode', '560001'],
    ['businessCategory', 'Food & Beverage'],
    ['registeredOfficeAddress', '4th Floor, 12 MG Road, Bengaluru'],
    ['email', 'sales@acme.co.in'],
  ] as const)('should accept a valid %s', async (field, proposedValue) => {
    const company = await newCompany(service.deps.db);
    const response = await post(company.id, correction({ field, proposedValue }));
    expect(response.statusCode).toBe(201);
    const [row] = await correctionsOf(company.id);
    expect(row).toMatchObject({ field, proposed_value: proposedValue });
  });

  it.each([
    [
      { field: 'companyName', proposedValue: 'Other Name' },
      CORRECTION_MESSAGES.invalidField,
      'field',
    ],
    [{ field: 'phone', proposedValue: '9876543210' }, CORRECTION_MESSAGES.invalidField, 'field'],
    [{ evidence: '' }, CORRECTION_MESSAGES.missingInformation, 'evidence'],
    [{ email: '' }, CORRECTION_MESSAGES.missingInformation, 'email'],
    [{ email: 'nobody' }, CORRECTION_MESSAGES.invalidEmail, 'email'],
    [{ evidenceUrl: 'not a link' }, CORRECTION_MESSAGES.invalidEvidenceLink, 'evidenceUrl'],
    [{ evidence: `ok\u0000` }, UNSTORABLE_TEXT_MESSAGE, 'evidence'],
  ] as const)('should refuse %j with 400 naming the field', async (overrides, problem, field) => {
    const company = await newCompany(service.deps.db);
    const response = await post(company.id, correction(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { ...problem, field } });
    expect(await correctionsOf(company.id)).toEqual([]);
  });

  it('should refuse the value the profile already shows', async () => {
    const company = await newCompany(service.deps.db, { pincode: '560001' });
    const response = await post(
      company.id,
      correction({ field: 'pincode', proposedValue: '560001' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { ...CORRECTION_MESSAGES.sameValue, field: 'proposedValue' },
    });
  });

  it.each(['999999999999', '0', 'abc', '-1'])(
    'should answer 404 Company Not Found for the id %s, sending no mail',
    async (id) => {
      const input = correction();
      const response = await post(id, input);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: CORRECTION_MESSAGES.companyNotFound });
      expect(await mailsTo(input.email!)).toEqual([]);
    },
  );

  it('should answer 404 for a registration still waiting for review, storing nothing', async () => {
    const company = await newCompany(service.deps.db, { review_status: 'pending' });
    const input = correction();
    const response = await post(company.id, input);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: CORRECTION_MESSAGES.companyNotFound });
    expect(await correctionsOf(company.id)).toEqual([]);
    expect(await mailsTo(input.email!)).toEqual([]);
  });

  it('should answer a retry with the same Idempotency-Key once, storing one request and one mail', async () => {
    const company = await newCompany(service.deps.db);
    const input = correction();
    const key = newKey();
    const first = await post(company.id, input, { 'idempotency-key': key });
    const again = await post(company.id, input, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await correctionsOf(company.id)).toHaveLength(1);
    expect(await mailsTo(input.email!)).toHaveLength(1);
  });

  it('should refuse a reused Idempotency-Key for a different request with 422', async () => {
    const company = await newCompany(service.deps.db);
    const key = newKey();
    await post(company.id, correction(), { 'idempotency-key': key });
    const other = await post(company.id, correction({ proposedValue: 'other@acme.in' }), {
      'idempotency-key': key,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ error: IDEMPOTENCY_MESSAGES.keyReused });
    expect(await correctionsOf(company.id)).toHaveLength(1);
  });
});
