import type { SearchResult, SearchTypeValue, Suggestion } from '@trusthive/contracts';

// The one interface both engines implement (STYLE 18). The behavioural suite in
// test/engine.behaviour.test.ts runs against every engine that is available.

export interface SearchPageRequest {
  term: string;
  type: SearchTypeValue;
  page: number;
}

export interface SearchPage {
  /** Matches counted up to `totalCap`; `totalCapped` when there are more. */
  total: number;
  totalCapped: boolean;
  results: SearchResult[];
}

export interface SuggestionsRequest {
  term: string;
  type: SearchTypeValue;
}

export interface SearchEngine {
  readonly name: 'postgres' | 'meilisearch';
  /** The most matches an engine counts; beyond it a total is "at least this many". */
  readonly totalCap: number;
  /**
   * Order: an exact CIN or exact name (brand name on a brand search) first, then names that
   * start with the term, then the rest by name. A page past the last is empty with the total.
   */
  search(request: SearchPageRequest): Promise<SearchPage>;
  /**
   * At most SUGGESTION_LIMIT: the exact match and the names (and CINs) that start with the
   * term, in the order of the results page, then names with a later word that starts with it,
   * by name among the ones found. A name that only contains the term inside a word is
   * suggested when nothing starts with it (PostgreSQL; Meilisearch matches words only).
   */
  suggest(request: SuggestionsRequest): Promise<Suggestion[]>;
  /** Closest company names for a name search that found nothing. */
  didYouMean(term: string): Promise<string[]>;
}

/** Keeps an engine's index in step with the companies and brands tables. */
export interface SearchIndexer {
  /** Creates indexes and applies settings; safe to run at every start. */
  prepare(): Promise<void>;
  /** Re-reads these companies (and their brands) and updates or removes their documents. */
  syncCompanies(companyIds: readonly number[]): Promise<void>;
  /** Re-reads every company changed since `since`; returns how many were synced. */
  syncChangedSince(since: Date): Promise<number>;
  /** Rebuilds the whole index from the tables; returns how many companies it holds. */
  reindexAll(onProgress?: (done: number) => void): Promise<number>;
}
