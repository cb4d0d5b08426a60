import {
  BULK_CHECK_FIELDS,
  CIN_PATTERN,
  CIN_STATE_CODES,
  GST_STATE_CODES,
  GSTIN_PATTERN,
  PAN_PATTERN,
  hasValidGstinCheckDigit,
  normaliseStateName,
  type BulkCheckField,
  type BulkCheckMapping,
  type BulkCheckRowReason,
} from '@trusthive/contracts';

// The rows of a bulk check (issue 43): which column holds what (guessed from the header or,
// without one, from what the first rows look like) and what each row asks to be checked.

const HEADER_WORDS: ReadonlyArray<[BulkCheckField, RegExp]> = [
  ['gstin', /\bgst(in)?\b|gst ?(no|number|registration)/],
  ['cin', /\bcin\b|\bllpin\b|corporate identi/],
  ['pan', /\bpan\b|permanent account/],
  ['state', /\bstate\b|\bprovince\b/],
  ['name', /\bname\b|\bcompany\b|\bsupplier\b|\bvendor\b|\bbusiness\b|\bfirm\b|\bparty\b/],
];

const normaliseHeader = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const compact = (value: string) => value.replace(/[\s.-]+/g, '').toUpperCase();

/** What kind of identifier a cell looks like, if any. */
export function identifierKindOf(value: string): 'cin' | 'gstin' | 'pan' | null {
  const text = compact(value);
  if (CIN_PATTERN.test(text)) return 'cin';
  if (GSTIN_PATTERN.test(text)) return 'gstin';
  if (PAN_PATTERN.test(text)) return 'pan';
  return null;
}

function headerFieldOf(value: string): BulkCheckField | null {
  const text = normaliseHeader(value);
  if (!text) return null;
  for (const [field, pattern] of HEADER_WORDS) if (pattern.test(text)) return field;
  return null;
}

/**
 * Whether the first row is a header: none of its cells is an identifier, and either one names
 * a field (CIN, GSTIN, Name…) or the next row holds an identifier.
 */
export function looksLikeHeader(first: readonly string[], second?: readonly string[]): boolean {
  if (first.some((value) => identifierKindOf(value) !== null)) return false;
  if (first.some((value) => headerFieldOf(value) !== null)) return true;
  return second?.some((value) => identifierKindOf(value) !== null) ?? false;
}

const EMPTY_MAPPING: BulkCheckMapping = {
  cin: null,
  gstin: null,
  pan: null,
  name: null,
  state: null,
};

/**
 * The mapping to offer: each field to the first column whose header names it; without a header
 * (or for a field no header names), the column whose values most often look like it.
 */
export function guessMapping(
  header: readonly string[] | null,
  rows: ReadonlyArray<readonly string[]>,
): BulkCheckMapping {
  const mapping: BulkCheckMapping = { ...EMPTY_MAPPING };
  const taken = new Set<number>();
  header?.forEach((value, column) => {
    const field = headerFieldOf(value);
    if (field && mapping[field] === null && !taken.has(column)) {
      mapping[field] = column;
      taken.add(column);
    }
  });
  const columns = Math.max(header?.length ?? 0, ...rows.map((row) => row.length));
  for (const field of ['cin', 'gstin', 'pan'] as const) {
    if (mapping[field] !== null) continue;
    let best: { column: number; count: number } | null = null;
    for (let column = 0; column < columns; column += 1) {
      if (taken.has(column)) continue;
      const count = rows.filter((row) => identifierKindOf(row[column] ?? '') === field).length;
      if (count > 0 && (!best || count > best.count)) best = { column, count };
    }
    if (best) {
      mapping[field] = best.column;
      taken.add(best.column);
    }
  }
  if (mapping.state === null) {
    for (let column = 0; column < columns; column += 1) {
      if (taken.has(column)) continue;
      const states = rows.filter((row) => stateOf(row[column] ?? '') !== null).length;
      if (states > 0 && states * 2 >= rows.length) {
        mapping.state = column;
        taken.add(column);
        break;
      }
    }
  }
  if (
    mapping.name === null &&
    mapping.cin === null &&
    mapping.gstin === null &&
    mapping.pan === null
  ) {
    // A file of names only: the first column with letters in it.
    for (let column = 0; column < columns; column += 1) {
      if (!taken.has(column) && rows.some((row) => /[A-Za-z]{3}/.test(row[column] ?? ''))) {
        mapping.name = column;
        break;
      }
    }
  }
  return mapping;
}

/** Every name a state goes by (CIN state codes' names), normalised, to its display name. */
const titleCase = (name: string) =>
  name.replace(/\b(?!and\b)[a-z]/g, (letter) => letter.toUpperCase());
/**
 * Every state's and union territory's names: the CIN table's (with the name it shows), then the
 * GST table's, which has them all. The CIN table lists only the codes its source checked: built
 * from it alone, Manipur, Meghalaya, Mizoram, Tripura and the other north-eastern states were
 * "not an Indian state" (37 rows of the 10,000-row bench).
 */
const STATE_NAMES: ReadonlyMap<string, string> = new Map([
  ...Object.entries(GST_STATE_CODES)
    .filter(([code]) => code !== '97')
    .flatMap(([, names]) => names.map((alias) => [alias, titleCase(alias)] as const)),
  ...Object.values(CIN_STATE_CODES).flatMap(({ name, names }) =>
    [name, ...names].map((alias) => [normaliseStateName(alias), name] as const),
  ),
]);
const STATE_CODES: ReadonlyMap<string, string> = new Map(
  Object.entries(CIN_STATE_CODES).map(([code, { name }]) => [code, name]),
);

/** The state a cell names (its name, another name of it, or its two-letter code), or null. */
export function stateOf(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  return STATE_CODES.get(text.toUpperCase()) ?? STATE_NAMES.get(normaliseStateName(text)) ?? null;
}

/** What a row asks: one identifier to look up exactly, or a name (with its state, if given). */
export type RowQuery =
  | { kind: 'cin' | 'gstin' | 'pan'; value: string }
  | { kind: 'name'; value: string; state: string | null };

export type CheckedInput =
  | { ok: true; input: Record<string, string>; query: RowQuery }
  | { ok: false; input: Record<string, string>; reason: BulkCheckRowReason };

/**
 * The mapped values of a row and what to look up: the CIN if given, else the GSTIN, else the
 * PAN, else the name. Any identifier given must be well-formed (a GSTIN with its check
 * character right), so a typo is reported with its row rather than found as something else.
 */
export function checkRow(cells: readonly string[], mapping: BulkCheckMapping): CheckedInput {
  const input: Record<string, string> = {};
  for (const field of BULK_CHECK_FIELDS) {
    const column = mapping[field];
    const value = column === null ? '' : (cells[column] ?? '').trim();
    if (value) input[field] = value;
  }
  const cin = input.cin !== undefined ? compact(input.cin) : null;
  const gstin = input.gstin !== undefined ? compact(input.gstin) : null;
  const pan = input.pan !== undefined ? compact(input.pan) : null;
  const fail = (reason: BulkCheckRowReason): CheckedInput => ({ ok: false, input, reason });
  if (cin !== null && !CIN_PATTERN.test(cin)) return fail('cinMalformed');
  if (gstin !== null && !GSTIN_PATTERN.test(gstin)) return fail('gstinMalformed');
  if (gstin !== null && !hasValidGstinCheckDigit(gstin)) return fail('gstinCheckDigit');
  if (pan !== null && !PAN_PATTERN.test(pan)) return fail('panMalformed');
  if (cin !== null) return { ok: true, input, query: { kind: 'cin', value: cin } };
  if (gstin !== null) return { ok: true, input, query: { kind: 'gstin', value: gstin } };
  if (pan !== null) return { ok: true, input, query: { kind: 'pan', value: pan } };
  if (input.name === undefined) return fail('empty');
  if ((input.name.match(/[\p{L}\p{N}]/gu) ?? []).length < 3) return fail('nameTooShort');
  let state: string | null = null;
  if (input.state !== undefined) {
    state = stateOf(input.state);
    if (state === null) return fail('stateUnknown');
  }
  return { ok: true, input, query: { kind: 'name', value: input.name, state } };
}

/** A mapping's problem, if any: no identifier column, or one column given two meanings. */
export function mappingProblem(
  mapping: BulkCheckMapping,
  columns: number,
): { problem: 'noColumn' | 'columnTwice' | 'columnOutOfRange'; field: string } | null {
  const used = BULK_CHECK_FIELDS.filter((field) => mapping[field] !== null);
  if (!used.some((field) => field !== 'state')) return { problem: 'noColumn', field: 'mapping' };
  const seen = new Set<number>();
  for (const field of used) {
    const column = mapping[field]!;
    if (column >= columns) return { problem: 'columnOutOfRange', field: `mapping.${field}` };
    if (seen.has(column)) return { problem: 'columnTwice', field: `mapping.${field}` };
    seen.add(column);
  }
  return null;
}
