import {
  SEARCH_PAGE_SIZE,
  type SearchQuery,
  type SearchResponse,
  type SuggestionsQuery,
  type SuggestionsResponse,
} from '@trusthive/contracts';
import type { RecordSearch } from './analytics/record-search';
import type { DirectorSearch } from './director-search';
import type { SearchEngine } from './engine/search-engine';
import { taxIdOf } from './engine/search-terms';
import type { TaxIdSearch } from './tax-id-search';

export interface SearchContext {
  userAgent: string | null;
  userId: string | null;
  /** TrustHive's own search (a bulk check's names): no analytics row, it is no visitor's. */
  internal?: boolean;
}

export interface SearchServiceDeps {
  engine: SearchEngine;
  /** GSTINs and PANs, answered from PostgreSQL before any engine (issue 40). */
  taxIds: TaxIdSearch;
  /** The search type 'director': people by name or full DIN, from PostgreSQL (issue 41). */
  directors: DirectorSearch;
  recordSearch: RecordSearch;
  log: { warn(details: object, message: string): void };
}

/** The search use cases: an engine query, "Did you mean", and the analytics row. */
export function createSearchService({
  engine,
  taxIds,
  directors,
  recordSearch,
  log,
}: SearchServiceDeps) {
  async function closestNames(term: string): Promise<string[]> {
    try {
      return await engine.didYouMean(term);
    } catch (error) {
      // A hint, not the answer: the empty result still stands without it.
      log.warn({ err: error }, 'did-you-mean lookup failed');
      return [];
    }
  }

  /** Each suggested name with the one company it finds, or null when it finds several. */
  async function companiesNamed(names: string[]): Promise<SearchResponse['didYouMeanCompanies']> {
    return Promise.all(
      names.map(async (name) => {
        try {
          const found = await engine.search({ term: name, type: 'name', page: 1 });
          const only = found.total === 1 ? found.results[0] : undefined;
          return { name, companyId: only?.name === name ? only.id : null };
        } catch (error) {
          log.warn({ err: error }, 'did-you-mean company lookup failed');
          return { name, companyId: null };
        }
      }),
    );
  }

  return {
    async search(query: SearchQuery, context: SearchContext): Promise<SearchResponse> {
      // A GSTIN or PAN, whatever type was chosen: what TrustHive holds under it, and no name
      // search (no name is one) nor "Did you mean".
      const taxId = taxIdOf(query.q);
      const found = taxId
        ? { ...(await taxIds.find(taxId, query.page)), directors: [] }
        : query.type === 'director'
          ? { ...(await directors.find(query.q, query.page)), results: [], gstRegistrations: [] }
          : {
              ...(await engine.search({ term: query.q, type: query.type, page: query.page })),
              gstRegistrations: [],
              directors: [],
            };
      const didYouMean =
        !taxId && query.type === 'name' && found.total === 0 ? await closestNames(query.q) : [];
      // One row per search: paging through the same results is not a new search.
      if (query.page === 1 && !context.internal) {
        try {
          recordSearch({
            term: query.q,
            type: query.type,
            resultsCount: found.total,
            userAgent: context.userAgent,
            userId: context.userId,
          });
        } catch (error) {
          log.warn({ err: error }, 'search analytics failed');
        }
      }
      return {
        query: query.q,
        type: query.type,
        page: query.page,
        pageSize: SEARCH_PAGE_SIZE,
        total: found.total,
        totalCapped: found.totalCapped,
        results: found.results,
        didYouMean,
        didYouMeanCompanies: await companiesNamed(didYouMean),
        taxId,
        gstRegistrations: found.gstRegistrations,
        directors: found.directors,
      };
    },

    async suggest(query: SuggestionsQuery): Promise<SuggestionsResponse> {
      if (query.type === 'director') return { suggestions: await directors.suggest(query.q) };
      return { suggestions: await engine.suggest({ term: query.q, type: query.type }) };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
