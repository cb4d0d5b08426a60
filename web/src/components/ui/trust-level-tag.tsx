import { LIMITED_DATA, type DisplayTrustLevel } from '@trusthive/contracts';

const TONE: Record<DisplayTrustLevel, string> = {
  'High Trust': 'high',
  'Medium Trust': 'medium',
  'Low Trust': 'low',
  // Missing data is not a verdict: neutral, never red (issue 20).
  [LIMITED_DATA]: 'limited',
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
  const label = level
    ? `Trust score ${score} out of 100, ${level}`
    : `Trust score ${score} out of 100`;
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
      {level ? <span className="trust-tag__level">{level}</span> : null}
    </span>
  );
}
