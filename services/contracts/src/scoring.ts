import { z } from 'zod';

// GET /api/companies/:id/trust-score (spec §9 "Trust score", §3 "Score component", §4 labels
// and levels). The rules live in services/scoring/src/rules/trust-score.ts.

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

export const scoreComponentSchema = z.object({
  name: z.string(),
  status: z.enum(SCORE_COMPONENT_STATUSES),
  score: z.number().int().min(0),
  maxScore: z.number().int().min(0),
  description: z.string(),
  /** What was awarded and why, including how an ambiguous rule of the spec was read. */
  details: z.string(),
});
export type ScoreComponent = z.infer<typeof scoreComponentSchema>;

export const RATING_SOURCES = ['third-party', 'place', 'maps'] as const;
export type RatingSource = (typeof RATING_SOURCES)[number];

/** The rating shown beside the score: the cached third-party rating, else place, else maps. */
export const displayRatingSchema = z.object({
  value: z.number().min(0).max(5),
  reviewCount: z.number().int().min(0),
  source: z.enum(RATING_SOURCES),
  /** A default display (4.5) shown for a place found without a rating; it never adds points. */
  estimated: z.boolean(),
});
export type DisplayRating = z.infer<typeof displayRatingSchema>;

export const trustScoreSchema = z.object({
  companyId: z.number().int().positive(),
  /** 0..100, after scaling (non-trade businesses) and clamping. */
  score: z.number().int().min(0).max(100),
  level: z.enum(TRUST_LEVELS),
  /** The sum of the components before scaling. */
  rawScore: z.number().int().min(0),
  /** 100 for trade businesses; 80 for the rest, whose total is scaled to 100. */
  rawMaxScore: z.number().int().min(0),
  scaled: z.boolean(),
  components: z.array(scoreComponentSchema),
  rating: displayRatingSchema.nullable(),
});
export type TrustScore = z.infer<typeof trustScoreSchema>;
