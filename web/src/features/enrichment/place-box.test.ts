import { describe, expect, it } from 'vitest';
import type { Enrichment, EnrichmentStatus, PlaceDetails } from '@trusthive/contracts';
import { ApiError } from '../../lib/api-client';
import { GOOGLE_NOT_CHECKED_TEXT, describePlaceBox, type PlaceBox } from './place-box';

const COMPANY = 'Acme Widgets Private Limited';
const NO_REVIEWS = `No Google reviews available for "${COMPANY}".`;

const place: PlaceDetails = {
  name: 'Acme Widgets',
  rating: 4.2,
  userRatingsTotal: 31,
  formattedAddress: '1 MG Road, Bengaluru',
  formattedPhoneNumber: '080 1234 5678',
  website: 'https://acme.example.in',
  photos: [],
  reviews: [],
};

function enrichment(
  status: EnrichmentStatus,
  { data = null, error = null }: { data?: PlaceDetails | null; error?: string | null } = {},
): Enrichment {
  const empty = { status: 'none' as const, data: null, error: null };
  return {
    companyId: 7,
    place: { status, data, error },
    logo: empty,
    rating: empty,
    email: empty,
    registry: empty,
    pending: status === 'pending' ? ['place'] : [],
  };
}

const box = (input: Partial<Parameters<typeof describePlaceBox>[0]>): PlaceBox =>
  describePlaceBox({
    companyName: COMPANY,
    enrichment: undefined,
    requestError: null,
    gaveUp: false,
    ...input,
  });

const unable = (error: string): PlaceBox => ({
  kind: 'message',
  text: `Unable to load Google business information: ${error}`,
  tone: 'error',
  retry: true,
});
const noReviews: PlaceBox = { kind: 'message', text: NO_REVIEWS, tone: 'info', retry: false };

describe(describePlaceBox.name, () => {
  it('should show the place when it is ready', () => {
    expect(box({ enrichment: enrichment('ready', { data: place }) })).toEqual({
      kind: 'place',
      place,
    });
  });

  it('should be loading before the first answer and while the place is pending', () => {
    expect(box({})).toEqual({ kind: 'loading' });
    expect(box({ enrichment: enrichment('pending') })).toEqual({ kind: 'loading' });
  });

  it.each(['none', 'ready'] as const)(
    'should say there are no Google reviews when the place is %s without data',
    (status) => {
      expect(box({ enrichment: enrichment(status) })).toEqual(noReviews);
    },
  );

  it('should say Google was not checked when no maps provider is configured (issue 36)', () => {
    expect(box({ enrichment: enrichment('off') })).toEqual({
      kind: 'message',
      text: GOOGLE_NOT_CHECKED_TEXT,
      tone: 'info',
      retry: false,
    });
  });

  it.each([
    'No results found',
    'No place_id found',
    'No details found for place_id ChIJ123',
    'Place lookup failed: No results found for the query',
  ])('should read the failure %j as "no Google reviews"', (error) => {
    expect(box({ enrichment: enrichment('failed', { error }) })).toEqual(noReviews);
  });

  it.each(['Failed to fetch place details', 'Network error', 'HTTP 500 from the provider'])(
    'should show the failure %j in the spec sentence, with a retry',
    (error) => {
      expect(box({ enrichment: enrichment('failed', { error }) })).toEqual(unable(error));
    },
  );

  it('should fall back to the spec text when a failure carries no reason', () => {
    expect(box({ enrichment: enrichment('failed') })).toEqual(
      unable('Failed to fetch place details'),
    );
  });

  it('should say the lookup took too long once polling gave up on a pending place', () => {
    expect(box({ enrichment: enrichment('pending'), gaveUp: true })).toEqual(
      unable('The lookup is taking longer than expected'),
    );
  });

  it('should show "Network error" when the enrichment request never got an answer', () => {
    const offline = new ApiError(0, { title: 'Network error', message: 'Could not reach.' });
    expect(box({ requestError: offline })).toEqual(unable('Network error'));
  });

  it('should show the spec place error when the enrichment request failed', () => {
    const down = new ApiError(503, { title: 'Unavailable', message: 'Service down' });
    expect(box({ requestError: down })).toEqual(unable('Failed to fetch place details'));
  });

  it('should keep showing a place it has when a later poll fails', () => {
    const down = new ApiError(503, { title: 'Unavailable', message: 'Service down' });
    expect(box({ enrichment: enrichment('ready', { data: place }), requestError: down })).toEqual({
      kind: 'place',
      place,
    });
  });
});
