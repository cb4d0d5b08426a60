import type { Enrichment, PlaceDetails } from '@trusthive/contracts';
import { t, type MessageId } from '../../i18n';
import { isApiError } from '../../lib/api-client';

// What the Google Business Information box shows (spec §8 "Place information box"): the place,
// a loading line, or one of the spec's texts. Pure, so every choice is tested case by case.

/** Provider answers that mean "Google has no such business", not "something broke". */
const NO_PLACE_ERRORS = ['No results found', 'No place_id found', 'No details found for place_id'];

/** The spec's place error texts (§8): a failure without a reason, and no answer at all. */
export const DEFAULT_PLACE_ERROR = 'Failed to fetch place details';
export const NETWORK_ERROR = 'Network error';
/** Why the box gave up when the lookup was still pending at the end of the polling window. */
export const PLACE_TIMEOUT_ERROR = 'The lookup is taking longer than expected';

/** The reasons above in the page's language; a provider's own error stays as it was sent. */
const ERROR_WORDS: Record<string, MessageId> = {
  [DEFAULT_PLACE_ERROR]: 'company.place.error.default',
  [NETWORK_ERROR]: 'company.place.error.network',
  [PLACE_TIMEOUT_ERROR]: 'company.place.error.timeout',
};

// The box's texts, looked up while rendering in the page's language (English: the spec's).
export const noGoogleReviewsText = (companyName: string) =>
  t('company.place.noGoogleReviews', { name: companyName });
export const unableToLoadText = (error: string) => {
  const id = ERROR_WORDS[error];
  return t('company.place.unableToLoad', { error: id ? t(id) : error });
};
/**
 * No maps provider is configured, so Google was never asked: saying it has no reviews would
 * state what nobody checked (issue 36). English, for the tests that compare with it; the box
 * says it in the page's language (company.place.notChecked holds these words).
 */
export const GOOGLE_NOT_CHECKED_TEXT =
  'Google was not checked for this company: TrustHive looks up no Google Business listings yet.';

export type PlaceBox =
  | { kind: 'loading' }
  | { kind: 'place'; place: PlaceDetails }
  /** `retry`: a lookup that may still succeed, so the box offers to ask again. */
  | { kind: 'message'; text: string; tone: 'info' | 'error'; retry: boolean };

/** The text for a failed lookup: the "no such place" errors read as "no reviews". */
export function placeErrorText(error: string, companyName: string): string {
  return NO_PLACE_ERRORS.some((marker) => error.includes(marker))
    ? noGoogleReviewsText(companyName)
    : unableToLoadText(error);
}

function errorBox(error: string, companyName: string, retry: boolean): PlaceBox {
  const text = placeErrorText(error, companyName);
  return text === noGoogleReviewsText(companyName)
    ? { kind: 'message', text, tone: 'info', retry: false }
    : { kind: 'message', text, tone: 'error', retry };
}

export type PlaceBoxInput = {
  companyName: string;
  enrichment: Enrichment | undefined;
  /** The enrichment request itself failed (the service is down, a network error). */
  requestError: Error | null;
  gaveUp: boolean;
};

export function describePlaceBox({
  companyName,
  enrichment,
  requestError,
  gaveUp,
}: PlaceBoxInput): PlaceBox {
  const place = enrichment?.place;
  if (!place) {
    if (requestError) {
      const reason =
        isApiError(requestError) && requestError.status === 0 ? NETWORK_ERROR : DEFAULT_PLACE_ERROR;
      return errorBox(reason, companyName, true);
    }
    return { kind: 'loading' };
  }
  switch (place.status) {
    case 'ready':
      return place.data
        ? { kind: 'place', place: place.data }
        : { kind: 'message', text: noGoogleReviewsText(companyName), tone: 'info', retry: false };
    case 'pending':
      return gaveUp ? errorBox(PLACE_TIMEOUT_ERROR, companyName, true) : { kind: 'loading' };
    case 'failed':
      return errorBox(place.error ?? DEFAULT_PLACE_ERROR, companyName, true);
    case 'off':
      return { kind: 'message', text: t('company.place.notChecked'), tone: 'info', retry: false };
    // Google was asked and has no such business.
    case 'none':
      return {
        kind: 'message',
        text: noGoogleReviewsText(companyName),
        tone: 'info',
        retry: false,
      };
  }
}
