import { currentLocale, t, type MessageId } from '../i18n';

// Small pure display helpers (spec §1 money and dates, §5 "Shared display rules"). Every one
// returns text fit for the screen: never 'undefined', 'null' or 'NaN'. Their words (month
// names, lakh and crore, "and", "Not available") are the page's language, looked up when
// called; the digits are Latin and grouped the Indian way in every language (GLOSSARY.md).

/**
 * The English words shown where a value is missing. A page compares a helper's answer with
 * notAvailable(), which is this in the page's language; this constant is English only.
 */
export const NOT_AVAILABLE = 'Not available';

/** What is shown where a value is missing, in the page's language. */
export const notAvailable = () => t('common.format.notAvailable');
// The helpers below take `fallback?` and look notAvailable() up only when it is shown: a page
// formats many dates, and each lookup costs a catalog read.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * An Intl formatter made on first use: building one costs a few milliseconds (locale data),
 * and this module loads with every page, most of which use one formatter or none.
 */
function formatter<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

// The numbers and dates the public pages show are written out here rather than by Intl. The
// first Intl formatter a page makes loads the locale's data: measured on the home page under
// Lighthouse's 4x slowdown, one task of about 300 ms while the page hydrates, most of its total
// blocking time after zod. Written out, the server (Node's ICU) and the browser (Chromium's,
// another version) also cannot disagree on a month's abbreviation. Anything these rules do not
// cover (a negative or fractional amount) still goes to Intl, so the text never changes.

/** Digits grouped as en-IN groups them: the last three, then pairs ('1,93,517'). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * A number as en-IN writes it with at most `fractionDigits` decimals, or null where Intl
 * should write it. toFixed rounds the exact value half up, as Intl's halfExpand does for a
 * number that is not negative.
 */
function indianNumber(value: number, fractionDigits: number): string | null {
  if (!Number.isFinite(value) || value < 0 || value >= 1e15) return null;
  const [whole = '0', fraction = ''] = value.toFixed(fractionDigits).split('.');
  const decimals = fraction.replace(/0+$/, '');
  return decimals ? `${groupIndian(whole)}.${decimals}` : groupIndian(whole);
}

// Ids, not words (the language is known only while rendering). English: en-IN's own names and
// abbreviations (CLDR: 'Sept', not 'Sep'), as the server's ICU writes them.
const MONTHS = Array.from({ length: 12 }, (_, index) => `common.month.${index + 1}` as MessageId);
const SHORT_MONTHS = Array.from(
  { length: 12 },
  (_, index) => `common.monthShort.${index + 1}` as MessageId,
);

/** A day, its month's name and the year, in the order and with the marks of the language. */
function writtenDate(date: Date, months: readonly MessageId[]): string {
  return t('common.format.date', {
    day: String(date.getUTCDate()),
    month: t(months[date.getUTCMonth()]!),
    year: String(date.getUTCFullYear()),
  });
}

/** A valid 'YYYY-MM-DD' (or ISO timestamp) date read in UTC, or null. */
function isoDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(match[3])) return null;
  return date;
}

const rupees = formatter(
  () =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);

/** Indian rupees, en-IN grouping, no decimals; zero or empty shows '₹0'. */
export function formatRupees(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value.replaceAll(',', '')) : value;
  if (amount === null || amount === undefined || !Number.isFinite(amount) || value === '') {
    return '₹0';
  }
  const written = indianNumber(amount, 0);
  return written === null ? rupees().format(amount) : `₹${written}`;
}

const LAKH = 100_000;
const CRORE = 10_000_000;
const shortAmount = formatter(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }));
const twoDecimals = (value: number) => indianNumber(value, 2) ?? shortAmount().format(value);

/**
 * A large amount as Indians read it: '₹26,800 Cr' for 2,68,00,00,00,000, '₹2.5 Lakh' for
 * 2,50,000, at most two decimals. Null under one lakh, where the full amount reads well
 * enough, and for a missing or unreadable amount.
 */
export function formatRupeesShort(value: number | string | null | undefined): string | null {
  const amount = typeof value === 'string' ? Number(value.replaceAll(',', '')) : value;
  if (amount === null || amount === undefined || value === '' || !Number.isFinite(amount)) {
    return null;
  }
  // Rounded first, so 99,99,999 reads '₹1 Cr', not '₹100 Lakh'.
  const lakhs = Math.round((amount / LAKH) * 100) / 100;
  if (lakhs < 1) return null;
  if (lakhs < 100) return t('common.format.lakh', { amount: twoDecimals(lakhs) });
  return t('common.format.crore', {
    amount: twoDecimals(Math.round((amount / CRORE) * 100) / 100),
  });
}

/** Capital on the profile: the exact amount, and its crore or lakh reading beside it. */
export function formatCapital(value: number | string | null | undefined): string {
  const short = formatRupeesShort(value);
  return short ? `${formatRupees(value)} (${short})` : formatRupees(value);
}

const counts = formatter(() => new Intl.NumberFormat('en-IN'));

/** A count in Indian-English grouping (spec §1): 43,915; 1,93,517. */
export function formatCount(value: number): string {
  return (Number.isInteger(value) && indianNumber(value, 0)) || counts().format(value);
}

/** 'Goa', 'Goa and Delhi', 'Goa, Delhi and Gujarat': a list as a sentence reads it. */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return t('common.format.and', {
    head: items.slice(0, -1).join(', '),
    last: items[items.length - 1],
  });
}

/**
 * A 'YYYY-MM-DD' (or ISO timestamp) date in en-GB form, 'DD/MM/YYYY', as the company profile
 * shows dates. Read in UTC so no time zone moves a registration date by a day.
 */
export function formatDateGB(value: string | null | undefined, fallback?: string): string {
  const date = isoDate(value);
  if (!date) return fallback ?? notAvailable();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/** Spec §1: a 'YYYY-MM-DD' (or ISO timestamp) date in en-IN with the full month name. */
export function formatDateIN(value: string | null | undefined, fallback?: string): string {
  const date = isoDate(value);
  if (!date) return fallback ?? notAvailable();
  return writtenDate(date, MONTHS);
}

/** A 'YYYY-MM-DD' (or ISO timestamp) date in short en-IN form: '12 Dec 2026' (UTC). */
export function formatDateINShort(value: string | null | undefined, fallback?: string) {
  const date = isoDate(value);
  if (!date) return fallback ?? notAvailable();
  return writtenDate(date, SHORT_MONTHS);
}

const dateTimeIN = formatter(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    }),
);

/**
 * A moment as the staff console shows it, spec §1's date with the time in India:
 * '24 November 2026 at 10:15 pm'. The one format of every console page that shows times.
 */
export function formatDateTimeIN(value: string | null | undefined, fallback?: string) {
  if (!value) return fallback ?? notAvailable();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return fallback ?? notAvailable();
  if (currentLocale() === 'en') return dateTimeIN().format(date);
  // Another language (a public page's "fetched …"): the date in its words and the time in
  // India on the 24-hour clock, written out so the server and the browser write the same.
  const india = new Date(date.getTime() + IST_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return t('common.format.dateTime', {
    date: writtenDate(india, MONTHS),
    time: `${two(india.getUTCHours())}:${two(india.getUTCMinutes())}`,
  });
}

/** India has one time zone, 5 h 30 min ahead of UTC, and no summer time. */
const IST_OFFSET_MS = 330 * 60_000;

const EMPTY_TEXTS = new Set(['', 'null', 'undefined', 'nan']);

/** The text, trimmed, or the fallback when it is missing or reads 'null', 'undefined' or 'NaN'. */
export function displayText(value: string | number | null | undefined, fallback?: string): string {
  if (value === null || value === undefined) return fallback ?? notAvailable();
  if (typeof value === 'number')
    return Number.isFinite(value) ? String(value) : (fallback ?? notAvailable());
  const text = value.trim();
  return EMPTY_TEXTS.has(text.toLowerCase()) ? (fallback ?? notAvailable()) : text;
}

/** Spec §5: a link gets https:// when it has no http prefix; null when there is nothing. */
export function withHttps(url: string | null | undefined): string | null {
  const text = url?.trim();
  if (!text || EMPTY_TEXTS.has(text.toLowerCase())) return null;
  return /^https?:\/\//i.test(text) ? text : `https://${text.replace(/^\/+/, '')}`;
}

/** A link as people read it: no scheme, no trailing slash. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/+$/, '');
}

/** Spec §5 "Logo": the one rule, shared with the services that score and enrich logos. */
export { isValidLogo } from '@trusthive/contracts';
