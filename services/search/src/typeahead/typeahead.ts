import type { SearchTerm } from '../engine/search-terms';
import {
  WORD_ROWS_PER_SUGGESTION,
  WORD_START_LENGTH,
  type SuggestionRow,
} from '../repositories/search-rows';
import { CinList, cinIncludes, type CompanyShown } from './cin-list';
import { NameIndex, type MatchQuery } from './name-index';
import { RecentMatches } from './recent-matches';
import {
  bySearchOrder,
  type ChangedName,
  type NameEntry,
  type NameList,
  type ShownCodec,
} from './name-list';

/** What a brand suggestion shows: the brand and the company it answers with. */
export interface BrandShown {
  brandName: string;
  companyId: number;
  companyName: string;
  cin: string | null;
}

/**
 * The brands of a load, told the companies of the same load: a brand keeps its name, its
 * company's id and the company's position in that list, and shows the company's name and CIN
 * from there (a copy of each beside every brand was a third of the brand list's bytes).
 */
export interface BrandCompanies {
  /** The position of a company in the list being built (until it is built). */
  positionOf(companyId: number): number | undefined;
  /** The company list, once built (every decode comes after). */
  list(): NameList<CompanyShown>;
}

/** Texts: the brand name; numbers: the company's id and its position in `companies`. */
export function brandCodecOn(companies: BrandCompanies): ShownCodec<BrandShown> {
  return {
    textColumns: 1,
    numberColumns: 2,
    texts: ({ brandName }) => [brandName],
    numbers: ({ companyId }) => {
      const position = companies.positionOf(companyId);
      // One snapshot holds a brand's company (the brand read joins it): never expected.
      if (position === undefined) throw new Error(`brand of company ${companyId} not listed`);
      return [companyId, position];
    },
    decode: ([brandName], [companyId, position]) => {
      const { name, cin } = companies.list().entryAt(position!).shown;
      return { brandName: brandName ?? '', companyId: companyId ?? 0, companyName: name, cin };
    },
    keyColumn: 0,
  };
}

/** Everything the typeahead holds, read from the tables in one consistent snapshot. */
export interface TypeaheadLists {
  companies: NameList<CompanyShown>;
  /** Positions in `companies` of the companies with a CIN, in CIN order. */
  cinOrder: Int32Array;
  brands: NameList<BrandShown>;
}

/** Rows re-read after change notices: each as it is now, or null once deleted. */
export interface TypeaheadChanges {
  companies: ReadonlyMap<number, ChangedName<CompanyShown> | null>;
  brands: ReadonlyMap<number, ChangedName<BrandShown> | null>;
}

/**
 * Whether the typeahead answers this term the way the SQL does. Names are keyed by
 * PostgreSQL's lower(); for ASCII, JavaScript's toLowerCase() is the same function, beyond it
 * the two can differ (and PostgreSQL's depends on the database's locale), so any other term is
 * left to the SQL.
 */
export function typeaheadCanAnswer(term: SearchTerm): boolean {
  return /^[\x20-\x7e]*$/.test(term.text);
}

interface Ranked<Shown> {
  rank: number;
  entry: NameEntry<Shown>;
}

/**
 * The first `limit` rows of the branches in order, then sorted by rank, key and id: what a
 * UNION ALL of ordered branches under a LIMIT, re-sorted outside, returns (companyHeadQuery).
 */
function headOf<Shown>(branches: Ranked<Shown>[][], limit: number): NameEntry<Shown>[] {
  return branches
    .flat()
    .slice(0, limit)
    .sort(byRank)
    .map(({ entry }) => entry);
}

/** Search order: rank (exact, prefix, rest), then key, then id. */
const byRank = <Shown>(a: Ranked<Shown>, b: Ranked<Shown>): number =>
  a.rank - b.rank || bySearchOrder(a.entry, b.entry);

const ranked =
  <Shown>(rank: number) =>
  (entry: NameEntry<Shown>): Ranked<Shown> => ({ rank, entry });

/** The start of a later word the term is looked up by (the name-word tables' length). */
const wordPrefix = (text: string) =>
  Array.from(text).slice(0, WORD_START_LENGTH).join('').toLowerCase();

/**
 * The head and later-word lookups of a suggestion list (see suggest in postgres-engine.ts),
 * answered from memory with the same rows in the same order as the SQL of
 * company-search.repository.ts and brand-search.repository.ts: the statements a suggestion
 * runs for most typing, without a round trip to PostgreSQL. The "contains" last resort stays
 * in SQL (a trigram lookup is what PostgreSQL is for). Also the results page of a term whose
 * rarest later word is rare enough to read (see pageOf).
 */
export class Typeahead {
  private companies: NameIndex<CompanyShown>;
  private cins: CinList;
  private brands: NameIndex<BrandShown>;
  /** Matches of terms searched lately, until the next change (see RecentMatches). */
  private readonly recent = new RecentMatches();

  constructor(lists: TypeaheadLists) {
    this.companies = new NameIndex(lists.companies);
    this.cins = new CinList(lists.companies, lists.cinOrder);
    this.brands = new NameIndex(lists.brands);
  }

  get size(): { companies: number; brands: number; overlaid: number } {
    return {
      companies: this.companies.size,
      brands: this.brands.size,
      overlaid: this.companies.overlaySize + this.brands.overlaySize,
    };
  }

  /** Bytes held by the lists: the bulk of the search process's memory. */
  get byteLength(): number {
    return this.companies.byteLength + this.brands.byteLength;
  }

  /** Bytes of each list by part (see NameList.bytesByPart), for the memory reports. */
  get bytesByPart(): {
    companies: NameList<CompanyShown>['bytesByPart'];
    brands: NameList<BrandShown>['bytesByPart'];
  } {
    return { companies: this.companies.bytesByPart, brands: this.brands.bytesByPart };
  }

  apply(changes: TypeaheadChanges, sequence: number): void {
    this.recent.clear();
    this.companies.apply(changes.companies, sequence);
    this.brands.apply(changes.brands, sequence);
  }

  /** Swaps in lists read after re-read `readFrom` began (see NameIndex.replaceBase). */
  replace(lists: TypeaheadLists, readFrom: number): void {
    this.recent.clear();
    this.companies.replaceBase(lists.companies, readFrom);
    this.cins = new CinList(lists.companies, lists.cinOrder);
    this.brands.replaceBase(lists.brands, readFrom);
  }

  /** companyHeadQuery: exact name, exact CIN, then name prefixes and CIN prefixes. */
  companyHead(term: SearchTerm, limit: number): SuggestionRow[] {
    const key = term.text.toLowerCase();
    const { exactCin, cinFragment } = term;
    const notExactCin = (entry: NameEntry<CompanyShown>) =>
      exactCin === null || entry.shown.cin !== exactCin;
    const notExactName = (entry: NameEntry<CompanyShown>) => entry.sortName !== key;
    const head = headOf(
      [
        this.companies.names(key, { limit, exact: true }).map(ranked(0)),
        exactCin === null
          ? []
          : this.cins
              .companies(this.companies, exactCin, { limit, exact: true, keep: notExactName })
              .map(ranked(0)),
        this.companies
          .names(key, { limit, keep: (entry) => notExactName(entry) && notExactCin(entry) })
          .map(ranked(1)),
        cinFragment === null
          ? []
          : this.cins
              .companies(this.companies, cinFragment, {
                limit,
                keep: (entry) => !entry.sortName.startsWith(key) && notExactCin(entry),
              })
              .map(ranked(1)),
      ],
      limit,
    );
    return head.map(companyRow);
  }

  /** companyWordsQuery: names with a later word that starts with the term. */
  companyWords(
    term: SearchTerm,
    { limit, exclude }: { limit: number; exclude: readonly number[] },
  ): SuggestionRow[] {
    return laterWords(this.companies, term, { limit, exclude }).map(companyRow);
  }

  /**
   * A results page of a name or CIN search from memory (see pageOf): names that contain the
   * term, CINs that contain it, and the company of an exact CIN, ranked as the SQL ranks them.
   */
  companyPage(term: SearchTerm, request: MemoryPageRequest): MemoryPage | null {
    // Only on a miss: a kept term needs neither the exact CIN's company nor its fragment.
    const find = () => {
      const exactExtra =
        term.exactCin === null
          ? null
          : (this.cins.companies(this.companies, term.exactCin, { limit: 1, exact: true })[0] ??
            null);
      const fragment = term.cinFragment === null ? null : Buffer.from(term.cinFragment);
      return firstMatches(this.companies, term, request, {
        exactExtra,
        alsoMatches:
          fragment === null
            ? undefined
            : {
                atPosition: (list, position) => cinIncludes(list, position, fragment),
                entry: (entry) => entry.shown.cin?.includes(term.cinFragment!) ?? false,
              },
      });
    };
    return pageOf(this.recent.get(recentKey('companies', term, request), find), request);
  }

  /** A results page of a brand search from memory (see pageOf); ids are brand ids. */
  brandPage(term: SearchTerm, request: MemoryPageRequest): MemoryPage | null {
    return pageOf(
      this.recent.get(recentKey('brands', term, request), () =>
        firstMatches(this.brands, term, request, {}),
      ),
      request,
    );
  }

  /** brandHeadQuery: exact brand names, then brand names that start with the term. */
  brandHead(term: SearchTerm, limit: number): SuggestionRow[] {
    const key = term.text.toLowerCase();
    const head = headOf(
      [
        this.brands.names(key, { limit, exact: true }).map(ranked(0)),
        this.brands.names(key, { limit, keep: (entry) => entry.sortName !== key }).map(ranked(1)),
      ],
      limit,
    );
    return head.map(brandRow);
  }

  /** brandWordsQuery: brand names with a later word that starts with the term. */
  brandWords(
    term: SearchTerm,
    { limit, exclude }: { limit: number; exclude: readonly number[] },
  ): SuggestionRow[] {
    return laterWords(this.brands, term, { limit, exclude }).map(brandRow);
  }
}

/** A results page found in memory: the capped total and the page's ids in search order. */
export interface MemoryPage {
  total: number;
  capped: boolean;
  /** Company ids, or brand ids on a brand search. */
  ids: number[];
}

export interface MemoryPageRequest {
  cap: number;
  offset: number;
  limit: number;
  /** Names read one by one at most for a term no trigram narrows (see NameIndex.firstMatches). */
  maxScan: number;
}

/**
 * The first cap + 1 matches of a results page in search order (ranked exact, prefix, rest,
 * each by key and id): what firstRows in postgres-engine.ts finds. Null when they cannot be
 * found in memory (see NameIndex.firstMatches).
 */
function firstMatches<Shown>(
  index: NameIndex<Shown>,
  term: SearchTerm,
  { cap, maxScan }: MemoryPageRequest,
  match: Pick<MatchQuery<Shown>, 'exactExtra' | 'alsoMatches'>,
): number[] | null {
  return index.firstMatches({ key: term.text.toLowerCase(), wanted: cap + 1, maxScan, ...match });
}

/** What a term's matches are kept under: everything they depend on (the rest follows). */
const recentKey = (
  kind: 'companies' | 'brands',
  term: SearchTerm,
  { cap, maxScan }: MemoryPageRequest,
) => `${kind}\u0000${cap}\u0000${maxScan}\u0000${term.text.toLowerCase()}`;

/** One page of the matches, and their total counted up to `cap`. */
function pageOf(
  found: number[] | null,
  { cap, offset, limit }: MemoryPageRequest,
): MemoryPage | null {
  if (found === null) return null;
  const capped = found.length > cap;
  const total = capped ? cap : found.length;
  return { total, capped, ids: offset >= total ? [] : found.slice(offset, offset + limit) };
}

/**
 * The later-word lookup of companyWordsQuery / brandWordsQuery: the first 2 × limit word rows
 * (WORD_ROWS_PER_SUGGESTION) of names not excluded, each name once at its first word (rows are
 * in word order, so that is its smallest), the first `limit` names, those that contain the
 * whole term, by name.
 */
function laterWords<Shown>(
  index: NameIndex<Shown>,
  term: SearchTerm,
  { limit, exclude }: { limit: number; exclude: readonly number[] },
): NameEntry<Shown>[] {
  const excluded = new Set(exclude);
  const rows = index.words(wordPrefix(term.text), {
    limit: limit * WORD_ROWS_PER_SUGGESTION,
    keep: (entry) => !excluded.has(entry.id),
  });
  const names = new Map<number, NameEntry<Shown>>();
  for (const { entry } of rows) {
    if (names.size === limit) break;
    if (!names.has(entry.id)) names.set(entry.id, entry);
  }
  const key = term.text.toLowerCase();
  return [...names.values()].filter((entry) => entry.sortName.includes(key)).sort(bySearchOrder);
}

function companyRow(entry: NameEntry<CompanyShown>): SuggestionRow {
  return {
    id: entry.id,
    matched_id: entry.id,
    company_name: entry.shown.name,
    cin: entry.shown.cin,
    brand_name: null,
  };
}

function brandRow(entry: NameEntry<BrandShown>): SuggestionRow {
  return {
    id: entry.shown.companyId,
    matched_id: entry.id,
    company_name: entry.shown.companyName,
    cin: entry.shown.cin,
    brand_name: entry.shown.brandName,
  };
}
