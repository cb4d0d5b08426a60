import type { DisplayTrustLevel } from '@trusthive/contracts';
import { t } from '../../../i18n';
import { TRUST_LEVEL_WORDS } from './score-words';
import { trustLevelTone } from './status-tone';

type ScoreRingProps = {
  score: number;
  level: DisplayTrustLevel;
  size?: 'small' | 'large';
};

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The score out of 100 as a ring (spec §9), coloured by its level. */
export function ScoreRing({ score, level, size = 'large' }: ScoreRingProps) {
  const clamped = Math.min(100, Math.max(0, Math.round(score)));
  const tone = trustLevelTone(level);
  return (
    <div
      className={`score-ring score-ring--${size} tone-${tone}`}
      role="img"
      aria-label={t('company.score.ringLabel', {
        score: clamped,
        level: t(TRUST_LEVEL_WORDS[level]),
      })}
    >
      <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <circle className="score-ring__track" cx="50" cy="50" r={RADIUS} />
        <circle
          className="score-ring__value"
          cx="50"
          cy="50"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - clamped / 100)}
          transform="rotate(-90 50 50)"
        />
      </svg>
      <span className="score-ring__number" aria-hidden="true">
        {clamped}
      </span>
    </div>
  );
}
