import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, LOGO_MESSAGES, logoUploadResponseSchema } from '@trusthive/contracts';
import { newCompany } from '@trusthive/platform/testing';
import sharp from 'sharp';
import {
  JPEG_WITH_EXIF,
  PDF,
  PNG,
  TEXT,
  multipart,
  newKey,
  pngOfSize,
  startService,
  type TestService,
} from './support';

let service: TestService;

beforeAll(async () => {
  service = await startService('uploads-test');
});

afterAll(async () => {
  await service?.close();
});

async function upload(
  name: string,
  file: { name: string; bytes: Uint8Array; type?: string },
  headers: Record<string, string> = {},
) {
  const body = await multipart({ name }, { file });
  return service.app.inject({
    method: 'POST',
    url: '/api/uploads/logos',
    payload: body.payload,
    headers: { ...body.headers, host: 'trusthive.test', ...headers },
  });
}

const storedLogos = async () =>
  readdir(path.join(service.storage.rootDir, 'public', 'logos')).catch(() => [] as string[]);

describe('POST /api/uploads/logos', () => {
  it('should store the image as WebP under logos/{slug}-{timestamp}.webp and answer its public URL', async () => {
    const before = Date.now();
    const response = await upload('Acme Kitchen Works', { name: 'logo.png', bytes: PNG });
    expect(response.statusCode).toBe(201);
    const { url, key, deleteToken } = logoUploadResponseSchema.parse(response.json());
    const match = /^acme-kitchen-works-(\d+)\.webp$/.exec(key);
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(before);
    // On the configured origin, not on the Host the request came with.
    expect(url).toBe(`${service.deps.config.publicBaseUrl}/media/logos/${key}`);
    expect(deleteToken.length).toBeGreaterThanOrEqual(32);
    const stored = await service.storage.get('public', `logos/${key}`);
    expect(await sharp(stored ?? Buffer.alloc(0)).metadata()).toMatchObject({
      format: 'webp',
      width: 1,
      height: 1,
    });
  });

  it('should serve the stored logo read-only with a one-hour cache', async () => {
    const { key } = (await upload('Served Co', { name: 'a.jpg', bytes: JPEG_WITH_EXIF })).json();
    const response = await service.app.inject({ method: 'GET', url: `/media/logos/${key}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.rawPayload).toEqual(await service.storage.get('public', `logos/${key}`));
  });

  it('should name the file by what is stored (WebP), not by the name it was sent with', async () => {
    const { key } = (await upload('Renamed', { name: 'logo.gif', bytes: PNG })).json();
    expect(key).toMatch(/^renamed-\d+\.webp$/);
  });

  it('should never overwrite: two uploads of one name get two keys', async () => {
    const [first, second] = await Promise.all([
      upload('Same Name', { name: 'a.png', bytes: PNG }),
      upload('Same Name', { name: 'b.png', bytes: PNG }),
    ]);
    expect(first?.json().key).not.toBe(second?.json().key);
  });

  it.each([
    ['PDF bytes named .png', { name: 'logo.png', bytes: PDF, type: 'image/png' }],
    ['text bytes named .png', { name: 'logo.png', bytes: TEXT, type: 'image/png' }],
    [
      'an SVG',
      { name: 'logo.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    ],
  ])('should refuse %s with 415 and store nothing', async (_case, file) => {
    const before = await storedLogos();
    const response = await upload('Refused Co', file);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: { ...LOGO_MESSAGES.notImage, field: 'file' } });
    expect(await storedLogos()).toEqual(before);
  });

  it('should refuse an image over 5 MB with 413 and store nothing', async () => {
    const before = await storedLogos();
    const response = await upload('Big Co', {
      name: 'big.png',
      bytes: pngOfSize(LOGO_MAX_BYTES + 1),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: LOGO_MESSAGES.tooLarge });
    expect(await storedLogos()).toEqual(before);
  });

  it('should accept an image of exactly 5 MB', async () => {
    const response = await upload('Edge Co', {
      name: 'edge.png',
      bytes: pngOfSize(LOGO_MAX_BYTES),
    });
    expect(response.statusCode).toBe(201);
  });

  it('should answer 400 when no file is sent and 415 for a JSON body', async () => {
    const body = await multipart({ name: 'No File' });
    const empty = await service.app.inject({
      method: 'POST',
      url: '/api/uploads/logos',
      payload: body.payload,
      headers: body.headers,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Please select an image file');
    const json = await service.app.inject({
      method: 'POST',
      url: '/api/uploads/logos',
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('should answer a retry with the same key with the first answer and store one file', async () => {
    const key = newKey();
    const first = await upload(
      'Retry Co',
      { name: 'r.png', bytes: PNG },
      { 'idempotency-key': key },
    );
    const retry = await upload(
      'Retry Co',
      { name: 'r.png', bytes: PNG },
      { 'idempotency-key': key },
    );
    expect(retry.statusCode).toBe(201);
    // The same logo; the delete token is never stored, so the retry gets a fresh one.
    expect(retry.json()).toEqual({ ...first.json(), deleteToken: expect.any(String) });
    expect(retry.json().deleteToken).not.toBe(first.json().deleteToken);
    expect((await storedLogos()).filter((name) => name.startsWith('retry-co-'))).toHaveLength(1);
  });

  // Issue 37 #6: the same key and file sent from another address was answered as the
  // uploader's retry, with a fresh delete token that voided the uploader's own.
  it("should not answer another caller's replay of the key and file with the uploader's logo", async () => {
    const key = newKey();
    const file = { name: 'owned.png', bytes: PNG };
    const first = await upload('Owned Co', file, {
      'idempotency-key': key,
      'x-forwarded-for': '198.51.100.61',
    });
    expect(first.statusCode).toBe(201);
    const replay = await upload('Owned Co', file, {
      'idempotency-key': key,
      'x-forwarded-for': '203.0.113.62',
    });
    // Another caller's request is its own upload, with a logo and a token of its own.
    expect(replay.statusCode).toBe(201);
    expect(replay.json().key).not.toBe(first.json().key);
    // The uploader's token still deletes the uploader's logo.
    const removed = await service.app.inject({
      method: 'DELETE',
      url: `/api/uploads/logos/${encodeURIComponent(first.json().key)}`,
      headers: { host: 'trusthive.test', 'x-delete-token': first.json().deleteToken },
    });
    expect(removed.statusCode).toBe(204);
  });

  it('should refuse the same key with another file with 422', async () => {
    const key = newKey();
    await upload('Key Co', { name: 'k.png', bytes: PNG }, { 'idempotency-key': key });
    const other = await upload(
      'Key Co',
      { name: 'k.jpg', bytes: JPEG_WITH_EXIF },
      { 'idempotency-key': key },
    );
    expect(other.statusCode).toBe(422);
    expect((await storedLogos()).filter((name) => name.startsWith('key-co-'))).toHaveLength(1);
  });
});

describe('DELETE /api/uploads/logos/:key', () => {
  const remove = (key: string, deleteToken = 'none') =>
    service.app.inject({
      method: 'DELETE',
      url: `/api/uploads/logos/${encodeURIComponent(key)}`,
      headers: { host: 'trusthive.test', 'x-delete-token': deleteToken },
    });

  it('should remove the object, and answer 404 the second time', async () => {
    const { key, deleteToken } = (await upload('Removed Co', { name: 'x.png', bytes: PNG })).json();
    expect((await remove(key, deleteToken)).statusCode).toBe(204);
    expect(await service.storage.get('public', `logos/${key}`)).toBeNull();
    const again = await remove(key, deleteToken);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: LOGO_MESSAGES.unknownKey });
  });

  it('should not remove a logo a listed company shows', async () => {
    const { key, url, deleteToken } = (
      await upload('Shown Co', { name: 'x.png', bytes: PNG })
    ).json();
    await newCompany(service.deps.db, { logo: url });
    const response = await remove(key, deleteToken);
    expect(response.statusCode).toBe(409);
    expect(await service.storage.exists('public', `logos/${key}`)).toBe(true);
  });

  it.each(['../../private/claims/1/x.pdf', 'claims', 'x.png'])(
    'should answer 404 for the key %j and touch nothing',
    async (key) => {
      expect((await remove(key)).statusCode).toBe(404);
    },
  );
});
