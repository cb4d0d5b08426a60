// Small pure display helpers (spec §1 money and dates, §5 "Shared display rules"). Every one
// returns text fit for the screen: never 'undefined', 'null' or 'NaN'.

/** What is shown where a value is missing. */
export const NOT_AVAILABLE = 'Not available';

/**
 * An Intl formatter made on first use: building one costs a few milliseconds (locale data),
 * and this module loads with every page, most of which use one formatter or none.
 */
function formatter<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
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
    return rupees().format(0);
  }
  return rupees().format(amount);
}

const LAKH = 100_000;
const CRORE = 10_000_000;
const shortAmount = formatter(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }));

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
  if (lakhs < 100) return `₹${shortAmount().format(lakhs)} Lakh`;
  return `₹${shortAmount().format(Math.round((amount / CRORE) * 100) / 100)} Cr`;
}

/** Capital on the profile: the exact amount, and its crore or lakh reading beside it. */
export function formatCapital(value: number | string | null | undefined): string {
  const short = formatRupeesShort(value);
  return short ? `${formatRupees(value)} (${short})` : formatRupees(value);
}

const counts = formatter(() => new Intl.NumberFormat('en-IN'));

/** A count in Indian-English grouping (spec §1): 43,915; 1,93,517. */
export function formatCount(value: number): string {
  return counts().format(value);
}

/** 'Goa', 'Goa and Delhi', 'Goa, Delhi and Gujarat': a list as a sentence reads it. */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const dateGB = formatter(() => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' }));

/**
 * A 'YYYY-MM-DD' (or ISO timestamp) date in en-GB form, 'DD/MM/YYYY', as the company profile
 * shows dates. Read in UTC so no time zone moves a registration date by a day.
 */
export function formatDateGB(value: string | null | undefined, fallback = NOT_AVAILABLE): string {
  if (!value) return fallback;
  const match = ISO_DATE.exec(value.trim());
  if (!match) return fallback;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(match[3])) return fallback;
  return dateGB().format(date);
}

const dateIN = formatter(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** Spec §1: a 'YYYY-MM-DD' (or ISO timestamp) date in en-IN with the full month name. */
export function formatDateIN(value: string | null | undefined, fallback = NOT_AVAILABLE): string {
  if (!value) return fallback;
  const match = ISO_DATE.exec(value.trim());
  if (!match) return fallback;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(match[3])) return fallback;
  return dateIN().format(date);
}

const dateINShort = formatter(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** A 'YYYY-MM-DD' (or ISO timestamp) date in short en-IN form: '12 Dec 2026' (UTC). */
export function formatDateINShort(value: string | null | undefined, fallback = NOT_AVAILABLE) {
  if (!value) return fallback;
  const match = ISO_DATE.exec(value.trim());
  if (!match) return fallback;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(match[3])) return fallback;
  return dateINShort().format(date);
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
export function formatDateTimeIN(value: string | null | undefined, fallback = NOT_AVAILABLE) {
  if (!value) return fallback;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : dateTimeIN().format(date);
}

const EMPTY_TEXTS = new Set(['', 'null', 'undefined', 'nan']);

/** The text, trimmed, or the fallback when it is missing or reads 'null', 'undefined' or 'NaN'. */
export function displayText(
  value: string | number | null | undefined,
  fallback = NOT_AVAILABLE,
): string {
  if (value === null || value === undefined) return fallback;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : fallback;
  const text = value.trim();
  return EMPTY_TEXTS.has(text.toLowerCase()) ? fallback : text;
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
