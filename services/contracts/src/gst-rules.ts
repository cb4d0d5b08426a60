import { GSTIN_PATTERN, PAN_PATTERN, gstinCheckCharacter } from './identifiers/gstin';
import { maskDinPan, maskGstin, maskPan } from './identifiers/masks';

// Zod-free on purpose: the SPA's public pages use these in their first script, and a module
// that builds a schema brings zod (about 23 KB compressed, and its set-up on a phone) with it.
// What a typed GSTIN or PAN is, and GSTN's status words (the schemas are in gst.ts).

/**
 * GSTN's status words: Active, Cancelled, Suspended, Provisional, Inactive. Any other word is
 * shown as sent and never counts as active.
 */
export const isActiveGstStatus = (status: string) => status.trim().toLowerCase() === 'active';

/** Statuses under which a business may not charge GST: shown as a warning wherever they show. */
const BARRED_GST_STATUSES = new Set(['cancelled', 'suspended', 'inactive']);
export const gstStatusBarsCharging = (status: string) =>
  BARRED_GST_STATUSES.has(status.trim().toLowerCase());

export const GST_MESSAGES = {
  malformed: {
    title: 'Check the GSTIN',
    message:
      'A GSTIN has 15 characters: 2 digits for the state, the 10 characters of the PAN, then 3 more (for example 29AAGCA1234K1ZP).',
  },
  checking: 'Checking with the GST network…',
  notFound: 'The GST network has no registration with this number.',
  unavailable:
    'The GST network could not be reached just now, so this could not be checked. Please try again in a few minutes.',
  off: 'GST numbers cannot be checked on this site at the moment.',
  listedBy:
    'lists this GSTIN on its TrustHive profile. TrustHive has not yet matched the company to this GST record.',
  listedByNone: 'No company on TrustHive lists this GSTIN yet.',
} as const;

/** The wrong check character named, with the one it should be, in words a visitor can act on. */
export function gstinCheckMessage(given: string, expected: string) {
  return {
    title: 'Check the GSTIN',
    message: `The last character of this GSTIN should be ${expected}, not ${given}: one of its characters is probably mistyped.`,
  };
}

/** Spaces and case as people type them; the number itself is not changed. */
export const normaliseGstin = (raw: string) => raw.replace(/\s+/g, '').toUpperCase();

/** The GSTIN a typed text is, spaces and case aside, or null when it has no GSTIN's shape. */
export function gstinIn(typed: string): string | null {
  const gstin = normaliseGstin(typed);
  return GSTIN_PATTERN.test(gstin) ? gstin : null;
}

/** The PAN a typed text is (5 letters, 4 digits, a letter), spaces and case aside, or null. */
export function panIn(typed: string): string | null {
  const pan = normaliseGstin(typed);
  return PAN_PATTERN.test(pan) ? pan : null;
}

/**
 * A search term as it may be kept (search analytics, logs): a GSTIN or PAN is a person's or a
 * business's tax number, so one typed whole is kept masked as the profile shows it (the state
 * code of a GSTIN, the PAN's first two and last characters); a DIN typed whole (8 digits,
 * issue 41) is a person's number, kept as the director page shows it (first 2 and last 2);
 * any other term as it is. The visitor's own number is echoed back to them in the answer, and
 * kept nowhere in clear.
 */
export function keepableSearchTerm(term: string): string {
  const gstin = gstinIn(term);
  if (gstin) return maskGstin(gstin) ?? '';
  const pan = panIn(term);
  if (pan) return maskPan(pan) ?? '';
  const din = term.replace(/\s+/g, '');
  return /^[0-9]{8}$/.test(din) ? (maskDinPan(din) ?? '') : term;
}

/**
 * What is wrong with a typed GSTIN, in the spec's error shape, or null when it has the
 * published shape and its check character. Run before any provider is asked.
 */
export function gstinProblem(raw: string): { title: string; message: string } | null {
  const gstin = normaliseGstin(raw);
  if (!GSTIN_PATTERN.test(gstin)) return GST_MESSAGES.malformed;
  const expected = gstinCheckCharacter(gstin.slice(0, 14));
  if (expected !== gstin.charAt(14)) return gstinCheckMessage(gstin.charAt(14), expected ?? '?');
  return null;
}
