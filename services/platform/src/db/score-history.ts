import { storedTrustLevel, type ScoreHistoryEntry } from '@trusthive/contracts';

// Scoring writes trust_score_history; two services read it: scoring's trust-score route and the
// company profile (in its own statement, as JSON). Both show a row the same way, from here.

export interface ScoreHistoryRow {
  score: number;
  previous_score: number | null;
  level: string;
  rule_version: number;
  reason: string;
  /**
   * A Date from a plain select, an ISO string when read through JSON (jsonArrayFrom); typed
   * loosely because the schema's Generated<Timestamp> reaches a select unresolved.
   */
  created_at: unknown;
}

/** One history row as the trust-score contract shows it. */
export function toScoreHistoryEntry(row: ScoreHistoryRow): ScoreHistoryEntry {
  return {
    score: row.score,
    previousScore: row.previous_score,
    // History rows are written with a display level; anything else reads as the lowest.
    level: storedTrustLevel(row.level) ?? 'Low Trust',
    ruleVersion: row.rule_version,
    reason: row.reason,
    changedAt: new Date(row.created_at as Date | string).toISOString(),
  };
}
