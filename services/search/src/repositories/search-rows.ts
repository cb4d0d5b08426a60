import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CompanyRatings, Database } from '@trusthive/platform';
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
  c.business_category, c.city, c.company_state_code, c.ratings, c.is_verified`;

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
    wordStart: `${escapeLike(Array.from(term.text).slice(0, WORD_START_LENGTH).join(''))}%`,
  };
}
