import { useEffect, useId, useRef, useState } from 'react';
import {
  LIMITED_DATA,
  type CoverageBlock,
  type RedFlag,
  type ScoreComponent,
  type ScoreHistoryEntry,
  type TrustScore,
} from '@trusthive/contracts';
import { t, type MessageId } from '../../../i18n';
import { T } from '../../../i18n/trans';
import { formatDateGB } from '../../../lib/format';
import { joinAnd } from './list-words';
import { redFlagWords } from '../../../components/ui/red-flag-words';
import { sourceNode } from './verdict-words';
import { ScoreRing } from './score-ring';
import { DetailPieces, scoreDetailsWords, scoreReasonWords } from './score-details-words';
import {
  COMPONENT_WORDS,
  SCORE_STATUS_WORDS,
  SETTLED_BY_WORDS,
  TRUST_LEVEL_WORDS,
} from './score-words';
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
        {t('company.score.title')}
      </h2>
      {!score ? (
        <p className="muted">{failed ? t('company.score.unavailable') : t('company.loading')}</p>
      ) : (
        <>
          <div className="trust-score-section__summary">
            <ScoreRing score={score.score} level={score.level} />
            <div>
              <p className={`trust-level tone-${trustLevelTone(score.level)}`}>
                {t(TRUST_LEVEL_WORDS[score.level])}
              </p>
              <p className="muted">{t('company.score.outOf100', { score: score.score })}</p>
              <p className="trust-score-section__coverage" data-testid="score-coverage">
                {coverageText(score.coverage.withData, score.coverage.withoutData)}.
              </p>
              {score.level === LIMITED_DATA ? (
                <p className="muted">
                  {t('company.score.limitedRange', {
                    lowest: score.coverage.lowestScore,
                    highest: score.coverage.highestScore,
                  })}
                  {settledBy(score.coverage.withoutData)}
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
            {t('company.score.howCalculated')}
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

const COVERAGE_BLOCK_WORDS: Record<CoverageBlock, MessageId> = {
  registry: 'company.score.block.registry',
  GST: 'company.score.block.gst',
  reputation: 'company.score.block.reputation',
  brand: 'company.score.block.brand',
  profile: 'company.score.block.profile',
};

const blockNames = (blocks: readonly CoverageBlock[]) =>
  joinAnd(blocks.map((block) => t(COVERAGE_BLOCK_WORDS[block])));

/**
 * The coverage line, from the blocks themselves in the page's language: the same words the
 * scoring rules' coverageSummary sends in English ("Based on registry and profile data; GST
 * data not yet available").
 */
function coverageText(withData: CoverageBlock[], withoutData: CoverageBlock[]): string {
  const based = t('company.score.coverage.based', { blocks: blockNames(withData) });
  if (withoutData.length === 0) return based;
  return t('company.score.coverage.withMissing', {
    based,
    missing: blockNames(withoutData),
  });
}

/** " What would settle it: …." (the contract's settledByText), or nothing. */
function settledBy(withoutData: readonly string[]): string {
  const phrases = withoutData.flatMap((block) => {
    const id = SETTLED_BY_WORDS[block];
    return id ? [t(id)] : [];
  });
  if (phrases.length === 0) return '';
  return ` ${t('company.score.settledBy', { list: joinAnd(phrases) })}`;
}

/** How the components add up to the score, and why a total was scaled. */
function totalText(score: TrustScore): string {
  const values = { raw: score.rawScore, max: score.rawMaxScore, score: score.score };
  if (!score.scaled) return t('company.score.total', values);
  const brand = score.components.find((component) => component.name === 'Brand Authorization');
  const why =
    brand && brand.status !== 'not-applicable'
      ? t('company.score.brandUnknown')
      : t('company.score.brandTradeOnly');
  return `${t('company.score.totalScaled', values)} ${why}`;
}

/** The facts that took points off the red-flags block, each with its source and date. */
function RedFlagList({ flags }: { flags: RedFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <div className="red-flags" data-testid="red-flags">
      <h3 className="red-flags__title">{t('company.redFlags.title')}</h3>
      <ul className="red-flags__list">
        {flags.map((flag) => (
          <li key={flag.title} className="red-flags__item">
            <span className="red-flags__text">{redFlagWords(flag.title)}</span>{' '}
            <span className="red-flags__points">
              {flag.points > 0
                ? t('company.redFlags.pointsOff', { count: flag.points })
                : t('company.redFlags.noFurtherPoints')}
            </span>{' '}
            <span className="muted red-flags__source">
              {flag.date ? (
                <T
                  id="company.verdict.sourceDated"
                  values={{ source: sourceNode(flag.source), date: formatDateGB(flag.date) }}
                />
              ) : (
                <T id="company.verdict.source" values={{ source: sourceNode(flag.source) }} />
              )}
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
      <h3 className="score-timeline__title">{t('company.score.history')}</h3>
      <ol className="score-timeline__list">
        {history.map((entry) => (
          <li key={`${entry.changedAt}-${entry.score}`} className="score-timeline__item">
            {t('company.score.historyEntry', {
              change:
                entry.previousScore === null
                  ? `${entry.score}`
                  : `${entry.previousScore} → ${entry.score}`,
              date: formatDateGB(entry.changedAt),
            })}{' '}
            <DetailPieces pieces={scoreReasonWords(entry.reason)} separator="; " />
          </li>
        ))}
      </ol>
    </div>
  );
}

/** A block's name or description in the page's language, where the rules' words are known. */
function componentWords(words: string): string {
  const id = COMPONENT_WORDS[words];
  return id ? t(id) : words;
}

function ScoreComponentRow({ component }: { component: ScoreComponent }) {
  const notApplicable = component.status === 'not-applicable' && component.score === 0;
  const share = component.maxScore > 0 ? (component.score / component.maxScore) * 100 : 0;
  return (
    <li className="score-component" data-testid="score-component">
      <div className="score-component__head">
        <h3 className="score-component__name">{componentWords(component.name)}</h3>
        <span className={`badge badge--status-${component.status}`}>
          {t(SCORE_STATUS_WORDS[component.status])}
        </span>
        <span className="score-component__points">
          {notApplicable
            ? t('company.score.status.notApplicable')
            : `${component.score}/${component.maxScore}`}
        </span>
      </div>
      {notApplicable ? null : (
        <div className="score-component__bar" aria-hidden="true">
          <span style={{ width: `${share}%` }} />
        </div>
      )}
      <p className="score-component__description">{componentWords(component.description)}</p>
      <p className="score-component__details">
        <DetailPieces pieces={scoreDetailsWords(component.details)} separator=" " />
      </p>
    </li>
  );
}
