import type { DisplayTrustLevel, ScoreComponentStatus } from '@trusthive/contracts';
import type { MessageId } from '../../../i18n';

// The score's levels and component statuses are the contract's English words (scoring-levels.ts,
// spec §4); the contract stays as it is and each maps here to a `company.score.*` message that
// holds the same English word for word.

export const TRUST_LEVEL_WORDS: Record<DisplayTrustLevel, MessageId> = {
  'High Trust': 'company.score.level.high',
  'Medium Trust': 'company.score.level.medium',
  'Low Trust': 'company.score.level.low',
  'Limited data': 'company.score.level.limitedData',
};

export const SCORE_STATUS_WORDS: Record<ScoreComponentStatus, MessageId> = {
  verified: 'company.score.status.verified',
  pending: 'company.score.status.pending',
  failed: 'company.score.status.failed',
  'not-applicable': 'company.score.status.notApplicable',
  'not-available': 'company.score.status.notAvailable',
};

/** The blocks a 'Limited data' score lacks, in the words of what would settle it (settledByText). */
export const SETTLED_BY_WORDS: Record<string, MessageId> = {
  registry: 'company.score.settledBy.registry',
  GST: 'company.score.settledBy.gst',
  reputation: 'company.score.settledBy.reputation',
  brand: 'company.score.settledBy.brand',
};
