import { z } from 'zod';

export * from './registry-messages';

// Issue 41: what a company-master provider (relaying MCA's company and director master data)
// says of a company, as the profile shows it: the filing dates, the index of charges, and the
// source with its date. Computed by the company service from the rows the enrichment service
// stored; the SPA only renders it.

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const CHARGE_STATUSES = ['Open', 'Satisfied', 'Modified'] as const;

export const chargeSchema = z.object({
  chargeId: z.string(),
  /** The bank or lender holding the charge. */
  holder: z.string(),
  /** Rupees; null when the provider gave none. */
  amount: z.number().nonnegative().nullable(),
  status: z.enum(CHARGE_STATUSES),
  createdOn: isoDate.nullable(),
  satisfiedOn: isoDate.nullable(),
});
export type Charge = z.infer<typeof chargeSchema>;

export const registryFactsSchema = z.object({
  /** "Source: MCA data via {provider}, as of {date}", or a stand-in's own words. */
  source: z.string(),
  /** The day the provider's copy of MCA data was taken; null when it gave none. */
  asOf: isoDate.nullable(),
  /** Answered by a stand-in server of ours (tests, the demo), never MCA's data. */
  standIn: z.boolean(),
  filings: z.object({
    lastAgmDate: isoDate.nullable(),
    lastBalanceSheetDate: isoDate.nullable(),
    lastAnnualReturnDate: isoDate.nullable(),
  }),
  /** Newest first, at most 50. */
  charges: z.array(chargeSchema),
  /** How many of them are open: a fact about borrowing, not a red flag. */
  openCharges: z.number().int().nonnegative(),
});
export type RegistryFacts = z.infer<typeof registryFactsSchema>;
