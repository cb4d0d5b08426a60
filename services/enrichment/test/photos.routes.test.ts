import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_BYTES, PLACES_KEY } from './fakes/google-places';
import { startHarness, type Harness } from './harness';

// GET /api/photos/:reference: the maps photo through our server, with the fake Google photo
// endpoint answering as Google does (a 302 to the image host).

describe('GET /api/photos/:reference', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ PHOTO_CACHE_MAX_BYTES: '1024' });
  });

  afterAll(async () => {
    await h?.close();
  });

  const unique = () => `ref${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

  it('should proxy the photo with the server key, following the redirect, and cache it', async () => {
    const reference = unique();
    const first = await h.app.inject({ url: `/api/photos/${reference}?maxwidth=800` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('public, max-age=1800');
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.rawPayload.equals(PHOTO_BYTES)).toBe(true);
    expect(JSON.stringify(first.headers)).not.toContain(PLACES_KEY);
    expect(h.fakes.places.hits(`maxwidth=800&photo_reference=${reference}&key=${PLACES_KEY}`)).toBe(
      1,
    );

    const second = await h.app.inject({ url: `/api/photos/${reference}?maxwidth=800` });
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.rawPayload.equals(PHOTO_BYTES)).toBe(true);
    expect(h.fakes.places.hits(`photo_reference=${reference}&`)).toBe(1);
  });

  it('should default to the 300 px thumbnail width', async () => {
    const reference = unique();
    const response = await h.app.inject({ url: `/api/photos/${reference}` });
    expect(response.statusCode).toBe(200);
    expect(h.fakes.places.hits(`maxwidth=300&photo_reference=${reference}&`)).toBe(1);
  });

  it('should refuse a width other than 300 or 800', async () => {
    const response = await h.app.inject({ url: `/api/photos/${unique()}?maxwidth=1600` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.title).toBe('Invalid Request');
  });

  it('should refuse a reference that cannot be a maps photo reference', async () => {
    const response = await h.app.inject({
      url: `/api/photos/${encodeURIComponent('../etc/passwd')}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        title: 'Invalid Photo Reference',
        message: 'The photo reference is not valid.',
        field: 'reference',
      },
    });
  });

  it('should answer 404 when Google does not know the reference', async () => {
    const response = await h.app.inject({ url: `/api/photos/missing${unique()}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { title: 'Photo Not Found', message: 'This photo is not available.' },
    });
  });

  it('should answer 503 when the photo service fails or hangs, and not cache that', async () => {
    for (const marker of ['xerror500x', 'xtimeoutx']) {
      const reference = `${marker}${unique()}`;
      const response = await h.app.inject({ url: `/api/photos/${reference}` });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.title).toBe('Service Unavailable');
    }
  });
});

describe('GET /api/photos/:reference with a photo over the cache cap', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ PHOTO_CACHE_MAX_BYTES: '4' });
  });

  afterAll(async () => {
    await h?.close();
  });

  it('should serve it every time without keeping it', async () => {
    const reference = `refbig${Date.now().toString(36)}`;
    for (let round = 0; round < 2; round += 1) {
      const response = await h.app.inject({ url: `/api/photos/${reference}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-cache']).toBe('miss');
    }
    expect(h.fakes.places.hits(`photo_reference=${reference}&`)).toBe(2);
  });
});

describe('GET /api/photos/:reference with no maps key', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ GOOGLE_PLACES_API_KEY: '' });
  });

  afterAll(async () => {
    await h?.close();
  });

  it('should answer 404 without calling anyone', async () => {
    const response = await h.app.inject({ url: '/api/photos/refwithoutkey1234' });
    expect(response.statusCode).toBe(404);
    expect(h.fakes.places.requests).toEqual([]);
  });
});
