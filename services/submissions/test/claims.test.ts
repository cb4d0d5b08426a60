import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLAIM_DOCUMENT_MAX_BYTES,
  CLAIM_MESSAGES,
  UNSTORABLE_TEXT_MESSAGE,
  type SubmissionMessage,
} from '@trusthive/contracts';
import { newCompany, ownerTestDb } from '@trusthive/platform/testing';
import {
  JPEG,
  PDF,
  PNG,
  TEXT,
  multipart,
  newKey,
  pdfOfSize,
  startService,
  type TestService,
} from './support';

let service: TestService;

beforeAll(async () => {
  service = await startService('claims-test');
});

afterAll(async () => {
  await service?.close();
});

type File = { name: string; bytes: Uint8Array };

async function claim(
  companyId: number | string,
  {
    fields = { mobile: '9876543210', email: 'director@acme-traders.in' },
    files = {
      directorIdProof: { name: 'pan card.pdf', bytes: PDF },
      businessProof: { name: 'gst.png', bytes: PNG },
    },
    headers = {},
  }: {
    fields?: Record<string, string>;
    files?: Record<string, File>;
    headers?: Record<string, string>;
  } = {},
) {
  const body = await multipart(fields, files);
  return service.app.inject({
    method: 'POST',
    url: `/api/companies/${companyId}/claims`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

const claimsOf = (companyId: number) =>
  service.deps.db
    .selectFrom('company_claims')
    .selectAll()
    .where('company_id', '=', companyId)
    .execute();

const storedFor = async (companyId: number) =>
  readdir(path.join(service.storage.rootDir, 'private', 'claims', String(companyId))).catch(
    () => [] as string[],
  );

describe('POST /api/companies/:id/claims', () => {
  it('should store both documents privately and record a pending claim', async () => {
    const company = await newCompany(service.deps.db);
    const response = await claim(company.id);
    expect(response.statusCode).toBe(201);
    const [row] = await claimsOf(company.id);
    expect(row).toMatchObject({
      id: response.json().id,
      mobile_number: '9876543210',
      email: 'director@acme-traders.in',
      status: 'pending',
    });
    expect(row?.director_id_proof_url).toMatch(
      new RegExp(`^claims/${company.id}/director-\\d+-pan-card\\.pdf$`),
    );
    expect(row?.business_proof_url).toMatch(
      new RegExp(`^claims/${company.id}/business-\\d+-gst\\.png$`),
    );
    expect(await service.storage.get('private', row?.director_id_proof_url ?? '')).toEqual(PDF);
    expect(await service.storage.get('private', row?.business_proof_url ?? '')).toEqual(PNG);
  });

  it('should store a look-alike domain in its ASCII form, so a reviewer sees it is not gmail', async () => {
    const company = await newCompany(service.deps.db);
    const response = await claim(company.id, {
      fields: { mobile: '9876543210', email: 'Director@GM\u0430IL.com.' },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await claimsOf(company.id);
    expect(row?.email).toBe('Director@xn--gmil-63d.com');
  });

  it('should never serve a claim document through the public media path', async () => {
    const company = await newCompany(service.deps.db);
    await claim(company.id);
    const [row] = await claimsOf(company.id);
    const key = row?.director_id_proof_url ?? '';
    for (const url of [
      `/media/${key}`,
      `/media/../private/${key}`,
      `/media/%2e%2e/private/${key}`,
      `/media/..%2fprivate%2f${key.replaceAll('/', '%2f')}`,
    ]) {
      const response = await service.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.rawPayload.includes(PDF)).toBe(false);
    }
  });

  it('should answer 404 for an unknown company and store nothing', async () => {
    const response = await claim(999_999_999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: CLAIM_MESSAGES.companyNotFound });
    expect(await storedFor(999_999_999_999)).toEqual([]);
    expect((await claim('not-a-number')).statusCode).toBe(404);
  });

  const refusals: Array<[string, Record<string, string>, SubmissionMessage, string]> = [
    ['no mobile', { email: 'director@acme.in' }, CLAIM_MESSAGES.missingMobile, 'mobile'],
    [
      'a 9-digit mobile',
      { mobile: '987654321', email: 'director@acme.in' },
      CLAIM_MESSAGES.invalidMobile,
      'mobile',
    ],
    ['no e-mail', { mobile: '9876543210' }, CLAIM_MESSAGES.missingEmail, 'email'],
    [
      'a personal e-mail',
      { mobile: '9876543210', email: 'me@gmail.com' },
      CLAIM_MESSAGES.personalEmail,
      'email',
    ],
    [
      'a yahoo.co.in e-mail',
      { mobile: '9876543210', email: 'me@yahoo.co.in' },
      CLAIM_MESSAGES.personalEmail,
      'email',
    ],
    // Issue 24 #11: the domain is normalised before the personal-domain check.
    ...['me@gmail.com.', 'me@GMAIL.COM..', 'me@gm\u00adail.com', 'me@sub.gmail.com'].map(
      (email) =>
        [
          `the personal e-mail ${JSON.stringify(email)}`,
          { mobile: '9876543210', email },
          CLAIM_MESSAGES.personalEmail,
          'email',
        ] as [string, Record<string, string>, SubmissionMessage, string],
    ),
  ];

  it.each(refusals)(
    'should answer 400 for %s with the spec message',
    async (_case, fields, problem, field) => {
      const company = await newCompany(service.deps.db);
      const response = await claim(company.id, { fields });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { ...problem, field } });
      expect(await claimsOf(company.id)).toEqual([]);
      expect(await storedFor(company.id)).toEqual([]);
    },
  );

  // Issue 24 #3: a multipart text field with NUL is refused like a JSON one, nothing kept.
  it.each([
    ['email', { mobile: '9876543210', email: 'director\u0000@acme.in' }],
    ['mobile', { mobile: '98765\u000043210', email: 'director@acme.in' }],
  ] as const)('should refuse a NUL in %s with 400, storing nothing', async (field, fields) => {
    const company = await newCompany(service.deps.db);
    const response = await claim(company.id, { fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { ...UNSTORABLE_TEXT_MESSAGE, field } });
    expect(await claimsOf(company.id)).toEqual([]);
    expect(await storedFor(company.id)).toEqual([]);
  });

  it('should ask for both documents', async () => {
    const company = await newCompany(service.deps.db);
    const response = await claim(company.id, {
      files: { directorIdProof: { name: 'pan.pdf', bytes: PDF } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { ...CLAIM_MESSAGES.missingDocuments, field: 'businessProof' },
    });
  });

  it.each([
    ['text bytes named .pdf', { name: 'pan.pdf', bytes: TEXT }],
    [
      'a GIF named .png',
      { name: 'pan.png', bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;') },
    ],
  ])('should refuse %s with 415 and store nothing', async (_case, file) => {
    const company = await newCompany(service.deps.db);
    const response = await claim(company.id, {
      files: { directorIdProof: file, businessProof: { name: 'gst.jpg', bytes: JPEG } },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: { ...CLAIM_MESSAGES.documentType, field: 'directorIdProof' },
    });
    expect(await storedFor(company.id)).toEqual([]);
  });

  it('should refuse a document over 10 MB with 413 and accept one of exactly 10 MB', async () => {
    const company = await newCompany(service.deps.db);
    const big = await claim(company.id, {
      files: {
        directorIdProof: { name: 'pan.pdf', bytes: PDF },
        businessProof: { name: 'gst.pdf', bytes: pdfOfSize(CLAIM_DOCUMENT_MAX_BYTES + 1) },
      },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: CLAIM_MESSAGES.documentTooLarge });
    expect(await storedFor(company.id)).toEqual([]);
    const edge = await claim(company.id, {
      files: {
        directorIdProof: { name: 'pan.pdf', bytes: pdfOfSize(CLAIM_DOCUMENT_MAX_BYTES) },
        businessProof: { name: 'gst.pdf', bytes: pdfOfSize(CLAIM_DOCUMENT_MAX_BYTES) },
      },
    });
    expect(edge.statusCode).toBe(201);
  });

  it('should remove the stored documents when the claim cannot be recorded', async () => {
    const company = await newCompany(service.deps.db);
    const db = ownerTestDb();
    await sql`
      create or replace function submissions_test_fail_claim() returns trigger language plpgsql as $$
      begin
        if new.email = 'explode@acme-traders.in' then raise exception 'injected claim failure'; end if;
        return new;
      end $$
    `.execute(db);
    await sql`create trigger submissions_test_fail_claim before insert on company_claims
      for each row execute function submissions_test_fail_claim()`.execute(db);
    try {
      const response = await claim(company.id, {
        fields: { mobile: '9876543210', email: 'explode@acme-traders.in' },
      });
      expect(response.statusCode).toBe(500);
      expect(await claimsOf(company.id)).toEqual([]);
      expect(await storedFor(company.id)).toEqual([]);
    } finally {
      await sql`drop trigger if exists submissions_test_fail_claim on company_claims`.execute(db);
      await sql`drop function if exists submissions_test_fail_claim()`.execute(db);
      await db.destroy();
    }
  });

  it('should answer a retry with the same key with the first answer, storing once', async () => {
    const company = await newCompany(service.deps.db);
    const headers = { 'idempotency-key': newKey() };
    const first = await claim(company.id, { headers });
    const retry = await claim(company.id, { headers });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await claimsOf(company.id)).toHaveLength(1);
    expect(await storedFor(company.id)).toHaveLength(2);
  });
});
