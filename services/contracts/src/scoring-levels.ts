// Zod-free on purpose: the SPA's public pages use these in their first script, and a module
// that builds a schema brings zod (about 23 KB compressed, and its set-up on a phone) with it.
// Spec §4's levels and labels (the schemas are in scoring.ts).

export const SCORE_COMPONENT_STATUSES = [
  'verified',
  'pending',
  'failed',
  'not-applicable',
  'not-available',
] as const;
export type ScoreComponentStatus = (typeof SCORE_COMPONENT_STATUSES)[number];

/** Spec §4 "Score component status labels". */
export const SCORE_STATUS_LABELS: Record<ScoreComponentStatus, string> = {
  verified: 'Verified',
  pending: 'Pending',
  failed: 'Failed',
  'not-applicable': 'Not Applicable',
  'not-available': 'Not Available',
};

export const TRUST_LEVELS = ['High Trust', 'Medium Trust', 'Low Trust'] as const;
export type TrustLevel = (typeof TRUST_LEVELS)[number];

/** Spec §4 "Trust levels": 80 or more High, 60 to 79 Medium, below 60 Low. */
export function trustLevelOf(score: number): TrustLevel {
  if (score >= 80) return 'High Trust';
  if (score >= 60) return 'Medium Trust';
  return 'Low Trust';
}

/** Issue 20: shown instead of a level the missing data could overturn (neutral, never red). */
export const LIMITED_DATA = 'Limited data';
export const DISPLAY_TRUST_LEVELS = [...TRUST_LEVELS, LIMITED_DATA] as const;
/** The level a visitor is shown: the spec's band, or 'Limited data'. */
export type DisplayTrustLevel = (typeof DISPLAY_TRUST_LEVELS)[number];

/**
 * The level to show for a score whose blocks without data could still move it anywhere in
 * lowest..highest (each such block at its minimum, then at its maximum). When the two ends
 * fall in different bands, the band is not known yet: 'Limited data', whatever the number.
 * The one rule every service and the SPA use, so a list and a profile never disagree.
 */
export function displayTrustLevelOf({
  score,
  lowest,
  highest,
}: {
  score: number;
  lowest: number;
  highest: number;
}): DisplayTrustLevel {
  if (trustLevelOf(lowest) !== trustLevelOf(highest)) return LIMITED_DATA;
  return trustLevelOf(score);
}
