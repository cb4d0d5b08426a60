import type { Kysely } from 'kysely';
import {
  MeilisearchApiError,
  type EnqueuedTaskPromise,
  type Index,
  type Meilisearch,
  type Settings,
} from 'meilisearch';
import {
  SEARCH_PAGE_SIZE,
  SUGGESTION_LIMIT,
  storedCardVerdict,
  storedTrustLevel,
  type SearchResult,
  type Suggestion,
} from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';
import {
  brandsOfCompanies,
  companyCards,
  companyIdsAfter,
} from '../repositories/search-documents.repository';
import type { SearchRow } from '../repositories/search-rows';
import type {
  SearchEngine,
  SearchIndexer,
  SearchPage,
  SearchPageRequest,
  SuggestionsRequest,
} from './search-engine';
import { toSearchResult } from './search-result';
import { toSearchTerm } from './search-terms';

// Meilisearch, the scale-out engine (used whenever MEILISEARCH_URL is set). Documents are
// built from PostgreSQL by the index-sync worker and `npm run reindex`; settings are applied
// idempotently at start, and every task is awaited and checked.

/** Meilisearch's own default maxTotalHits; one more is asked for to tell "exactly" from "more". */
export const MEILISEARCH_TOTAL_CAP = 1_000;
const TASK_TIMEOUT_MS = 120_000;
const SYNC_BATCH = 500;

/** A company as both indexes store it (the card of spec §3 without the brand). */
export type CompanyCard = Omit<SearchResult, 'brandName'>;

/** Card fields added after the first documents were indexed (issue 20). */
type LaterCardFields = 'status' | 'trustScore' | 'trustLevel' | 'verdict';

/**
 * A card as an index holds it: a document indexed before a field was carried lacks it until
 * the next sync of its company rewrites it.
 */
export type StoredCompanyCard = Omit<CompanyCard, LaterCardFields> &
  Partial<Pick<CompanyCard, LaterCardFields>>;

export interface CompanyDocument extends StoredCompanyCard {
  nameSort: string;
}

export interface BrandDocument {
  id: number;
  brandName: string;
  brandNameSort: string;
  companyId: number;
  company: StoredCompanyCard;
}

const RANKING_RULES = ['words', 'exactness', 'sort', 'typo', 'proximity', 'attribute'];
const TYPO_TOLERANCE = {
  enabled: true,
  minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
} as const;
const PAGINATION = { maxTotalHits: MEILISEARCH_TOTAL_CAP + 1 };

/**
 * Exact value first, then values that start with the query (the exactness rule's buckets),
 * then by name; identifiers never match with typos.
 */
export const COMPANY_INDEX_SETTINGS: Settings = {
  searchableAttributes: ['name', 'cin'],
  filterableAttributes: ['id', 'cin'],
  sortableAttributes: ['nameSort'],
  rankingRules: RANKING_RULES,
  typoTolerance: { ...TYPO_TOLERANCE, disableOnAttributes: ['cin'] },
  pagination: PAGINATION,
};

export const BRAND_INDEX_SETTINGS: Settings = {
  searchableAttributes: ['brandName'],
  filterableAttributes: ['companyId'],
  sortableAttributes: ['brandNameSort'],
  rankingRules: RANKING_RULES,
  typoTolerance: TYPO_TOLERANCE,
  pagination: PAGINATION,
};

export interface MeilisearchEngineOptions {
  client: Meilisearch;
  db: Kysely<Database>;
  /** Index uid prefix, so tests (or several deployments) can share one server. */
  indexPrefix?: string;
}

export function meilisearchIndexUids(prefix = '') {
  return { companies: `${prefix}companies`, brands: `${prefix}brands` };
}

function toCompanyCard(row: SearchRow): CompanyCard {
  const { brandName: _brandName, ...card } = toSearchResult(row);
  return card;
}

export function toCompanyDocument(row: SearchRow): CompanyDocument {
  return { ...toCompanyCard(row), nameSort: row.company_name.toLowerCase() };
}

/** Waits for a task and fails loudly unless it succeeded (waitTask resolves on failure too). */
async function settle(
  task: EnqueuedTaskPromise,
  what: string,
  { tolerate }: { tolerate?: string } = {},
): Promise<void> {
  const done = await task.waitTask({ timeout: TASK_TIMEOUT_MS });
  if (done.status !== 'succeeded' && !(tolerate && done.error?.code === tolerate)) {
    throw new Error(
      `Meilisearch ${what}: task ${done.uid} ${done.status}${done.error ? `: ${done.error.message}` : ''}`,
    );
  }
}

export function createMeilisearchEngine({
  client,
  indexPrefix = '',
}: MeilisearchEngineOptions): SearchEngine {
  const uids = meilisearchIndexUids(indexPrefix);
  const companies = client.index<CompanyDocument>(uids.companies);
  const brands = client.index<BrandDocument>(uids.brands);

  function capped(totalHits: number, page: number) {
    const isCapped = totalHits > MEILISEARCH_TOTAL_CAP;
    return {
      total: Math.min(totalHits, MEILISEARCH_TOTAL_CAP),
      totalCapped: isCapped,
      // The one extra hit asked for only tells "more"; it is not on any page.
      pastCap: (page - 1) * SEARCH_PAGE_SIZE >= MEILISEARCH_TOTAL_CAP,
    };
  }

  return {
    name: 'meilisearch',
    totalCap: MEILISEARCH_TOTAL_CAP,

    async search({ term: raw, type, page }: SearchPageRequest): Promise<SearchPage> {
      const term = toSearchTerm(raw);
      if (type === 'brand') {
        const response = await brands.search(term.text, {
          page,
          hitsPerPage: SEARCH_PAGE_SIZE,
          sort: ['brandNameSort:asc'],
          matchingStrategy: 'all',
          attributesToRetrieve: ['brandName', 'company'],
        });
        const { total, totalCapped, pastCap } = capped(response.totalHits, page);
        const results = pastCap
          ? []
          : response.hits.map((hit) => ({ ...cardOf(hit.company), brandName: hit.brandName }));
        return { total, totalCapped, results };
      }
      // A CIN-shaped term is looked up as that CIN, whatever spacing or case it was typed in.
      const response = await companies.search(term.exactCin ?? term.text, {
        page,
        hitsPerPage: SEARCH_PAGE_SIZE,
        sort: ['nameSort:asc'],
        matchingStrategy: 'all',
        attributesToRetrieve: [
          'id',
          'name',
          'description',
          'category',
          'location',
          'cin',
          'ratings',
          'verified',
          'status',
          'trustScore',
          'trustLevel',
          'verdict',
        ],
      });
      const { total, totalCapped, pastCap } = capped(response.totalHits, page);
      const results = pastCap
        ? []
        : response.hits.map((hit): SearchResult => ({
            ...cardOf(stripSort(hit)),
            brandName: null,
          }));
      return { total, totalCapped, results };
    },

    async suggest({ term: raw, type }: SuggestionsRequest): Promise<Suggestion[]> {
      const term = toSearchTerm(raw);
      if (type === 'brand') {
        const response = await brands.search(term.text, {
          page: 1,
          hitsPerPage: SUGGESTION_LIMIT,
          sort: ['brandNameSort:asc'],
          matchingStrategy: 'all',
          attributesToRetrieve: ['brandName', 'company'],
        });
        return response.hits.map((hit) => ({
          id: hit.company.id,
          name: hit.company.name,
          cin: hit.company.cin,
          brandName: hit.brandName,
        }));
      }
      const response = await companies.search(term.exactCin ?? term.text, {
        page: 1,
        hitsPerPage: SUGGESTION_LIMIT,
        sort: ['nameSort:asc'],
        matchingStrategy: 'all',
        attributesToRetrieve: ['id', 'name', 'cin'],
      });
      return response.hits.map((hit) => ({ id: hit.id, name: hit.name, cin: hit.cin }));
    },

    async didYouMean(raw: string): Promise<string[]> {
      // Typo tolerance already forgives small slips; dropping words from the end finds names
      // that share the start of the query.
      const response = await companies.search(toSearchTerm(raw).text, {
        page: 1,
        hitsPerPage: 3,
        matchingStrategy: 'last',
        attributesToRetrieve: ['name'],
      });
      return [...new Set(response.hits.map((hit) => hit.name))];
    },
  };
}

function stripSort(hit: CompanyDocument): StoredCompanyCard {
  const { nameSort: _nameSort, ...card } = hit;
  return card;
}

/**
 * A card read back from an index. What a document indexed before it was carried lacks reads
 * as unknown: no status badge, and "Not yet scored" rather than a score it never had.
 */
function cardOf(stored: StoredCompanyCard): CompanyCard {
  return {
    ...stored,
    status: stored.status ?? null,
    trustScore: stored.trustScore ?? null,
    trustLevel: storedTrustLevel(stored.trustLevel),
    verdict: storedCardVerdict(stored.verdict),
  };
}

export function createMeilisearchIndexer({
  client,
  db,
  indexPrefix = '',
}: MeilisearchEngineOptions): SearchIndexer {
  const uids = meilisearchIndexUids(indexPrefix);

  async function ensureIndex(uid: string, settings: Settings): Promise<void> {
    try {
      await client.getIndex(uid);
    } catch (error) {
      if (!(error instanceof MeilisearchApiError) || error.cause?.code !== 'index_not_found') {
        throw error;
      }
      await settle(client.createIndex(uid, { primaryKey: 'id' }), `create index ${uid}`);
    }
    await settle(client.index(uid).updateSettings(settings), `settings of ${uid}`);
  }

  async function writeCompanies(
    companiesIndex: Index<CompanyDocument>,
    brandsIndex: Index<BrandDocument>,
    ids: readonly number[],
    { replaceBrands }: { replaceBrands: boolean },
  ): Promise<void> {
    if (ids.length === 0) return;
    const rows = await companyCards(db, ids);
    const present = new Set(rows.map((row) => row.id));
    const gone = ids.filter((id) => !present.has(id));
    const cards = new Map(rows.map((row) => [row.id, toCompanyCard(row)]));
    const brandRows = await brandsOfCompanies(db, [...present]);

    const tasks: Promise<void>[] = [];
    if (rows.length > 0) {
      tasks.push(
        settle(
          companiesIndex.addDocuments(rows.map(toCompanyDocument), { primaryKey: 'id' }),
          'add companies',
        ),
      );
    }
    if (gone.length > 0) {
      tasks.push(settle(companiesIndex.deleteDocuments(gone), 'delete companies'));
    }
    // Tasks of one index run in the order they were enqueued: the delete lands before the add.
    const brandWrites = (async () => {
      if (replaceBrands) {
        await settle(
          brandsIndex.deleteDocuments({ filter: `companyId IN [${ids.join(', ')}]` }),
          'delete brands',
        );
      }
      if (brandRows.length === 0) return;
      const documents = brandRows.flatMap((brand): BrandDocument[] => {
        const company = cards.get(brand.company_id);
        return company
          ? [
              {
                id: brand.id,
                brandName: brand.brand_name,
                brandNameSort: brand.brand_name.toLowerCase(),
                companyId: brand.company_id,
                company,
              },
            ]
          : [];
      });
      await settle(brandsIndex.addDocuments(documents, { primaryKey: 'id' }), 'add brands');
    })();
    tasks.push(brandWrites);
    await Promise.all(tasks);
  }

  async function forEachBatch(
    changedSince: Date | undefined,
    write: (ids: number[]) => Promise<void>,
    onProgress?: (done: number) => void,
  ): Promise<number> {
    let afterId = 0;
    let done = 0;
    for (;;) {
      const ids = await companyIdsAfter(db, {
        afterId,
        limit: SYNC_BATCH,
        ...(changedSince ? { changedSince } : {}),
      });
      if (ids.length === 0) return done;
      await write(ids);
      done += ids.length;
      afterId = ids[ids.length - 1]!;
      onProgress?.(done);
    }
  }

  const live = () => ({
    companies: client.index<CompanyDocument>(uids.companies),
    brands: client.index<BrandDocument>(uids.brands),
  });

  return {
    async prepare() {
      await ensureIndex(uids.companies, COMPANY_INDEX_SETTINGS);
      await ensureIndex(uids.brands, BRAND_INDEX_SETTINGS);
    },

    async syncCompanies(companyIds) {
      const { companies, brands } = live();
      await writeCompanies(companies, brands, companyIds, { replaceBrands: true });
    },

    async syncChangedSince(since) {
      const { companies, brands } = live();
      return forEachBatch(since, (ids) =>
        writeCompanies(companies, brands, ids, { replaceBrands: true }),
      );
    },

    async reindexAll(onProgress) {
      // Build beside the live indexes, then swap them in one step: search never sees a
      // half-built index.
      await this.prepare();
      const next = meilisearchIndexUids(`${indexPrefix}rebuild_`);
      for (const uid of [next.companies, next.brands]) {
        await settle(client.deleteIndex(uid), `delete ${uid}`, { tolerate: 'index_not_found' });
      }
      await ensureIndex(next.companies, COMPANY_INDEX_SETTINGS);
      await ensureIndex(next.brands, BRAND_INDEX_SETTINGS);
      const companiesIndex = client.index<CompanyDocument>(next.companies);
      const brandsIndex = client.index<BrandDocument>(next.brands);
      const count = await forEachBatch(
        undefined,
        (ids) => writeCompanies(companiesIndex, brandsIndex, ids, { replaceBrands: false }),
        onProgress,
      );
      await settle(
        client.swapIndexes([
          { indexes: [uids.companies, next.companies], rename: false },
          { indexes: [uids.brands, next.brands], rename: false },
        ]),
        'swap indexes',
      );
      for (const uid of [next.companies, next.brands]) {
        await settle(client.deleteIndex(uid), `delete ${uid}`);
      }
      return count;
    },
  };
}
