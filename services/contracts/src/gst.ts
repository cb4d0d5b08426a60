import { z } from 'zod';
import { storableString } from './common/text';
import { waitMsQuerySchema } from './enrichment';
import { GST_MATCH_BASES } from './gst-match';
import { GSTIN_PATTERN, PAN_PATTERN, gstinCheckCharacter } from './identifiers/gstin';
import { maskDinPan, maskGstin, maskPan } from './identifiers/masks';

// A GST registration as the GST network (GSTN) describes it (issue 40), looked up through a GST
// Suvidha Provider: the facts of the record page /gstin/{gstin}. What GSTN said, with its own
// date and ours, never mixed with what an owner typed (company_gst_details).

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * GSTN's status words: Active, Cancelled, Suspended, Provisional, Inactive. Any other word is
 * shown as sent and never counts as active.
 */
export const isActiveGstStatus = (status: string) => status.trim().toLowerCase() === 'active';

/** Statuses under which a business may not charge GST: shown as a warning wherever they show. */
const BARRED_GST_STATUSES = new Set(['cancelled', 'suspended', 'inactive']);
export const gstStatusBarsCharging = (status: string) =>
  BARRED_GST_STATUSES.has(status.trim().toLowerCase());

export const gstRegistrationSchema = z.object({
  gstin: z.string(),
  legalName: z.string(),
  tradeName: z.string().nullable(),
  /** GSTN's word: Active, Cancelled, Suspended, Provisional, Inactive, … */
  status: z.string(),
  registeredOn: isoDate.nullable(),
  /** When a cancelled registration was cancelled; null otherwise. */
  cancelledOn: isoDate.nullable(),
  /** Constitution of business, e.g. 'Private Limited Company', 'Proprietorship'. */
  constitution: z.string().nullable(),
  /** Taxpayer type, e.g. 'Regular', 'Composition'. */
  taxpayerType: z.string().nullable(),
  /** The principal place of business: its state's name and PIN. */
  principalPlace: z.object({ state: z.string().nullable(), pincode: z.string().nullable() }),
  natureOfBusiness: z.array(z.string()),
  /** Whether e-invoicing is enabled; null when GSTN did not say. */
  einvoice: z.boolean().nullable(),
  /** When GSTN last changed the record (its `lstupdt`). */
  gstnUpdatedOn: isoDate.nullable(),
  /** When TrustHive asked for it. */
  fetchedAt: z.iso.datetime({ offset: true }),
  /** The provider that relayed it (a GST Suvidha Provider). */
  provider: z.string(),
  /** True when a stand-in server of ours answered (tests, the demo): never GSTN's data. */
  standIn: z.boolean(),
  /** The public MCA company the written rule matched it to (gst-match.ts), and on what basis. */
  match: z
    .object({
      company: z.object({ id: z.number().int().positive(), name: z.string() }),
      basis: z.enum(GST_MATCH_BASES),
      /** TrustHive staff confirmed the rule's match (the console's GST matches queue). */
      confirmedByStaff: z.boolean(),
    })
    .nullable(),
});
export type GstRegistration = z.infer<typeof gstRegistrationSchema>;

export const GST_LOOKUP_STATES = [
  /** GSTN has the registration: `registration` holds it. */
  'found',
  /** GSTN has no registration with this number. */
  'not_found',
  /** Still asking GSTN: ask again with ?waitMs, held until the answer lands. */
  'checking',
  /** The provider is down or over its quota: `registration` is what was stored, if anything. */
  'unavailable',
  /** No GST provider is configured on this site: `registration` is what was stored, if anything. */
  'off',
] as const;
export type GstLookupState = (typeof GST_LOOKUP_STATES)[number];

export const gstLookupSchema = z.object({
  /** The number the visitor asked about, as they typed it but upper-cased and unspaced. */
  gstin: z.string(),
  state: z.enum(GST_LOOKUP_STATES),
  registration: gstRegistrationSchema.nullable(),
  /**
   * Public companies whose own record lists this GSTIN, as the company gave it (at
   * registration, by its owner, or in imported GST details): not yet matched to GSTN's record,
   * and said so wherever they show (at most 10, by name).
   */
  listedBy: z.array(z.object({ id: z.number().int().positive(), name: z.string() })),
});
export type GstLookup = z.infer<typeof gstLookupSchema>;

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

export const gstinParamsSchema = z.object({ gstin: storableString().min(1).max(40) });

/** Held as the enrichment answer is, up to 5 s. */
export const gstLookupQuerySchema = waitMsQuerySchema;
