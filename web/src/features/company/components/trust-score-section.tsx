import { useEffect, useId, useRef, useState } from 'react';
import {
  LIMITED_DATA,
  SCORE_STATUS_LABELS,
  settledByText,
  type RedFlag,
  type ScoreComponent,
  type ScoreHistoryEntry,
  type TrustScore,
} from '@trusthive/contracts';
import { formatDateGB } from '../../../lib/format';
import { ScoreRing } from './score-ring';
import { trustLevelTone } from './status-tone';

export const TRUST_SCORE_SECTION_ID = 'trust-score-section';

/** More than half of the section in view opens the breakdown (spec §4 "Score breakdown"). */
const OPEN_WHEN_VISIBLE_RATIO = 0.5;
const THRESHOLDS = Array.from({ length: 11 }, (_, index) => 0.5 + index * 0.05);

type TrustScoreSectionProps = {
  score: TrustScore | undefined;
  /** The score could not be loaded. */
  failed: boolean;
};

/**
 * The trust score with its breakdown: collapsed at first, toggled by 'How is this
 * calculated?', and opened by itself the first time the section is more than 50% in view.
 */
export function TrustScoreSection({ score, failed }: TrustScoreSectionProps) {
  const [open, setOpen] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const autoOpened = useRef(false);
  const breakdownId = useId();

  useEffect(() => {
    const section = sectionRef.current;
    if (!section || !score || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some(
          (entry) => entry.isIntersecting && entry.intersectionRatio > OPEN_WHEN_VISIBLE_RATIO,
        );
        if (visible && !autoOpened.current) {
          autoOpened.current = true;
          setOpen(true);
          observer.disconnect();
        }
      },
      { threshold: THRESHOLDS },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [score]);

  return (
    <section
      id={TRUST_SCORE_SECTION_ID}
      ref={sectionRef}
      className="card trust-score-section"
      aria-labelledby="trust-score-title"
    >
      <h2 id="trust-score-title" className="card__title">
        Trust Score
      </h2>
      {!score ? (
        <p className="muted">
          {failed
            ? 'The trust score is unavailable right now. Please try again later.'
            : 'Loading...'}
        </p>
      ) : (
        <>
          <div className="trust-score-section__summary">
            <ScoreRing score={score.score} level={score.level} />
            <div>
              <p className={`trust-level tone-${trustLevelTone(score.level)}`}>{score.level}</p>
              <p className="muted">{score.score} out of 100.</p>
              <p className="trust-score-section__coverage" data-testid="score-coverage">
                {score.coverage.summary}.
              </p>
              {score.level === LIMITED_DATA ? (
                <p className="muted">
                  With the missing data the score could be anywhere from{' '}
                  {score.coverage.lowestScore} to {score.coverage.highestScore}, so no trust level
                  is given yet. {settledByText(score.coverage.withoutData)}
                </p>
              ) : null}
            </div>
          </div>
          <RedFlagList flags={score.redFlags} />
          <ScoreTimeline history={score.history} />
          <button
            type="button"
            className="link-button"
            aria-expanded={open}
            aria-controls={breakdownId}
            onClick={() => setOpen((value) => !value)}
          >
            How is this calculated?
          </button>
          <div id={breakdownId} className="score-breakdown" hidden={!open}>
            <ul className="score-breakdown__list">
              {score.components.map((component) => (
                <ScoreComponentRow key={component.name} component={component} />
              ))}
            </ul>
            <p className="score-breakdown__total">{totalText(score)}</p>
          </div>
        </>
      )}
    </section>
  );
}

/** How the components add up to the score, and why a total was scaled. */
function totalText(score: TrustScore): string {
  if (!score.scaled) return `Total ${score.rawScore} of ${score.rawMaxScore}: ${score.score}.`;
  const brand = score.components.find((component) => component.name === 'Brand Authorization');
  const why =
    brand && brand.status !== 'not-applicable'
      ? 'Brand authorization is not known yet, so it is left out rather than counted as a failure.'
      : 'Brand authorization applies only to retail, wholesale and trade businesses.';
  return `Total ${score.rawScore} of ${score.rawMaxScore}, scaled to 100: ${score.score}. ${why}`;
}

/** The facts that took points off the red-flags block, each with its source and date. */
function RedFlagList({ flags }: { flags: RedFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <div className="red-flags" data-testid="red-flags">
      <h3 className="red-flags__title">Red flags</h3>
      <ul className="red-flags__list">
        {flags.map((flag) => (
          <li key={flag.title} className="red-flags__item">
            <span className="red-flags__text">{flag.title}</span>{' '}
            <span className="red-flags__points">
              {flag.points > 0 ? `${flag.points} points off.` : 'No further points off.'}
            </span>{' '}
            <span className="muted red-flags__source">
              Source: {flag.source}
              {flag.date ? `, ${formatDateGB(flag.date)}` : ''}.
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The stored score's changes: '41 → 54 on 12 Dec 2026: GST registration added'. */
function ScoreTimeline({ history }: { history: ScoreHistoryEntry[] }) {
  if (history.length === 0) return null;
  return (
    <div className="score-timeline" data-testid="score-timeline">
      <h3 className="score-timeline__title">Score history</h3>
      <ol className="score-timeline__list">
        {history.map((entry) => (
          <li key={`${entry.changedAt}-${entry.score}`} className="score-timeline__item">
            {entry.previousScore === null
              ? `${entry.score}`
              : `${entry.previousScore} → ${entry.score}`}{' '}
            on {formatDateGB(entry.changedAt)}: {entry.reason}
          </li>
        ))}
      </ol>
    </div>
  );
}

function ScoreComponentRow({ component }: { component: ScoreComponent }) {
  const notApplicable = component.status === 'not-applicable' && component.score === 0;
  const share = component.maxScore > 0 ? (component.score / component.maxScore) * 100 : 0;
  return (
    <li className="score-component" data-testid="score-component">
      <div className="score-component__head">
        <h3 className="score-component__name">{component.name}</h3>
        <span className={`badge badge--status-${component.status}`}>
          {SCORE_STATUS_LABELS[component.status]}
        </span>
        <span className="score-component__points">
          {notApplicable ? 'Not Applicable' : `${component.score}/${component.maxScore}`}
        </span>
      </div>
      {notApplicable ? null : (
        <div className="score-component__bar" aria-hidden="true">
          <span style={{ width: `${share}%` }} />
        </div>
      )}
      <p className="score-component__description">{component.description}</p>
      <p className="score-component__details">{component.details}</p>
    </li>
  );
}
