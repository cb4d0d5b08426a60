import { z } from 'zod';
import {
  DISPLAY_TRUST_LEVELS,
  SCORE_COMPONENT_STATUSES,
  TRUST_LEVELS,
  type DisplayTrustLevel,
} from './scoring-levels';
import { verdictSchema } from './verdict';

export * from './scoring-levels';

// GET /api/companies/:id/trust-score (spec §9 "Trust score", §3 "Score component", §4 labels
// and levels). The rules live in services/scoring/src/rules/trust-score.ts.

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

/**
 * The level stored with the score (companies.trust_level); null until the company is scored
 * under the current rules. Lists show it beside the stored score.
 */
export const storedTrustLevelSchema = z.enum(DISPLAY_TRUST_LEVELS).nullable();

/** A stored level as the contract's type; anything else (never written) reads as not scored. */
export function storedTrustLevel(level: string | null | undefined): DisplayTrustLevel | null {
  return (DISPLAY_TRUST_LEVELS as readonly string[]).includes(level ?? '')
    ? (level as DisplayTrustLevel)
    : null;
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The blocks of the score as coverage names them ("Based on registry and profile data"). */
export const COVERAGE_BLOCKS = ['registry', 'GST', 'reputation', 'brand', 'profile'] as const;
export type CoverageBlock = (typeof COVERAGE_BLOCKS)[number];

/** Which blocks had data, and how far the blocks without data could still move the score. */
export const scoreCoverageSchema = z.object({
  withData: z.array(z.enum(COVERAGE_BLOCKS)),
  withoutData: z.array(z.enum(COVERAGE_BLOCKS)),
  /** e.g. "Based on registry and profile data; GST, reputation and brand data not yet available" */
  summary: z.string(),
  /** The score with every block without data at its minimum, then at its maximum. */
  lowestScore: z.number().int().min(0).max(100),
  highestScore: z.number().int().min(0).max(100),
});
export type ScoreCoverage = z.infer<typeof scoreCoverageSchema>;

/** A fact that took points off the red-flags block, with where it comes from and its date. */
export const redFlagSchema = z.object({
  title: z.string(),
  /** Points taken off the 10 of the block. */
  points: z.number().int().min(0).max(10),
  /** Where the fact comes from, e.g. 'MCA company master data'. */
  source: z.string(),
  /** The date the fact was recorded (YYYY-MM-DD); null when the source has no date. */
  date: isoDate.nullable(),
});
export type RedFlag = z.infer<typeof redFlagSchema>;

/** One change of the stored score. */
export const scoreHistoryEntrySchema = z.object({
  score: z.number().int().min(0).max(100),
  /** null for the first score stored. */
  previousScore: z.number().int().min(0).max(100).nullable(),
  level: z.enum(DISPLAY_TRUST_LEVELS),
  ruleVersion: z.number().int().positive(),
  /** What changed, e.g. 'GST registration added' or 'rules v2'. */
  reason: z.string(),
  /** ISO date-time of the change. */
  changedAt: z.string(),
});
export type ScoreHistoryEntry = z.infer<typeof scoreHistoryEntrySchema>;

/** How many recent changes the trust-score answer carries. */
export const SCORE_HISTORY_LIMIT = 10;

export const trustScoreSchema = z.object({
  companyId: z.number().int().positive(),
  /** 0..100, after scaling (non-trade businesses) and clamping. */
  score: z.number().int().min(0).max(100),
  /** What a visitor is shown: the spec's band, or 'Limited data' (displayTrustLevelOf). */
  level: z.enum(DISPLAY_TRUST_LEVELS),
  /** The spec's band of the number itself (spec §4), whatever the coverage. */
  bandLevel: z.enum(TRUST_LEVELS),
  coverage: scoreCoverageSchema,
  /** The facts behind the red-flags block; empty when it has its full 10. */
  redFlags: z.array(redFlagSchema),
  /** The version of the rules that computed this score. */
  ruleVersion: z.number().int().positive(),
  /** The latest changes of the stored score, newest first (at most SCORE_HISTORY_LIMIT). */
  history: z.array(scoreHistoryEntrySchema),
  /** The sum of the components before scaling. */
  rawScore: z.number().int().min(0),
  /** 100 for trade businesses; 80 for the rest, whose total is scaled to 100. */
  rawMaxScore: z.number().int().min(0),
  scaled: z.boolean(),
  components: z.array(scoreComponentSchema),
  rating: displayRatingSchema.nullable(),
  /**
   * The one-line verdict built with the score (issue 36). A breakdown stored before rules v3
   * lacks it, so it does not parse and the profile asks the trust-score route instead.
   */
  verdict: verdictSchema,
});
export type TrustScore = z.infer<typeof trustScoreSchema>;
