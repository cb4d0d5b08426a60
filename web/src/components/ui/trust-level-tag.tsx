import { LIMITED_DATA, type DisplayTrustLevel } from '@trusthive/contracts';
import { t, type MessageId } from '../../i18n';

const TONE: Record<DisplayTrustLevel, string> = {
  'High Trust': 'high',
  'Medium Trust': 'medium',
  'Low Trust': 'low',
  // Missing data is not a verdict: neutral, never red (issue 20).
  [LIMITED_DATA]: 'limited',
};

/** The stored level is English (the score's own value); the tag says it in the page's words. */
const LEVEL_WORDS: Record<DisplayTrustLevel, MessageId> = {
  'High Trust': 'common.trust.high',
  'Medium Trust': 'common.trust.medium',
  'Low Trust': 'common.trust.low',
  [LIMITED_DATA]: 'common.trust.limited',
};

/**
 * A stored score with the level stored beside it (a band or 'Limited data'), as every list
 * shows it. Nothing until the company is scored; the number alone while its level is not
 * stored yet, rather than a band the missing data could overturn.
 */
export function TrustLevelTag({
  score,
  level,
}: {
  score: number | null;
  level: DisplayTrustLevel | null;
}) {
  if (score === null) return null;
  const words = level ? t(LEVEL_WORDS[level]) : null;
  const label = words
    ? t('common.trust.labelWithLevel', { score: String(score), level: words })
    : t('common.trust.label', { score: String(score) });
  return (
    <span
      className={`trust-tag trust-tag--${level ? TONE[level] : 'limited'}`}
      // Spoken as one phrase; a plain span may not carry a label of its own (HTML validity).
      role="img"
      aria-label={label}
      data-testid="trust-level-tag"
    >
      <span className="trust-tag__score">{score}</span>
      <span className="trust-tag__out-of">/100</span>
      {words ? <span className="trust-tag__level">{words}</span> : null}
    </span>
  );
}
