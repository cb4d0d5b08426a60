import { sql, type ExpressionBuilder } from 'kysely';
import { SCORE_HISTORY_LIMIT } from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';

// The trust score as the scoring service stored it (issue 17: computed once per change, read
// with the profile): its breakdown (company_scores) and its latest changes
// (trust_score_history), both owned by scoring and only read here. Correlated to
// `companies.id` with literals, so the profile stays one statement whose only parameter is
// the id.

/** The stored breakdown, or null for a company not scored yet. */
export function storedScoreOf(eb: ExpressionBuilder<Database, 'companies'>) {
  return eb
    .selectFrom('company_scores')
    .select('company_scores.breakdown')
    .whereRef('company_scores.company_id', '=', 'companies.id');
}

/** The latest changes of the stored score, newest first (the trust-score route's history). */
export function scoreHistoryOf(eb: ExpressionBuilder<Database, 'companies'>) {
  return eb
    .selectFrom('trust_score_history')
    .select([
      'trust_score_history.score',
      'trust_score_history.previous_score',
      'trust_score_history.level',
      'trust_score_history.rule_version',
      'trust_score_history.reason',
      'trust_score_history.created_at',
    ])
    .whereRef('trust_score_history.company_id', '=', 'companies.id')
    .orderBy('trust_score_history.id', 'desc')
    .limit(sql.lit(SCORE_HISTORY_LIMIT));
}
