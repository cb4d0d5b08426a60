import { calendarDate } from '@trusthive/contracts';

// Pure parsers for one MCA cell each. They never throw: a value that cannot be read becomes
// null, because a missing capital or date is no reason to lose a company (only identity
// problems reject a row, see formats.ts).

export const CIN_PATTERN = /^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$/;
export const LLPIN_PATTERN = /^[A-Z]{3}-[0-9]{4}$/;
const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

/** numeric(20, 2) holds values below 10^18. */
const MAX_CAPITAL = 1e18;

/** MCA writes 'NA' (and spreadsheets leave '') for "no value"; both mean null everywhere. */
export function blankToNull(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const text = raw.trim();
  if (text === '' || text.toUpperCase() === 'NA') return null;
  return text;
}

/** Trims and collapses runs of whitespace (the addresses carry padding like "A,   B"). */
export function cleanText(raw: string | undefined): string | null {
  const text = blankToNull(raw);
  return text === null ? null : text.replace(/\s+/g, ' ');
}

export function normaliseCin(raw: string | undefined): string | null {
  const text = blankToNull(raw);
  return text === null ? null : text.toUpperCase();
}

/**
 * Rupees as a number. Spreadsheet exports leave scientific notation (`1.50E+11`) and Indian
 * digit grouping (`1,00,000`) behind; negative or unreadable amounts become null.
 */
export function parseCapital(raw: string | undefined): number | null {
  const text = blankToNull(raw)?.replace(/,/g, '');
  if (!text || !/^\+?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) && value < MAX_CAPITAL ? value : null;
}

/**
 * Resolves a two-digit year. The CIN carries the 4-digit incorporation year, so when its last
 * two digits match it is the answer (02-08-46 with a 1946 CIN is 1946, not 2046); otherwise a
 * year after the current one must be last century.
 */
export function resolveTwoDigitYear(yy: number, currentYear: number, hintYear?: number): number {
  if (hintYear !== undefined && hintYear % 100 === yy) return hintYear;
  return yy > currentYear % 100 ? 1900 + yy : 2000 + yy;
}

export interface DateContext {
  currentYear: number;
  /** The CIN's incorporation year, used for two-digit registration dates only. */
  hintYear?: number;
}

/**
 * An ISO date ('YYYY-MM-DD') from the shapes the MCA files use: ISO (data.gov.in 2025),
 * DD-MM-YY and DD-MM-YYYY (older format), M/D/YYYY (the same data after a spreadsheet; D/M
 * when the first part cannot be a month). Impossible dates (31-02-2020) become null.
 */
export function parseMcaDate(raw: string | undefined, context: DateContext): string | null {
  const text = blankToNull(raw);
  if (text === null) return null;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(text);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]), context);
  match = /^(\d{1,2})[-.](\d{1,2})[-.](\d{2}|\d{4})$/.exec(text);
  if (match) {
    const year = yearOf(match[3]!, context);
    return isoDate(year, Number(match[2]), Number(match[1]), context);
  }
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(?: .*)?$/.exec(text);
  if (match) {
    const [first, second] = [Number(match[1]), Number(match[2])];
    const year = yearOf(match[3]!, context);
    return first > 12
      ? isoDate(year, second, first, context)
      : isoDate(year, first, second, context);
  }
  return null;
}

function yearOf(digits: string, context: DateContext): number {
  return digits.length === 4
    ? Number(digits)
    : resolveTwoDigitYear(Number(digits), context.currentYear, context.hintYear);
}

function isoDate(year: number, month: number, day: number, context: DateContext): string | null {
  // Registrations go back to the 1850s; anything outside that window is a typo, not a date.
  if (year < 1800 || year > context.currentYear + 1) return null;
  return calendarDate(year, month, day);
}

/** The incorporation year is CIN characters 9–12 (U85100GA**2022**PTC015629). */
export function cinYear(cin: string): number {
  return Number(cin.slice(8, 12));
}

/**
 * The PIN is the last 6-digit group of the address ("…,403521-India", "… MH 431005"). The
 * placeholder 000000 (and anything else that cannot be a PIN) gives null; the address keeps it.
 */
export function extractPincode(address: string | null): string | null {
  if (address === null) return null;
  const groups = address.match(/(?<![0-9])[0-9]{6}(?![0-9])/g);
  const last = groups?.at(-1);
  return last !== undefined && PINCODE_PATTERN.test(last) ? last : null;
}

/** NIC codes are 5 digits; spreadsheets strip the leading zeros (`305` is `00305`). */
export function padNicCode(raw: string | undefined): string | null {
  const text = blankToNull(raw);
  if (text === null || !/^[0-9]{1,5}$/.test(text)) return null;
  return text.padStart(5, '0');
}

export function normaliseEmail(raw: string | undefined): string | null {
  const text = blankToNull(raw)?.toLowerCase();
  if (!text || !/^[^\s@,;]+@[^\s@,;]+\.[a-z]{2,}$/.test(text)) return null;
  return text;
}

/** `RoC-Mumbai` (older format) and `ROC Mumbai` (2025) are the same registrar. */
export function normaliseRoc(raw: string | undefined): string | null {
  const text = cleanText(raw);
  if (text === null) return null;
  const match = /^roc[\s_-]*(.+)$/i.exec(text);
  return match ? `ROC ${match[1]}` : text;
}

/** The older format's activity 'Unclassified' is the 2025 format's 'Others'. */
export function normaliseActivity(raw: string | undefined): string | null {
  const text = cleanText(raw);
  return text !== null && text.toLowerCase() === 'unclassified' ? 'Others' : text;
}

const CATEGORY_SPELLINGS = new Map(
  [
    'Company limited by shares',
    'Company limited by guarantee',
    'Unlimited company',
    'Non-government company',
    'State government company',
    'Union government company',
    'Guarantee and association Company',
    'subsidiary of company incorporated outside India',
  ].map((spelling) => [spelling.toLowerCase(), spelling]),
);
CATEGORY_SPELLINGS.set('non-govt company', 'Non-government company');

/**
 * Category and sub-category in the 2025 spelling, so one filter finds a company whichever
 * format it came from ('Company limited by Shares', 'Non-govt company' in the older files).
 */
export function normaliseCategory(raw: string | undefined): string | null {
  const text = cleanText(raw);
  return text === null ? null : (CATEGORY_SPELLINGS.get(text.toLowerCase()) ?? text);
}

/**
 * The entity type the registration wizard lists. The CIN's 3-letter block is the registrar's
 * own word for OPCs and Section 8 (NPL) companies, whatever the class column says.
 */
export function companyLimitedBy(companyClass: string | null, cin: string): string | null {
  const block = cin.slice(12, 15);
  const klass = companyClass?.toLowerCase();
  if (klass === 'one person company' || block === 'OPC') return 'One Person Company';
  if (block === 'NPL') return 'Section 8 Company';
  if (klass === 'public') return 'Public Limited';
  if (klass === 'private') return 'Private Limited';
  return null;
}

const SMALL_WORDS = new Set(['and', 'of', 'the']);

export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .split(' ')
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}
