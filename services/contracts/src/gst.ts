import { z } from 'zod';
import { storableString } from './common/text';
import { waitMsQuerySchema } from './enrichment';
import { GST_MATCH_BASES } from './gst-match';

export * from './gst-rules';

// A GST registration as the GST network (GSTN) describes it (issue 40), looked up through a GST
// Suvidha Provider: the facts of the record page /gstin/{gstin}. What GSTN said, with its own
// date and ours, never mixed with what an owner typed (company_gst_details).

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

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

export const gstinParamsSchema = z.object({ gstin: storableString().min(1).max(40) });

/** Held as the enrichment answer is, up to 5 s. */
export const gstLookupQuerySchema = waitMsQuerySchema;
