import { stat, utimes, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES, logoUploadResponseSchema } from '@trusthive/contracts';
import { newCompany, validRegistration } from '@trusthive/platform/testing';
import { deleteClaim, sweepClaimDocuments } from '../src/shared/files/claim-documents';
import { JPEG_WITH_EXIF, PDF, PNG, multipart, startService, type TestService } from './support';

// Issue 24: what an attacker or a careless client sent to the submissions service and got a
// 500, a deleted logo or a world-readable claim document for. Each case answers 4xx in the one
// error shape now, and a file is only ever removed by whoever may remove it.

let service: TestService;

beforeAll(async () => {
  service = await startService('hardening-test');
});

afterAll(async () => {
  await service?.close();
});

const errorShape = expect.objectContaining({
  error: expect.objectContaining({ title: expect.any(String), message: expect.any(String) }),
});

async function uploadLogo(bytes: Uint8Array = PNG, headers: Record<string, string> = {}) {
  const body = await multipart({ name: 'Hardened Co' }, { file: { name: 'logo.png', bytes } });
  return service.app.inject({
    method: 'POST',
    url: '/api/uploads/logos',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

const removeLogo = (key: string, headers: Record<string, string> = {}) =>
  service.app.inject({ method: 'DELETE', url: `/api/uploads/logos/${key}`, headers });

describe('#1: logo URLs and deleting a logo', () => {
  it('should answer the URL on the configured public origin, whatever Host the caller sends', async () => {
    const response = await uploadLogo(PNG, {
      host: 'evil.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
    });
    expect(response.statusCode).toBe(201);
    const { url, key } = logoUploadResponseSchema.parse(response.json());
    expect(url).toBe(`${service.deps.config.publicBaseUrl}/media/logos/${key}`);
  });

  it('should keep a logo a company shows, even with a forged Host and the delete token', async () => {
    const { key, url, deleteToken } = logoUploadResponseSchema.parse((await uploadLogo()).json());
    await newCompany(service.deps.db, { logo: url });
    for (const host of ['localhost:8080', '127.0.0.1:8080', 'evil.example']) {
      const response = await removeLogo(key, {
        host,
        'x-forwarded-proto': 'https',
        'x-delete-token': deleteToken,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(errorShape);
    }
    expect(await service.storage.exists('public', `logos/${key}`)).toBe(true);
  });

  it('should keep a logo a brand shows under another origin it was stored with', async () => {
    const { key, deleteToken } = logoUploadResponseSchema.parse((await uploadLogo()).json());
    const company = await newCompany(service.deps.db);
    await service.deps.db
      .insertInto('brands')
      .values({
        company_id: company.id,
        brand_name: 'Shown Brand',
        logo_url: `https://old-origin.example/media/logos/${key}`,
      })
      .execute();
    const response = await removeLogo(key, { 'x-delete-token': deleteToken });
    expect(response.statusCode).toBe(409);
    expect(await service.storage.exists('public', `logos/${key}`)).toBe(true);
  });

  it('should refuse a delete without the uploader token with 403 and keep the file', async () => {
    const { key, deleteToken } = logoUploadResponseSchema.parse((await uploadLogo()).json());
    const attempts: Record<string, string>[] = [
      {},
      { 'x-delete-token': 'x'.repeat(deleteToken.length) },
      { 'x-delete-token': '' },
    ];
    for (const headers of attempts) {
      const response = await removeLogo(key, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(errorShape);
    }
    expect(await service.storage.exists('public', `logos/${key}`)).toBe(true);
    expect((await removeLogo(key, { 'x-delete-token': deleteToken })).statusCode).toBe(204);
    expect(await service.storage.exists('public', `logos/${key}`)).toBe(false);
  });

  it('should keep only a hash of the delete token', async () => {
    const { key, deleteToken } = logoUploadResponseSchema.parse((await uploadLogo()).json());
    const row = await service.deps.db
      .selectFrom('logo_uploads')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(deleteToken);
  });
});

describe('#6: malformed multipart', () => {
  const targets = async () => {
    const company = await newCompany(service.deps.db);
    return ['/api/uploads/logos', `/api/companies/${company.id}/claims`];
  };
  const boundary = '----hardening';
  const cases: [string, string, string | Buffer][] = [
    ['no boundary', 'multipart/form-data', 'x'],
    ['a body that is not multipart', `multipart/form-data; boundary=${boundary}`, 'x'],
    [
      'a truncated body',
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG`,
    ],
    [
      'a part without a name',
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\ncontent-disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`,
    ],
    [
      'a file part without a filename',
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\ncontent-disposition: form-data; name="file"\r\ncontent-type: image/png\r\n\r\n${PNG.toString('latin1')}\r\n--${boundary}--\r\n`,
    ],
    ['an empty boundary', 'multipart/form-data; boundary=', 'x'],
  ];

  it.each(cases)('should answer %s with a 4xx in the error shape', async (_case, type, body) => {
    for (const url of await targets()) {
      const response = await service.app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: { 'content-type': type },
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json()).toEqual(errorShape);
    }
  });
});

describe('#7: /media paths that are no file', () => {
  it.each(['/media/logos', '/media/logos/', '/media/', '/media/..%2f..', '/media/%2e%2e/private'])(
    'should answer %s with 404 in the error shape',
    async (url) => {
      await uploadLogo();
      const response = await service.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorShape);
    },
  );
});

describe('#13: claim documents', () => {
  async function claim(companyId: number) {
    const body = await multipart(
      { mobile: '9876543210', email: 'director@acme-traders.in' },
      {
        directorIdProof: { name: 'pan.pdf', bytes: PDF },
        businessProof: { name: 'gst.png', bytes: PNG },
      },
    );
    const response = await service.app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/claims`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(201);
    return service.deps.db
      .selectFrom('company_claims')
      .selectAll()
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
  }

  const fileOf = (key: string) => path.join(service.storage.rootDir, 'private', ...key.split('/'));

  it('should store documents as 0600 files under 0700 directories, whatever the umask', async () => {
    const previous = process.umask(0);
    try {
      const row = await claim((await newCompany(service.deps.db)).id);
      for (const key of [row.director_id_proof_url, row.business_proof_url]) {
        expect((await stat(fileOf(key))).mode & 0o777).toBe(0o600);
        expect((await stat(path.dirname(fileOf(key)))).mode & 0o777).toBe(0o700);
      }
      expect((await stat(path.join(service.storage.rootDir, 'private'))).mode & 0o777).toBe(0o700);
      expect((await stat(path.join(service.storage.rootDir))).mode & 0o077).toBe(0);
    } finally {
      process.umask(previous);
    }
  });

  it('should sweep the documents of deleted claims and keep those of live claims', async () => {
    const company = await newCompany(service.deps.db);
    const kept = await claim((await newCompany(service.deps.db)).id);
    const gone = await claim(company.id);
    // A company removed from the directory takes its claims with it (on delete cascade).
    await service.deps.db.deleteFrom('companies').where('id', '=', company.id).execute();
    // A document whose claim is being recorded right now (younger than the grace period).
    const fresh = `claims/${company.id}/director-${Date.now()}-in-flight.pdf`;
    await service.storage.put('private', fresh, PDF);
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const key of [gone.director_id_proof_url, gone.business_proof_url]) {
      await utimes(fileOf(key), old, old);
    }

    const removed = await sweepClaimDocuments(service.deps.db, service.storage);

    expect(removed).toBeGreaterThanOrEqual(2);
    for (const key of [gone.director_id_proof_url, gone.business_proof_url]) {
      expect(await service.storage.exists('private', key)).toBe(false);
    }
    expect(await service.storage.exists('private', fresh)).toBe(true);
    for (const key of [kept.director_id_proof_url, kept.business_proof_url]) {
      expect(await service.storage.exists('private', key)).toBe(true);
    }
  });

  it('should remove a claim together with its documents', async () => {
    const row = await claim((await newCompany(service.deps.db)).id);
    expect(await deleteClaim(service.deps.db, service.storage, row.id)).toBe(true);
    for (const key of [row.director_id_proof_url, row.business_proof_url]) {
      expect(await service.storage.exists('private', key)).toBe(false);
    }
    expect(await deleteClaim(service.deps.db, service.storage, row.id)).toBe(false);
  });

  it('should remove stray files the sweep finds, but never outside claims/', async () => {
    const stray = path.join(service.storage.rootDir, 'private', 'claims', '999999999');
    await mkdir(stray, { recursive: true });
    await writeFile(path.join(stray, 'odd name.pdf'), PDF);
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(path.join(stray, 'odd name.pdf'), old, old);
    await sweepClaimDocuments(service.deps.db, service.storage);
    await expect(stat(path.join(stray, 'odd name.pdf'))).rejects.toThrow();
  });
});

describe('#14: logos are our own uploads, re-encoded', () => {
  it('should strip EXIF and store a WebP', async () => {
    expect((await sharp(JPEG_WITH_EXIF).metadata()).exif).toBeDefined();
    const response = await uploadLogo(JPEG_WITH_EXIF);
    expect(response.statusCode).toBe(201);
    const { key } = logoUploadResponseSchema.parse(response.json());
    expect(key).toMatch(/\.webp$/);
    const stored = await service.storage.get('public', `logos/${key}`);
    const metadata = await sharp(stored ?? Buffer.alloc(0)).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(stored?.includes(Buffer.from('Secret Camera'))).toBe(false);
  });

  it('should refuse an image that passes the magic bytes but cannot be decoded with a 4xx', async () => {
    const corrupt = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(200, 0x41)]);
    const response = await uploadLogo(corrupt);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(errorShape);
  });

  const registration = (logo: string) =>
    validRegistration({
      companyName: `Logo Check ${Math.random().toString(36).slice(2, 8)} Traders`,
      logo,
    });
  const register = (payload: object) =>
    service.app.inject({ method: 'POST', url: '/api/registrations', payload });

  it.each([
    'https://evil.example/logo.png',
    '//evil.example/media/logos/acme-1700000000000.png',
    '/media/logos/never-uploaded-1700000000000.webp',
    'http://localhost:8080/media/../private/claims/1/x.pdf',
  ])('should refuse the logo %s with 400', async (logo) => {
    const response = await register(registration(logo));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { ...REGISTRATION_MESSAGES.invalidLogo, field: 'logo' },
    });
  });

  it('should accept one of our uploads and store its URL on the public origin', async () => {
    const { url, key } = logoUploadResponseSchema.parse((await uploadLogo()).json());
    const input = registration(url);
    const response = await register(input);
    expect(response.statusCode).toBe(201);
    const row = await service.deps.db
      .selectFrom('companies')
      .select('logo')
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(row.logo).toBe(`${service.deps.config.publicBaseUrl}/media/logos/${key}`);
  });

  it('should refuse a brand logo that is not ours with the brand field', async () => {
    const response = await register({
      ...registration(''),
      relationshipType: 'brand_owner',
      brands: [{ brandName: 'Z', website: 'z.in', logo: 'https://evil.example/z.png' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('brands.0.logo');
  });
});
