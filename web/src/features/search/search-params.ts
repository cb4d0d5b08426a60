import { SEARCH_TERM_MAX_LENGTH, type SearchTypeValue } from '@trusthive/contracts';
import { DEFAULT_SEARCH_TYPE, searchTypeOf } from './search-type';

export type SearchLocation = { q: string; type: SearchTypeValue; page: number };

/**
 * The results page's state lives in its URL (/search?q=&type=&page=), so back, forward and a
 * shared link all show the same page. Anything missing or malformed falls back the way the API
 * does: type to name, page to 1.
 */
export function readSearchLocation(params: URLSearchParams): SearchLocation {
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_TERM_MAX_LENGTH);

  const page = Number(params.get('page') ?? '1');
  return {
    q,
    type: searchTypeOf(params.get('type')) ?? DEFAULT_SEARCH_TYPE,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}
