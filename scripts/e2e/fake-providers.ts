import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';
import { answerGstSearch, answerStandInChange, type StandInChanges } from './gst-stand-in';
import {
  answerRegistry,
  answerRegistryStandInChange,
  type RegistryStandInChanges,
} from './registry-stand-in';

/** What browser tests said GSTN has changed since (gst-stand-in.ts's control path). */
const gstChanges: StandInChanges = new Map();
/** What browser tests said the registry says of a CIN (registry-stand-in.ts's control path). */
const registryChanges: RegistryStandInChanges = new Map();

// The browser-test stack's third-party providers: one small local HTTP server speaking the
// Google Places web service (findplacefromtext, details, photo), Trustpilot's business-unit
// lookup, a GST Suvidha Provider's taxpayer search (gst-stand-in.ts) and a company-master
// provider (registry-stand-in.ts), so the enrichment
// service and workers make real HTTP calls and nothing leaves the machine.
//
// It knows a business when its name (or, for the rating, its domain) contains
// FAKE_PLACE_MARKER; anything else gets the providers' real "no result" answers. Browser
// tests seed companies with or without the marker in their names.

export const FAKE_PLACE_MARKER = 'Bluebell';
/**
 * With the place marker, a business the maps service lists without a rating (Google omits
 * rating and user_ratings_total then) and that has no third-party rating either: the profile
 * shows the spec's estimated 4.5.
 */
export const FAKE_UNRATED_MARKER = 'Unrated';
export const FAKE_PLACES_KEY = 'e2e-places-key';
export const FAKE_RATING_KEY = 'e2e-rating-key';

/** What the fake answers for a known business (the tests assert these). */
export const FAKE_PLACE = {
  rating: 4.4,
  userRatingsTotal: 87,
  address: '12 Brigade Road, Bengaluru, Karnataka 560025, India',
  phone: '080 4123 4567',
  photoCount: 4,
  /** The photos' own size; the photo endpoint scales them down to maxwidth. */
  photoSize: { width: 640, height: 480 },
  reviews: [
    {
      author_name: 'Asha Verma',
      rating: 5,
      relative_time_description: 'a week ago',
      text: 'Genuine products and quick delivery to Jayanagar.',
    },
    {
      author_name: 'Rohan Iyer',
      rating: 3,
      relative_time_description: '2 months ago',
      text: 'Good range, but the billing counter was slow.',
    },
  ],
} as const;

export const FAKE_AVATAR_URL =
  'https://lh3.googleusercontent.com/a-/fake-avatar-asha=s128-c0x00000000';

export const FAKE_RATING = { trustScore: 4.1, reviews: 256 } as const;

/** Photo references as Google shapes them: URL-safe, long. One colour per photo. */
export const fakePhotoReference = (index: number) => `AfakePhotoRef${index}xBluebellE2e`;
const PHOTO_COLOURS: ReadonlyArray<[number, number, number]> = [
  [15, 118, 110],
  [180, 83, 9],
  [29, 78, 216],
  [185, 28, 28],
];

const isKnown = (text: string | null) =>
  text !== null && text.toLowerCase().includes(FAKE_PLACE_MARKER.toLowerCase());
const isUnrated = (text: string | null) =>
  text !== null && text.toLowerCase().includes(FAKE_UNRATED_MARKER.toLowerCase());

export interface FakeProviders {
  url: string;
  close: () => Promise<void>;
}

export async function startFakeProviders(): Promise<FakeProviders> {
  const server = createServer((request, response) => {
    try {
      route(request, response, `http://${request.headers.host}`);
    } catch {
      send(response, 500, 'application/json', JSON.stringify({ error: 'fake provider failed' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function route(request: IncomingMessage, response: ServerResponse, origin: string): void {
  const url = new URL(request.url ?? '/', origin);
  const query = (name: string) => url.searchParams.get(name);
  const json = (status: number, body: unknown) =>
    send(response, status, 'application/json; charset=UTF-8', JSON.stringify(body));

  if (url.pathname.startsWith('/maps/api/place/')) {
    // Google answers a bad key with HTTP 200 and REQUEST_DENIED (photos: 403).
    if (query('key') !== FAKE_PLACES_KEY) {
      if (url.pathname.endsWith('/photo')) return send(response, 403, 'text/plain', 'Forbidden');
      return json(200, {
        status: 'REQUEST_DENIED',
        error_message: 'The provided API key is invalid.',
      });
    }
  }

  if (answerStandInChange(request, response, url, gstChanges)) return;
  if (answerGstSearch(request, response, url, gstChanges)) return;
  if (answerRegistryStandInChange(request, response, url, registryChanges)) return;
  if (answerRegistry(request, response, url, registryChanges)) return;

  switch (url.pathname) {
    case '/maps/api/place/findplacefromtext/json': {
      const input = query('input');
      if (!isKnown(input)) return json(200, { candidates: [], status: 'ZERO_RESULTS' });
      return json(200, {
        candidates: [{ place_id: `fake-${Buffer.from(input!).toString('base64url')}` }],
        status: 'OK',
      });
    }
    case '/maps/api/place/details/json': {
      const placeId = query('place_id') ?? '';
      const name = Buffer.from(placeId.replace(/^fake-/, ''), 'base64url').toString('utf8');
      if (!placeId.startsWith('fake-') || !isKnown(name)) return json(200, { status: 'NOT_FOUND' });
      return json(200, { result: placeDetails(name), status: 'OK' });
    }
    case '/maps/api/place/photo': {
      // Google redirects to the image on its content host; the server must follow it.
      const reference = query('photo_reference') ?? '';
      const maxwidth = Number(query('maxwidth'));
      const index = photoIndex(reference);
      if (index < 0 || !Number.isInteger(maxwidth) || maxwidth < 1 || maxwidth > 1600) {
        return send(response, 400, 'text/plain', 'Bad Request');
      }
      response.writeHead(302, { location: `/content/photo-${index}-w${maxwidth}.png` });
      return void response.end();
    }
    case '/v1/business-units/find': {
      if (request.headers.apikey !== FAKE_RATING_KEY) {
        return json(401, { message: 'Invalid ApiKey' });
      }
      const name = query('name');
      if (!isKnown(name) || isUnrated(name)) return json(404, { message: 'Not found' });
      return json(200, {
        id: 'fake-business-unit',
        displayName: name,
        name: { identifying: name },
        score: { trustScore: FAKE_RATING.trustScore, stars: 4 },
        numberOfReviews: { total: FAKE_RATING.reviews },
      });
    }
  }

  const content = /^\/content\/photo-(\d+)-w(\d+)\.png$/.exec(url.pathname);
  if (content) {
    const index = Number(content[1]);
    const colour = PHOTO_COLOURS[index % PHOTO_COLOURS.length]!;
    const { width, height } = FAKE_PLACE.photoSize;
    const scaled = Math.min(width, Number(content[2]));
    return send(
      response,
      200,
      'image/png',
      solidPng(scaled, Math.round((height * scaled) / width), colour),
    );
  }
  return json(404, { error: 'unknown fake provider path' });
}

function placeDetails(name: string) {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    name,
    ...(isUnrated(name)
      ? {}
      : { rating: FAKE_PLACE.rating, user_ratings_total: FAKE_PLACE.userRatingsTotal }),
    formatted_address: FAKE_PLACE.address,
    formatted_phone_number: FAKE_PLACE.phone,
    website: `https://www.${slug}.example.in/`,
    photos: Array.from({ length: FAKE_PLACE.photoCount }, (_, index) => ({
      photo_reference: fakePhotoReference(index),
      ...FAKE_PLACE.photoSize,
      html_attributions: [],
    })),
    reviews: FAKE_PLACE.reviews.map((review, index) => ({
      ...review,
      language: 'en',
      // The first author has a picture on Google's content host (browser tests answer for
      // it), the second has none.
      profile_photo_url: index === 0 ? FAKE_AVATAR_URL : null,
      time: 1_700_000_000 + index,
    })),
  };
}

function photoIndex(reference: string): number {
  for (let index = 0; index < FAKE_PLACE.photoCount; index += 1) {
    if (fakePhotoReference(index) === reference) return index;
  }
  return -1;
}

function send(
  response: ServerResponse,
  status: number,
  contentType: string,
  body: string | Buffer,
): void {
  response.writeHead(status, { 'content-type': contentType, 'content-length': body.length });
  response.end(body);
}

/** A real PNG of one colour: signature, IHDR, one zlib IDAT, IEND. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]) {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
