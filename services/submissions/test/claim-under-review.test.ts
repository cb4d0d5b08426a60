import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES } from '@trusthive/contracts';
import { newCompany } from '@trusthive/platform/testing';
import { PDF, PNG, multipart, newKey, startService, type TestService } from './support';

// Issue 18: while a claim for a company waits for review, a second one is refused with 409,
// also when both arrive at the same moment (the partial unique index decides).

let service: TestService;

beforeAll(async () => {
  service = await startService('claim-under-review-test');
});

afterAll(async () => {
  await service?.close();
});

async function claim(companyId: number, email = 'director@acme-traders.in', key = newKey()) {
  const body = await multipart(
    { mobile: '9876543210', email },
    {
      directorIdProof: { name: 'pan.pdf', bytes: PDF },
      businessProof: { name: 'gst.png', bytes: PNG },
    },
  );
  return service.app.inject({
    method: 'POST',
    url: `/api/companies/${companyId}/claims`,
    payload: body.payload,
    headers: { ...body.headers, 'idempotency-key': key },
  });
}

const pendingClaims = (companyId: number) =>
  service.deps.db
    .selectFrom('company_claims')
    .select('id')
    .where('company_id', '=', companyId)
    .where('status', '=', 'pending')
    .execute();

const storedFor = async (companyId: number) =>
  readdir(path.join(service.storage.rootDir, 'private', 'claims', String(companyId))).catch(
    () => [] as string[],
  );

describe('a second claim while one is under review', () => {
  it('should answer 409 with a clear message and store no documents for it', async () => {
    const company = await newCompany(service.deps.db);
    expect((await claim(company.id)).statusCode).toBe(201);
    const second = await claim(company.id, 'someone@else-traders.in');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: CLAIM_MESSAGES.alreadyUnderReview });
    expect(await pendingClaims(company.id)).toHaveLength(1);
    expect(await storedFor(company.id)).toHaveLength(2);
  });

  it('should refuse a claim on a company already claimed, with 409 and no documents stored', async () => {
    // Issue 36: an owned company (a claim approved, or its registration) is not claimed again.
    const company = await newCompany(service.deps.db, { is_claimed: true });
    const answer = await claim(company.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ error: CLAIM_MESSAGES.alreadyClaimed });
    expect(await pendingClaims(company.id)).toHaveLength(0);
    expect(await storedFor(company.id)).toHaveLength(0);
  });

  it('should still replay the first claim to a retry with its Idempotency-Key', async () => {
    const company = await newCompany(service.deps.db);
    const key = newKey();
    const first = await claim(company.id, undefined, key);
    const retry = await claim(company.id, undefined, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
  });

  it('should let exactly one of two simultaneous claims through and remove the loser files', async () => {
    for (let round = 0; round < 5; round += 1) {
      const company = await newCompany(service.deps.db);
      const answers = await Promise.all([
        claim(company.id, 'one@acme-traders.in'),
        claim(company.id, 'two@acme-traders.in'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect(await pendingClaims(company.id)).toHaveLength(1);
      expect(await storedFor(company.id)).toHaveLength(2);
    }
  });

  it('should accept a new claim once the earlier one was decided', async () => {
    const company = await newCompany(service.deps.db);
    expect((await claim(company.id)).statusCode).toBe(201);
    await service.deps.db
      .updateTable('company_claims')
      .set({ status: 'rejected', reviewed_at: new Date(), review_note: 'Documents unreadable' })
      .where('company_id', '=', company.id)
      .execute();
    expect((await claim(company.id)).statusCode).toBe(201);
  });
});
