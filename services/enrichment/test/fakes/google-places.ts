import {
  answerFailure,
  behaviourOf,
  sendJson,
  startFakeServer,
  type FakeServer,
} from './fake-server';

// Google Places API (legacy web service) as the place worker and the photo proxy use it:
// findplacefromtext → candidates[].place_id, details → result, photo → 302 to the image.
// The place_id carries the looked-up name, so details answers for the same company.

export const PLACES_KEY = 'test-places-key';

/** A tiny valid JPEG's start, enough for a content check. */
export const PHOTO_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('fake-jpeg-bytes'),
]);

/** A name with '[unrated]' is a place Google lists without a rating (both fields omitted). */
export function placeResult(name: string) {
  return {
    name: `${name} (maps)`,
    ...(name.includes('[unrated]') ? {} : { rating: 4.6, user_ratings_total: 128 }),
    formatted_address: '12 MG Road, Bengaluru, Karnataka 560001, India',
    formatted_phone_number: '080 4123 4567',
    website: `https://${slug(name)}.example.in/`,
    photos: [
      {
        photo_reference: `photoref${slug(name)}a`,
        width: 1600,
        height: 1200,
        html_attributions: [],
      },
      { photo_reference: `photoref${slug(name)}b`, width: 800, height: 600, html_attributions: [] },
    ],
    reviews: [
      {
        author_name: 'Asha Rao',
        profile_photo_url: 'https://lh3.googleusercontent.com/a/asha',
        rating: 5,
        relative_time_description: '2 months ago',
        text: 'Prompt delivery and honest pricing.',
        time: 1_700_000_000,
      },
    ],
  };
}

export const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

export function startFakePlaces(options: { photoBytes?: Buffer } = {}): Promise<FakeServer> {
  const photoBytes = options.photoBytes ?? PHOTO_BYTES;
  return startFakeServer((request, response, url) => {
    const key = url.searchParams.get('key');
    if (url.pathname.startsWith('/images/')) {
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photoBytes);
      return;
    }
    if (key !== PLACES_KEY) {
      sendJson(response, 200, {
        status: 'REQUEST_DENIED',
        error_message: 'The provided API key is invalid.',
      });
      return;
    }
    if (url.pathname === '/maps/api/place/findplacefromtext/json') {
      const input = url.searchParams.get('input') ?? '';
      const behaviour = behaviourOf(input);
      if (answerFailure(behaviour, response)) return;
      if (behaviour === 'none')
        return sendJson(response, 200, { candidates: [], status: 'ZERO_RESULTS' });
      if (behaviour === 'denied') {
        return sendJson(response, 200, {
          candidates: [],
          status: 'REQUEST_DENIED',
          error_message: 'denied',
        });
      }
      return sendJson(response, 200, {
        candidates: [{ place_id: `place:${input}` }],
        status: 'OK',
      });
    }
    if (url.pathname === '/maps/api/place/details/json') {
      const placeId = url.searchParams.get('place_id') ?? '';
      if (!placeId.startsWith('place:'))
        return sendJson(response, 200, { status: 'INVALID_REQUEST' });
      const name = placeId.slice('place:'.length);
      if (/\[nodetails\]/.test(name)) return sendJson(response, 200, { status: 'NOT_FOUND' });
      return sendJson(response, 200, {
        html_attributions: [],
        result: placeResult(name),
        status: 'OK',
      });
    }
    if (url.pathname === '/maps/api/place/photo') {
      const reference = url.searchParams.get('photo_reference') ?? '';
      const behaviour = behaviourOf(reference.replace(/^x([a-z0-9]+?)x/, '[$1]'));
      if (answerFailure(behaviour, response)) return;
      if (reference.startsWith('missing')) return void response.writeHead(400).end();
      // Google answers with a redirect to the image host; the key is not in that URL.
      response
        .writeHead(302, {
          location: `/images/${reference}.jpg?w=${url.searchParams.get('maxwidth')}`,
        })
        .end();
      return;
    }
    sendJson(response, 404, { error: 'no such endpoint' });
  });
}
