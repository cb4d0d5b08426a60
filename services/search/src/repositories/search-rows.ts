import { sql, type CompiledQuery, type Kysely, type RawBuilder } from 'kysely';
import { registerPreparedStatement, type CompanyRatings, type Database } from '@trusthive/platform';
import { escapeLike, type SearchTerm } from '../engine/search-terms';

/** What a results card needs of a company, plus the matched brand on a brand search. */
export interface SearchRow {
  id: number;
  company_name: string;
  cin: string | null;
  description: string | null;
  industrial_classification: string | null;
  business_category: string | null;
  city: string | null;
  company_state_code: string | null;
  ratings: CompanyRatings;
  is_verified: boolean;
  company_status: string | null;
  trust_score: number | null;
  trust_level: string | null;
  /** The card form of the stored verdict (companies.verdict, issue 36). */
  verdict: unknown;
  brand_name: string | null;
}

/** A page of rows with the capped match count (one statement answers both). */
export interface CountedRows {
  total: number;
  rows: SearchRow[];
}

/**
 * Runs a candidates query. Its total rides on every row, and the left join leaves one row of
 * nulls when the page itself is empty, so the total survives a page past the last.
 */
export async function runCounted(
  db: Kysely<Database>,
  query: RawBuilder<SearchRow & { total: number }>,
): Promise<CountedRows> {
  const { rows } = await query.execute(db);
  return { total: rows[0]?.total ?? 0, rows: rows.filter((row) => row.id !== null) };
}

export interface SuggestionRow {
  /** The company's id (what a suggestion links to). */
  id: number;
  /** The row that matched: the company, or the brand on a brand search. */
  matched_id: number;
  company_name: string;
  cin: string | null;
  brand_name: string | null;
}

/** The companies columns of a SearchRow, for a table aliased `c`. */
export const cardColumns = sql`
  c.id, c.company_name, c.cin, c.description, c.industrial_classification,
  c.business_category, c.city, c.company_state_code, c.ratings, c.is_verified,
  c.company_status, c.trust_score, c.trust_level, c.verdict`;

/**
 * The `page` CTE of a counted search: one page of the `candidates` CTE (id, rank, sort_name)
 * in search order, the same on every path that counts its candidates (trigram candidates, the
 * later-word shortcut; companies and brands).
 */
export function pageOfCandidates(offset: number, limit: number) {
  return sql`page as (
      select id, rank, sort_name from candidates
      order by rank, sort_name, id
      offset ${offset} limit ${limit}
    )`;
}

/**
 * Rows read from a name-word table per suggestion wanted: a name can have two later words
 * that start with the term ("Sports Sport"), and each name is kept once.
 */
export const WORD_ROWS_PER_SUGGESTION = 2;

/**
 * How much of a later word's start the name-word tables keep (migration 0010: the most a
 * search term can be). A longer term is looked up by its first this-many characters, and the
 * whole term is rechecked on the name.
 */
export const WORD_START_LENGTH = 100;

/**
 * Word rows a later-word lookup of a results page reads at most (see companyShortcutsQuery).
 * Below this many it has seen every name that can match, and fetches each of those names
 * (one heap page each, ~5 us when cached, far more when not); past it, it gives up having read
 * only the index, and the trigram candidates answer. A term with more matches than the cap
 * always has more word rows than this, so the capped terms never fetch names here.
 */
export const LATER_WORD_SCAN_LIMIT = 1_000;

/** A printable ASCII character that is no letter or digit, then one that is: a word boundary. */
const ASCII_WORD_BOUNDARY = /[\x20-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e][A-Za-z0-9]/;

/**
 * The part of a term after its first inner word boundary ("bar baz" of "foo bar baz"), or null
 * when it has none. A name that contains the term contains this part right after a character
 * that is no letter or digit, so at the start of a later word of the name: the name-word
 * tables hold it. Only ASCII boundaries count: which other characters PostgreSQL's
 * [[:alnum:]] takes depends on the database's locale, and a boundary it does not see would
 * lose names.
 */
export function laterWordPart(text: string): string | null {
  return laterWordParts(text)[0] ?? null;
}

/** The part of a term after each of its inner word boundaries, first boundary first. */
export function laterWordParts(text: string): string[] {
  const boundaries = new RegExp(ASCII_WORD_BOUNDARY.source, 'g');
  return [...text.matchAll(boundaries)].map((boundary) => text.slice(boundary.index + 1));
}

/** A term's first WORD_START_LENGTH characters, escaped for LIKE, as a prefix pattern. */
function wordStartPattern(text: string): string {
  return `${escapeLike(Array.from(text).slice(0, WORD_START_LENGTH).join(''))}%`;
}

/** Whether a later word starting with the term is a match: the table keeps the whole term. */
export function wordStartsHoldTerm(term: SearchTerm): boolean {
  return Array.from(term.text).length <= WORD_START_LENGTH;
}

/**
 * The LIKE patterns of a term (LIKE escapes with a backslash by default). A pattern that
 * cannot match is null: the condition becomes NULL and the planner drops it.
 */
export function patterns(term: SearchTerm) {
  return {
    contains: `%${term.likeEscaped}%`,
    /** A part of the term for the trigram index; `contains` still decides. */
    selective: `%${term.selectiveEscaped}%`,
    prefix: `${term.likeEscaped}%`,
    cinContains: term.cinFragment === null ? null : `%${term.cinFragment}%`,
    cinPrefix: term.cinFragment === null ? null : `${term.cinFragment}%`,
    /** A later word of the name starts with the term (company_name_words, brand_name_words). */
    wordStart: wordStartPattern(term.text),
  };
}

/**
 * The prefix pattern of the later word every match of the term has (see laterWordPart), or
 * null when the term has no inner word boundary.
 */
export function laterWordPattern(term: SearchTerm): string | null {
  const part = laterWordPart(term.text);
  return part === null ? null : wordStartPattern(part);
}

/** A row of a shortcuts query (see companyShortcutsQuery): what both shortcuts found. */
export type ShortcutRow = SearchRow & { scanned: number; found: number; total: number };

/** What the shortcuts in front of the trigram candidates learned about a term. */
export interface Shortcuts {
  /** More than the cap match: names, later words or CINs that start with the term. */
  capped: boolean;
  /** Every match (counted up to cap + 1) and the page, from a later word; else null. */
  exact: CountedRows | null;
}

/**
 * Runs a shortcuts query. The later-word answer is exact only when the term has a later word
 * to look up and its rows were all read.
 */
export async function runShortcuts(
  db: Kysely<Database>,
  query: RawBuilder<ShortcutRow>,
  { cap, laterWord }: { cap: number; laterWord: boolean },
): Promise<Shortcuts> {
  const { rows } = await query.execute(db);
  const first = rows[0];
  const exact =
    laterWord && first !== undefined && first.scanned <= LATER_WORD_SCAN_LIMIT
      ? { total: first.total, rows: rows.filter((row) => row.id !== null) }
      : null;
  return { capped: (first?.found ?? 0) > cap, exact };
}

type CardRow = SearchRow & { key: number };

/** The card statements by kind: the ids are their only parameter ($1). */
const cardQueries = {
  companies: (ids: readonly number[]) => sql<CardRow>`
    select ${cardColumns}, null::text as brand_name, c.id as key from companies c
    where c.id = any(${[...ids]}::bigint[])`,
  brands: (ids: readonly number[]) => sql<CardRow>`
    select ${cardColumns}, b.brand_name, b.id as key
    from brands b join companies c on c.id = b.company_id
    where b.id = any(${[...ids]}::bigint[])`,
};
// Built and compiled once per database handle (the text is the same for every page).
const compiledCards = new WeakMap<
  Kysely<Database>,
  Record<'companies' | 'brands', CompiledQuery<CardRow>>
>();

function compiledCardQueries(db: Kysely<Database>) {
  let compiled = compiledCards.get(db);
  if (!compiled) {
    compiled = {
      companies: cardQueries.companies([]).compile(db),
      brands: cardQueries.brands([]).compile(db),
    };
    for (const kind of ['companies', 'brands'] as const) {
      if (compiled[kind].parameters.length !== 1) {
        throw new Error(`the ${kind} card query must take the ids as its only parameter`);
      }
      registerPreparedStatement(`search_cards_${kind}`, compiled[kind].sql);
    }
    compiledCards.set(db, compiled);
  }
  return compiled;
}

/**
 * The cards of a page whose ids (in search order) were found elsewhere (the typeahead, see
 * pageOf in ../typeahead/typeahead.ts): company ids on a name search, brand ids on a brand
 * search. Primary-key lookups; the rows come back in the order of `ids`. Once the typeahead
 * answers every page, this is the only statement of a results page: it runs prepared (see
 * prepared-statements.ts in the platform), which halved its database time (pgbench, ten ids
 * on a million companies: 0.32 ms a statement unprepared, 0.16 ms prepared).
 */
export async function cardsByIds(
  db: Kysely<Database>,
  kind: 'companies' | 'brands',
  ids: readonly number[],
): Promise<SearchRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.executeQuery<CardRow>({
    ...compiledCardQueries(db)[kind],
    parameters: [[...ids]],
  });
  const byKey = new Map(rows.map(({ key, ...row }) => [key, row]));
  return ids.flatMap((id) => byKey.get(id) ?? []);
}
