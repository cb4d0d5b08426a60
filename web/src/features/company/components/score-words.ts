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

/**
 * The score's blocks as the scoring rules name and describe them (services/scoring, rules
 * trust-score.ts), keyed by those English words; any other is shown as sent. A component's
 * details (its points line and notes) are sentences built from the data: score-details-words.tsx.
 */
export const COMPONENT_WORDS: Record<string, MessageId> = {
  'Corporate Registry': 'company.score.component.registry',
  GST: 'company.score.component.gst',
  'Online Reputation': 'company.score.component.reputation',
  'Brand Authorization': 'company.score.component.brand',
  'Profile Completeness': 'company.score.component.profile',
  'Internal Reports and Red Flags': 'company.score.component.redFlags',
  'Registration with the Ministry of Corporate Affairs: CIN, registrar, status, capital and classification.':
    'company.score.component.registryDescription',
  'Registration under the Goods and Services Tax.': 'company.score.component.gstDescription',
  'Public ratings and reviews of the business.': 'company.score.component.reputationDescription',
  'Authorization to sell the brands a retail, wholesale or trading business offers.':
    'company.score.component.brandDescription',
  'How complete the business profile is.': 'company.score.component.profileDescription',
  'Reports and red flags raised with TrustHive.': 'company.score.component.redFlagsDescription',
};
