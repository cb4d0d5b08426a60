// Zod-free on purpose: the SPA's public pages use these in their first script, and a module
// that builds a schema brings zod (about 23 KB compressed, and its set-up on a phone) with it.
// What would settle a 'Limited data' level, in words (the verdict's schemas are in verdict.ts).

/** The blocks of the score, in the words of what would settle a 'Limited data' level. */
const SETTLED_BY: Record<string, string> = {
  registry: 'a match with MCA records',
  GST: 'a GST registration confirmed with the GST network',
  reputation: 'ratings from customer reviews',
  brand: 'verified brand authorizations',
};

/**
 * "What would settle it: a GST registration confirmed with the GST network and ratings from
 * customer reviews." for the blocks a score lacks data for; null when it lacks none.
 */
export function settledByText(withoutData: readonly string[]): string | null {
  const phrases = withoutData.map((block) => SETTLED_BY[block]).filter(Boolean) as string[];
  if (phrases.length === 0) return null;
  const joined =
    phrases.length === 1 ? phrases[0] : `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}`;
  return `What would settle it: ${joined}.`;
}
