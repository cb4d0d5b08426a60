import { sql, type Kysely } from 'kysely';
import { SEARCH_PAGE_SIZE, SUGGESTION_LIMIT, type Suggestion } from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';
import {
  brandCandidatesPage,
  brandHeadSuggestions,
  brandOrderedPage,
  brandShortcuts,
  brandTailSuggestions,
  brandWordsSuggestions,
} from '../repositories/brand-search.repository';
import {
  closestCompanyNames,
  companyCandidatesPage,
  companyHeadSuggestions,
  companyOrderedPage,
  companyShortcuts,
  companyTailSuggestions,
  companyWordsSuggestions,
} from '../repositories/company-search.repository';
import {
  cardsByIds,
  type CountedRows,
  type SearchRow,
  type Shortcuts,
  type SuggestionRow,
} from '../repositories/search-rows';
import type {
  SearchEngine,
  SearchIndexer,
  SearchPage,
  SearchPageRequest,
  SuggestionsRequest,
} from './search-engine';
import { toSearchResult } from './search-result';
import { toSearchTerm, type SearchTerm } from './search-terms';
import {
  typeaheadCanAnswer,
  type MemoryPage,
  type MemoryPageRequest,
  type Typeahead,
} from '../typeahead/typeahead';

/** Counted exactly up to here; the same cap as Meilisearch's default maxTotalHits. */
export const POSTGRES_TOTAL_CAP = 1_000;
const DID_YOU_MEAN_LIMIT = 3;
const DID_YOU_MEAN_CANDIDATES = 500;

interface Source {
  shortcuts(
    db: Kysely<Database>,
    term: SearchTerm,
    options: { cap: number; offset: number; limit: number },
  ): Promise<Shortcuts>;
  candidates(
    db: Kysely<Database>,
    term: SearchTerm,
    options: { cap: number; offset: number; limit: number },
  ): Promise<CountedRows>;
  ordered(
    db: Kysely<Database>,
    term: SearchTerm,
    options: { offset: number; limit: number },
  ): Promise<SearchRow[]>;
  /** A page found by the typeahead, or null (see pageOf in ../typeahead/typeahead.ts). */
  memoryPage(typeahead: Typeahead, term: SearchTerm, request: MemoryPageRequest): MemoryPage | null;
  kind: 'companies' | 'brands';
}

const companies: Source = {
  shortcuts: companyShortcuts,
  candidates: companyCandidatesPage,
  ordered: companyOrderedPage,
  memoryPage: (typeahead, term, request) => typeahead.companyPage(term, request),
  kind: 'companies',
};
const brands: Source = {
  shortcuts: brandShortcuts,
  candidates: brandCandidatesPage,
  ordered: brandOrderedPage,
  memoryPage: (typeahead, term, request) => typeahead.brandPage(term, request),
  kind: 'brands',
};

/**
 * Names the typeahead reads one by one at most for a results page of a term no trigram
 * narrows (one or two characters) once the names that start with it are too few to fill the
 * count: a common pair of letters fills it within a few hundred names; a rare one is left to
 * the SQL rather than reading every name.
 */
export const MEMORY_PAGE_MAX_SCAN = 20_000;

/** The three lookups of a suggestion list, cheapest first (see suggest below). */
interface SuggestionSource {
  head(db: Kysely<Database>, term: SearchTerm, limit: number): Promise<SuggestionRow[]>;
  words(
    db: Kysely<Database>,
    term: SearchTerm,
    options: { limit: number; exclude: readonly number[] },
  ): Promise<SuggestionRow[]>;
  contains(db: Kysely<Database>, term: SearchTerm, limit: number): Promise<SuggestionRow[]>;
  /** The head and words lookups answered by the in-memory typeahead (same rows, same order). */
  memoryHead(typeahead: Typeahead, term: SearchTerm, limit: number): SuggestionRow[];
  memoryWords(
    typeahead: Typeahead,
    term: SearchTerm,
    options: { limit: number; exclude: readonly number[] },
  ): SuggestionRow[];
}

const companySuggestions: SuggestionSource = {
  head: companyHeadSuggestions,
  words: companyWordsSuggestions,
  contains: companyTailSuggestions,
  memoryHead: (typeahead, term, limit) => typeahead.companyHead(term, limit),
  memoryWords: (typeahead, term, options) => typeahead.companyWords(term, options),
};
const brandSuggestions: SuggestionSource = {
  head: brandHeadSuggestions,
  words: brandWordsSuggestions,
  contains: brandTailSuggestions,
  memoryHead: (typeahead, term, limit) => typeahead.brandHead(term, limit),
  memoryWords: (typeahead, term, options) => typeahead.brandWords(term, options),
};

/**
 * Planner settings of the connections that walk the ordered indexes. Those queries must read
 * companies_search_order / brands_search_order in order and stop after a page; with sequential
 * and bitmap scans (and avoidable sorts) priced out, no estimate, however wrong, can turn a walk
 * into a scan of every match followed by a sort. The walks are a UNION ALL of one ordered
 * branch per rank under a LIMIT, and a serial Append runs its branches in order and stops once
 * the limit is met: a later rank is not read when the earlier ones fill the page. So no
 * parallel plans (a Parallel Append interleaves its branches). The price-outs inflate plan
 * costs past jit_above_cost, and compiling a plan that runs in a millisecond takes a hundred:
 * no JIT either.
 */
export const ORDERED_WALK_OPTIONS = [
  '-c enable_seqscan=off',
  '-c enable_bitmapscan=off',
  '-c enable_sort=off',
  '-c max_parallel_workers_per_gather=0',
  '-c jit=off',
].join(' ');

/** The database URL of the ordered-walk connections. */
export function orderedWalkUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', ORDERED_WALK_OPTIONS);
  return url.toString();
}

/**
 * How long the last resort of a suggestion list (names that contain the term anywhere) may
 * look. A term of one or two characters has no trigram, so "names that contain it" is a scan
 * that stops after a few rows for a common pair of letters and reads every company (0.6-0.8 s
 * on a million, in parallel workers) for a rare one. Suggestions are best effort (spec §8: a
 * failure shows none), so the lookup gets this long on one core and the list is empty
 * otherwise. It only runs when nothing starts with the term, so typing rarely reaches it.
 */
export const SUGGESTION_TAIL_TIMEOUT_MS = 40;

export const suggestionTailOptions = (timeoutMs = SUGGESTION_TAIL_TIMEOUT_MS) =>
  [`-c statement_timeout=${timeoutMs}`, '-c max_parallel_workers_per_gather=0', '-c jit=off'].join(
    ' ',
  );

export const SUGGESTION_TAIL_OPTIONS = suggestionTailOptions();

/** The database URL of the suggestion-tail connections. */
export function suggestionTailUrl(
  databaseUrl: string,
  timeoutMs = SUGGESTION_TAIL_TIMEOUT_MS,
): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', suggestionTailOptions(timeoutMs));
  return url.toString();
}

const QUERY_CANCELED = '57014';
const wasCanceled = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === QUERY_CANCELED;

export interface PostgresEngineDeps {
  /** Runs the candidate queries, where the planner picks trigram, index or early-stop scans. */
  db: Kysely<Database>;
  /** Connections opened with ORDERED_WALK_OPTIONS, for the ordered index walks. */
  walkDb: Kysely<Database>;
  /**
   * Connections opened with SUGGESTION_TAIL_OPTIONS for the last-resort "contains" lookup of
   * suggestions (the main connections when absent).
   */
  tailDb?: Kysely<Database>;
  /**
   * The in-memory typeahead, once loaded (see ../typeahead/live-typeahead.ts): the head and
   * words lookups of suggestions without a round trip. Absent or not yet loaded: the SQL.
   */
  typeahead?: { current(): Typeahead | null };
  /** How long "Did you mean" may look (CLOSEST_NAMES_TIMEOUT_MS unless given; config.hints). */
  closestNamesTimeoutMs?: number;
}

/**
 * PostgreSQL with pg_trgm, the embedded default: the companies and brands tables are the index
 * (the trigram GIN indexes of migration 0002, the ordered btrees of 0005, and the name-word
 * tables and CIN prefix index of 0010 for suggestions).
 */
export function createPostgresEngine({
  db,
  walkDb,
  tailDb = db,
  typeahead,
  closestNamesTimeoutMs,
}: PostgresEngineDeps): SearchEngine {
  /** The loaded typeahead when it answers this term the way the SQL does, else null. */
  const memoryFor = (term: SearchTerm): Typeahead | null =>
    typeaheadCanAnswer(term) ? (typeahead?.current() ?? null) : null;

  /**
   * One page in search order. Every step is exact; the first that can answer does:
   * 0. the typeahead, once loaded, for an ASCII term: the names in the range that starts with
   *    the term, then the trigram candidates outside it (see NameIndex.firstMatches), ranked
   *    and counted in memory up to the cap; only the page's cards are read, by primary key.
   * 1. a later word: every match of a term with an inner word boundary has a later word that
   *    starts with the part after it; when that word starts few enough names (see
   *    LATER_WORD_SCAN_LIMIT), those names are every match.
   * 2. word starts: names and CINs that start with the term and names with a later word that
   *    starts with it all contain it; when more than the cap of them exist, the total is
   *    capped and the page comes from the ordered index walk.
   * 3. the trigram candidates: a bounded candidate set answers whenever it holds every match;
   *    otherwise the total is capped and the page comes from the ordered walk.
   * 1 and 2 are one statement of ordered index ranges that stop early (see
   * companyShortcutsQuery), on the walk connections, whose settings keep them ranges.
   * Why: the trigram lookup reads the posting lists of every trigram of the term. A common
   * term ("SU", "enterpri", "u72200gj20") read tens of thousands of entries only to learn
   * that the total is capped, and a long term with one match ("khodiyar trade links private")
   * the long lists of its common trigrams: on a million companies, 17-80 ms for those. On the
   * bench's 300 search terms (one connection, second sight), the first statement(s) of a page
   * took 5.2 / 18.7 / 49.7 ms at p50 / p95 / p99 with the trigram candidates alone, and take
   * 4.0 / 14.7 / 19.3 ms with the shortcuts: 59 terms are capped by word starts (p95 35 ms to
   * 5 ms), 47 answered by a later word (p95 18 ms to 10 ms), and the other 194 pay ~1.5 ms
   * for the shortcuts before the trigram lookup.
   */
  async function firstRows(
    source: Source,
    term: SearchTerm,
    cap: number,
    offset: number,
    limit: number,
  ): Promise<{ total: number; capped: boolean; rows: SearchRow[] }> {
    const memory = memoryFor(term);
    const found = memory
      ? source.memoryPage(memory, term, { cap, offset, limit, maxScan: MEMORY_PAGE_MAX_SCAN })
      : null;
    if (found) {
      return {
        total: found.total,
        capped: found.capped,
        rows: await cardsByIds(db, source.kind, found.ids),
      };
    }
    const cappedPage = async () => ({
      total: cap,
      capped: true,
      // A page past the capped total stays empty, as Meilisearch's would.
      rows: offset >= cap ? [] : await source.ordered(walkDb, term, { offset, limit }),
    });
    const { exact, capped } = await source.shortcuts(walkDb, term, { cap, offset, limit });
    if (exact === null && capped) return cappedPage();
    const counted = exact ?? (await source.candidates(db, term, { cap, offset, limit }));
    if (counted.total <= cap) return { total: counted.total, capped: false, rows: counted.rows };
    return cappedPage();
  }

  return {
    name: 'postgres',
    totalCap: POSTGRES_TOTAL_CAP,

    async search({ term: raw, type, page }: SearchPageRequest): Promise<SearchPage> {
      const term = toSearchTerm(raw);
      const source = type === 'brand' ? brands : companies;
      const offset = (page - 1) * SEARCH_PAGE_SIZE;
      const { total, capped, rows } = await firstRows(
        source,
        term,
        POSTGRES_TOTAL_CAP,
        offset,
        SEARCH_PAGE_SIZE,
      );
      return { total, totalCapped: capped, results: rows.map(toSearchResult) };
    },

    /**
     * Three lookups, each only when the ones before leave the list short:
     * 1. head: exact name or CIN, then names and CINs that start with the term, in the order
     *    of a results page. Most typing is the start of a name: it often fills the list alone.
     * 2. words: names with a later word that starts with the term, a prefix range of
     *    company_name_words / brand_name_words that stops after the rows missing.
     * 3. contains, only when 1 and 2 found nothing at all (a fragment from inside a word):
     *    the trigram lookup, under SUGGESTION_TAIL_OPTIONS' timeout; out of time, no list.
     * So a suggestion is still a case-insensitive partial match, but the common typing path
     * never touches the trigram indexes. Why: on a million companies, three typed terms in
     * four used to run a trigram "contains" lookup after the head, at 15-45 ms (often cut off
     * by the 40 ms timeout). On the bench's 1,000 typed terms the words lookup (run for 675)
     * takes 0.6 ms at the median and 0.9 ms at p95, and the whole list 1.2 ms / 2.1 ms at
     * p50 / p95, against 2.1 ms / 16 ms for the head plus the trigram lookup.
     * Once the typeahead is loaded, 1 and 2 are answered from memory for ASCII terms (the same
     * rows in the same order): each statement cost about 1 ms of PostgreSQL CPU, which capped
     * suggestions at ~2,100/s on two cores whatever the service did.
     */
    async suggest({ term: raw, type }: SuggestionsRequest): Promise<Suggestion[]> {
      const term = toSearchTerm(raw);
      const source = type === 'brand' ? brandSuggestions : companySuggestions;
      const memory = memoryFor(term);
      const head = memory
        ? source.memoryHead(memory, term, SUGGESTION_LIMIT)
        : await source.head(walkDb, term, SUGGESTION_LIMIT);
      if (head.length === SUGGESTION_LIMIT) return head.map(toSuggestion);
      const rest = {
        limit: SUGGESTION_LIMIT - head.length,
        exclude: head.map((row) => row.matched_id),
      };
      const words = memory
        ? source.memoryWords(memory, term, rest)
        : await source.words(walkDb, term, rest);
      const found = [...head, ...words];
      if (found.length > 0) return found.map(toSuggestion);
      try {
        return (await source.contains(tailDb, term, SUGGESTION_LIMIT)).map(toSuggestion);
      } catch (error) {
        // Out of time (see SUGGESTION_TAIL_OPTIONS): best effort, so no suggestions.
        if (wasCanceled(error)) return [];
        throw error;
      }
    },

    async didYouMean(raw: string): Promise<string[]> {
      const term = toSearchTerm(raw);
      if (!term.trigramUsable) return [];
      return closestCompanyNames(db, term.text, {
        limit: DID_YOU_MEAN_LIMIT,
        candidates: DID_YOU_MEAN_CANDIDATES,
        ...(closestNamesTimeoutMs ? { timeoutMs: closestNamesTimeoutMs } : {}),
      });
    },
  };
}

function toSuggestion(row: SuggestionRow): Suggestion {
  return {
    id: row.id,
    name: row.company_name,
    cin: row.cin,
    ...(row.brand_name === null ? {} : { brandName: row.brand_name }),
  };
}

/**
 * The tables are the index, so there is nothing to copy: events are acknowledged, and a full
 * reindex refreshes the planner statistics the search plans depend on. The typeahead follows
 * the tables by itself (change notices); a sync re-reads its companies there at once.
 */
export function createPostgresIndexer(
  db: Kysely<Database>,
  typeahead?: { refresh(ids: { companies: readonly number[] }): Promise<void> },
): SearchIndexer {
  return {
    async prepare() {},
    async syncCompanies(companyIds) {
      await typeahead?.refresh({ companies: companyIds });
    },
    async syncChangedSince() {
      return 0;
    },
    async reindexAll() {
      await sql`analyze companies, brands, company_name_words, brand_name_words`.execute(db);
      const { rows } = await sql<{ count: number }>`
        select count(*)::int as count from companies`.execute(db);
      return rows[0]?.count ?? 0;
    },
  };
}
