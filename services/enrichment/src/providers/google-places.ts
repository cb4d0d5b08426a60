import { z } from 'zod';
import type { PlaceDetails } from '@trusthive/contracts';
import type { EnrichmentProviderConfig } from '@trusthive/platform';
import { PLACE_MESSAGES } from '../messages';
import { ProviderError, type HttpClient } from './http';
import { found, notFound, type Lookup } from './lookup';

// Google Places API (legacy web service), as spec §7 google-place-details uses it:
//   GET /maps/api/place/findplacefromtext/json?input=&inputtype=textquery&fields=place_id&key=
//   GET /maps/api/place/details/json?place_id=&fields=...&key=
//   GET /maps/api/place/photo?maxwidth=&photo_reference=&key=   → 302 to the image
// Both JSON endpoints answer HTTP 200 with a `status`; that status decides what happened.

const DETAIL_FIELDS = [
  'name',
  'rating',
  'user_ratings_total',
  'formatted_address',
  'formatted_phone_number',
  'website',
  'photos',
  'reviews',
].join(',');

/** Statuses worth asking again later; others (REQUEST_DENIED, INVALID_REQUEST) are final. */
const TRANSIENT_STATUSES = new Set(['OVER_QUERY_LIMIT', 'UNKNOWN_ERROR']);
const NO_RESULT_STATUSES = new Set(['ZERO_RESULTS', 'NOT_FOUND']);

const findPlaceAnswer = z.object({
  status: z.string(),
  candidates: z.array(z.object({ place_id: z.string().min(1) })).optional(),
});

const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);

const detailsAnswer = z.object({
  status: z.string(),
  result: z
    .object({
      name: z.string().optional(),
      rating: nullable(z.number().min(0).max(5)),
      user_ratings_total: nullable(z.number().int().min(0)),
      formatted_address: nullable(z.string()),
      formatted_phone_number: nullable(z.string()),
      website: nullable(z.string()),
      photos: z
        .array(
          z.object({
            photo_reference: z.string().min(1).max(1_000),
            width: nullable(z.number().int().positive()),
            height: nullable(z.number().int().positive()),
          }),
        )
        .optional(),
      reviews: z
        .array(
          z.object({
            author_name: z.string().optional(),
            profile_photo_url: nullable(z.string()),
            rating: z.number().min(0).max(5).optional(),
            relative_time_description: z.string().optional(),
            text: z.string().optional(),
          }),
        )
        .optional(),
    })
    .optional(),
});

/** Google returns at most 10 photos and 5 reviews; the caps guard against anything else. */
const MAX_PHOTOS = 10;
const MAX_REVIEWS = 5;

export interface PhotoAnswer {
  contentType: string;
  bytes: Buffer;
}

export class GooglePlaces {
  constructor(
    private readonly config: EnrichmentProviderConfig,
    private readonly http: HttpClient,
  ) {}

  get enabled(): boolean {
    return this.config.enabled;
  }

  /** Finds the place by the company's name, then its details. */
  async lookup(companyName: string): Promise<Lookup<PlaceDetails>> {
    const find = this.parse(
      findPlaceAnswer,
      await this.getJson('/maps/api/place/findplacefromtext/json', {
        input: companyName,
        inputtype: 'textquery',
        fields: 'place_id',
      }),
    );
    const placeId = find.candidates?.[0]?.place_id;
    if (NO_RESULT_STATUSES.has(find.status) || (find.status === 'OK' && !placeId)) {
      return notFound(PLACE_MESSAGES.noPlaceId);
    }
    this.check(find.status);

    const details = this.parse(
      detailsAnswer,
      await this.getJson('/maps/api/place/details/json', {
        place_id: placeId!,
        fields: DETAIL_FIELDS,
      }),
    );
    if (NO_RESULT_STATUSES.has(details.status) || (details.status === 'OK' && !details.result)) {
      return notFound(PLACE_MESSAGES.noDetails);
    }
    this.check(details.status);
    const result = details.result!;
    return found({
      name: result.name ?? companyName,
      rating: result.rating,
      userRatingsTotal: result.user_ratings_total,
      formattedAddress: result.formatted_address,
      formattedPhoneNumber: result.formatted_phone_number,
      website: result.website?.trim() || null,
      photos: (result.photos ?? []).slice(0, MAX_PHOTOS).map((photo) => ({
        reference: photo.photo_reference,
        width: photo.width,
        height: photo.height,
      })),
      reviews: (result.reviews ?? []).slice(0, MAX_REVIEWS).map((review) => ({
        authorName: review.author_name ?? '',
        profilePhotoUrl: review.profile_photo_url,
        rating: review.rating ?? 0,
        relativeTimeDescription: review.relative_time_description ?? '',
        text: review.text ?? '',
      })),
    });
  }

  /**
   * The photo's bytes, fetched with the server's key (the redirect to the image is followed
   * here). Null when Google does not know the reference.
   */
  async photo(reference: string, maxwidth: number): Promise<PhotoAnswer | null> {
    const answer = await this.http.fetch(
      this.url('/maps/api/place/photo', { maxwidth: String(maxwidth), photo_reference: reference }),
      { headers: { accept: 'image/*' } },
    );
    if (answer.status === 429 || answer.status >= 500) {
      throw new ProviderError('http', true, `HTTP ${answer.status}`);
    }
    const contentType = String(answer.headers['content-type'] ?? '');
    // Google answers an unknown or expired reference with a 4xx (or, on some paths, a 200
    // HTML page): either way there is no image to show.
    if (answer.status !== 200 || !contentType.startsWith('image/')) return null;
    return { contentType, bytes: answer.body };
  }

  private url(path: string, params: Record<string, string>): URL {
    const url = new URL(path, this.config.baseUrl!);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    url.searchParams.set('key', this.config.apiKey!);
    return url;
  }

  private async getJson(path: string, params: Record<string, string>): Promise<unknown> {
    const { status, json } = await this.http.json(this.url(path, params));
    if (status === 404) throw new ProviderError('rejected', false, 'HTTP 404');
    return json;
  }

  private parse<T>(schema: z.ZodType<T>, json: unknown): T {
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ProviderError('malformed', true, 'unexpected answer');
    return parsed.data;
  }

  private check(status: string): void {
    if (status === 'OK') return;
    throw new ProviderError('rejected', TRANSIENT_STATUSES.has(status), `status ${status}`);
  }
}
