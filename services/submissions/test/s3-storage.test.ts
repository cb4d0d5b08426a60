import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_DELETE_TOKEN_HEADER } from '@trusthive/contracts';
import type { S3Storage } from '@trusthive/platform';
import { newCompany, startS3StandIn, type S3StandIn } from '@trusthive/platform/testing';
import { CLAIM_DOCUMENT_GRACE_MS, sweepClaimDocuments } from '../src/shared/files/claim-documents';
import { PDF, PNG, multipart, newKey, startService, type TestService } from './support';

// The submissions service with STORAGE_DRIVER=s3 (an s3rver bucket): logos go to public/ and
// are streamed back under /media, claim documents go to private/ and have no URL, and the
// sweep finds orphans by listing the bucket. Uploads' checks by content are the same as on disk.

let s3: S3StandIn;
let service: TestService<S3Storage>;

beforeAll(async () => {
  s3 = await startS3StandIn();
  service = await startService('s3-storage-test', s3.config);
});

afterAll(async () => {
  await service?.close();
  await s3?.stop();
});

async function uploadLogo(name: string, bytes: Uint8Array) {
  const body = await multipart({ name }, { file: { name: 'logo.png', bytes } });
  return service.app.inject({
    method: 'POST',
    url: '/api/uploads/logos',
    payload: body.payload,
    headers: body.headers,
  });
}

async function claim(companyId: number) {
  const body = await multipart(
    { mobile: '9876543210', email: 'director@acme-traders.in' },
    {
      directorIdProof: { name: 'pan card.pdf', bytes: PDF },
      businessProof: { name: 'gst.png', bytes: PNG },
    },
  );
  return service.app.inject({
    method: 'POST',
    url: `/api/companies/${companyId}/claims`,
    payload: body.payload,
    headers: { ...body.headers, 'idempotency-key': newKey() },
  });
}

describe('submissions on S3 storage', () => {
  it('should store a logo in the bucket and stream it back under /media', async () => {
    const uploaded = await uploadLogo('Bucket Bakers', PNG);
    expect(uploaded.statusCode).toBe(201);
    const { key, url, deleteToken } = uploaded.json();
    expect(await service.storage.exists('public', `logos/${key}`)).toBe(true);
    const served = await service.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=3600');
    expect(served.rawPayload.equals((await service.storage.get('public', `logos/${key}`))!)).toBe(
      true,
    );
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);

    const removed = await service.app.inject({
      method: 'DELETE',
      url: `/api/uploads/logos/${key}`,
      headers: { [LOGO_DELETE_TOKEN_HEADER]: deleteToken },
    });
    expect(removed.statusCode).toBe(204);
    const gone = await service.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.title).toBe('Not Found');
  });

  it('should refuse what is no image by its content, storing nothing', async () => {
    const before = await service.storage.list('public', 'logos');
    const refused = await uploadLogo('Not An Image', Buffer.from('just some text\n'));
    expect(refused.statusCode).toBe(415);
    expect(await service.storage.list('public', 'logos')).toHaveLength(before.length);
  });

  it('should keep claim documents in the private area, with no URL under /media', async () => {
    const company = await newCompany(service.deps.db);
    const response = await claim(company.id);
    expect(response.statusCode).toBe(201);
    const row = await service.deps.db
      .selectFrom('company_claims')
      .select(['director_id_proof_url', 'business_proof_url'])
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    // The columns' names are the spec's; what they hold is the private storage key.
    const keys = [row.director_id_proof_url, row.business_proof_url];
    for (const key of keys) {
      expect(key).toMatch(new RegExp(`^claims/${company.id}/`));
      expect(await service.storage.exists('private', key)).toBe(true);
      expect(await service.storage.exists('public', key)).toBe(false);
      for (const url of [`/media/${key}`, `/media/../private/${key}`, `/media/private/${key}`]) {
        expect((await service.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    }
  });

  it('should sweep claim documents no claim names from the bucket, and keep the named ones', async () => {
    const company = await newCompany(service.deps.db);
    expect((await claim(company.id)).statusCode).toBe(201);
    const orphan = `claims/${company.id}/director-1-orphan.pdf`;
    await service.storage.put('private', orphan, PDF);
    const removed = await sweepClaimDocuments(
      service.deps.db,
      service.storage,
      Date.now() + CLAIM_DOCUMENT_GRACE_MS + 60_000,
    );
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await service.storage.exists('private', orphan)).toBe(false);
    const left = (await service.storage.list('private', `claims/${company.id}`)).map((o) => o.key);
    expect(left).toHaveLength(2);
  });
});
