import { SEARCH_TYPES, type SearchTypeValue } from '@trusthive/contracts';
import type { MessageId } from '../../i18n';

// The search box's type choice is remembered between visits and defaults to name (spec §2).

const STORAGE_KEY = 'trusthive.search-type';
export const DEFAULT_SEARCH_TYPE: SearchTypeValue = 'name';

/**
 * The search type a text names, or null. A plain check rather than the contracts' schema: the
 * search box is in every public page's first script, which carries no zod.
 */
export function searchTypeOf(value: string | null | undefined): SearchTypeValue | null {
  return SEARCH_TYPES.find((type) => type === value) ?? null;
}

export function readStoredSearchType(): SearchTypeValue {
  try {
    return searchTypeOf(window.localStorage.getItem(STORAGE_KEY)) ?? DEFAULT_SEARCH_TYPE;
  } catch {
    // Storage can be off (private mode, blocked cookies): the default still works.
    return DEFAULT_SEARCH_TYPE;
  }
}

export function storeSearchType(type: SearchTypeValue): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, type);
  } catch {
    // Not remembered this time; nothing else depends on it.
  }
}

// Message ids, not words: the words are looked up while rendering, in the page's language.

/** How the page and the box name each type (spec §2 "Showing results for ..."). */
export const SEARCH_TYPE_LABELS: Record<SearchTypeValue, MessageId> = {
  name: 'browse.search.label.name',
  cin: 'browse.search.label.cin',
  brand: 'browse.search.label.brand',
  director: 'browse.search.label.director',
};

export const SEARCH_TYPE_OPTIONS: { value: SearchTypeValue; label: MessageId }[] = [
  { value: 'name', label: 'browse.search.option.name' },
  { value: 'cin', label: 'browse.search.option.cin' },
  { value: 'brand', label: 'browse.search.option.brand' },
  { value: 'director', label: 'browse.search.option.director' },
];
