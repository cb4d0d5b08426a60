// Zod-free on purpose: the SPA's public pages use these in their first script, and a module
// that builds a schema brings zod (about 23 KB compressed, and its set-up on a phone) with it.
// What the registry sections say (the schemas are in registry.ts).

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
