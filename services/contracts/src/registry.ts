import { z } from 'zod';

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

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

/**
 * Where registry facts come from, in words (issue 41's own: "Source: MCA data via {provider},
 * as of {asOf}"); a stand-in's answer never passes for MCA's.
 */
export function registrySource({
  provider,
  asOf,
  standIn,
}: {
  provider: string;
  asOf: string | null;
  standIn: boolean;
}): string {
  const when = asOf ? `, as of ${longDate(asOf)}` : '';
  return standIn
    ? `Source: a stand-in for the registry (${provider}), not MCA data${when}`
    : `Source: MCA data via ${provider}${when}`;
}

export const REGISTRY_MESSAGES = {
  /** While the first lookup runs. */
  checking: 'Checking the registry for directors, charges and filings…',
  noDirectors: 'No directors on record.',
  noCharges: 'No charges registered.',
  notChecked: 'Not yet checked with the registry.',
} as const;
