// How a typed term becomes what the engines look for. Pure functions: the SQL and the
// Meilisearch queries both start from a SearchTerm, and the unit tests beside this file pin
// the rules (literal %, _ and \, CIN-shaped input, GSTIN and PAN, whitespace).

import { gstinIn, gstinProblem, panIn, type SearchTaxId } from '@trusthive/contracts';

const CIN_SHAPE = /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/;
const LLPIN_SHAPE = /^[A-Z]{3}-\d{4}$/;
const CIN_CHARACTERS = /^[A-Z0-9-]+$/;
/** pg_trgm needs a run of three word characters to narrow a LIKE through its index. */
const TRIGRAM_RUN = /[\p{L}\p{N}]{3}/u;
/**
 * The legal-form words at the end of nearly every Indian company name. Their trigrams have
 * posting lists as long as the table, so a trigram lookup that includes them reads thousands
 * of index pages to learn almost nothing.
 */
const LEGAL_FORM_WORDS = ['private', 'limited', 'pvt', 'ltd', 'llp', 'opc'];

export interface SearchTerm {
  /** Trimmed, inner whitespace collapsed: what the user meant, as stored in analytics. */
  text: string;
  /** `text` with LIKE's wildcards and escape character escaped (ESCAPE '\'). */
  likeEscaped: string;
  /** The exact identifier when the term has the shape of a CIN or LLPIN (spaces ignored). */
  exactCin: string | null;
  /** Upper-cased term for a partial CIN match, or null when no CIN could contain it. */
  cinFragment: string | null;
  /** Whether the trigram indexes can narrow a partial match on this term. */
  trigramUsable: boolean;
  /**
   * The part of `text` (escaped for LIKE) the trigram lookup uses (see selectivePart). Any
   * part of the term finds a superset of what the whole term matches; the whole term then
   * filters those rows.
   */
  selectiveEscaped: string;
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function isCinShaped(value: string): boolean {
  return CIN_SHAPE.test(value) || LLPIN_SHAPE.test(value);
}

function isLegalFormWord(word: string, last: boolean): boolean {
  const lower = word.toLowerCase();
  // The word being typed may be the start of one ("limite", "priv").
  return LEGAL_FORM_WORDS.some((form) => (last ? form.startsWith(lower) : form === lower));
}

/**
 * The part of a term worth a trigram lookup: the term without its trailing legal form ("...
 * private limite", "... pvt ltd"). The trigrams of those words are in nearly every name, so
 * the GIN index reads thousands of pages for them; the rest of the term narrows the lookup to
 * rows that the whole term then checks. Measured on a million generated companies with the
 * search benchmark's terms: 33% fewer buffers on average and 60% fewer at the 95th
 * percentile than the whole term.
 */
export function selectivePart(text: string): string {
  const words = text.split(' ');
  let end = words.length;
  while (end > 0 && isLegalFormWord(words[end - 1]!, end === words.length)) end -= 1;
  const core = words.slice(0, end);
  const part = core.join(' ');
  return end < words.length && TRIGRAM_RUN.test(part) ? part : text;
}

/**
 * The GSTIN or PAN a whole term is, spaces and case aside (issue 40), whatever search type was
 * chosen, or null. The search service looks it up by equality in what TrustHive holds
 * (../tax-id-search.ts) instead of asking an engine. `checkFailed` for a GSTIN whose check
 * character is wrong, which nothing can hold: its record page says which character it should be.
 */
export function taxIdOf(text: string): SearchTaxId | null {
  const gstin = gstinIn(text);
  if (gstin) return { kind: 'gstin', value: gstin, checkFailed: gstinProblem(gstin) !== null };
  const pan = panIn(text);
  return pan ? { kind: 'pan', value: pan, checkFailed: false } : null;
}

export function toSearchTerm(raw: string): SearchTerm {
  const text = raw.trim().replace(/\s+/g, ' ');
  const compactUpper = text.replace(/\s+/g, '').toUpperCase();
  const upper = text.toUpperCase();
  return {
    text,
    likeEscaped: escapeLike(text),
    exactCin: isCinShaped(compactUpper) ? compactUpper : null,
    // A whole CIN is only ever part of itself: the exact lookup answers it.
    cinFragment: CIN_CHARACTERS.test(upper) && !isCinShaped(upper) ? escapeLike(upper) : null,
    trigramUsable: TRIGRAM_RUN.test(text),
    selectiveEscaped: escapeLike(selectivePart(text)),
  };
}
