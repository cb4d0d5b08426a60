import { t, type MessageId } from '../../../i18n';

// Message ids, not words: the words are looked up while rendering, in the page's language.
const BLOCKS: readonly { name: MessageId; max: number }[] = [
  { name: 'browse.home.block.registry', max: 25 },
  { name: 'browse.home.block.gst', max: 15 },
  { name: 'browse.home.block.reputation', max: 15 },
  { name: 'browse.home.block.brand', max: 20 },
  { name: 'browse.home.block.profile', max: 15 },
  { name: 'browse.home.block.reports', max: 10 },
];

const SAMPLE_SCORE = 86;
const RING_RADIUS = 52;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/** The trust-score showcase: an example ring out of 100, labelled so, and what goes into it. */
export function TrustShowcase() {
  const dash = (SAMPLE_SCORE / 100) * RING_LENGTH;
  return (
    <section className="home-section" aria-labelledby="showcase-heading">
      <div className="container home-showcase">
        <div className="home-showcase__ring">
          <svg viewBox="0 0 120 120" width="160" height="160" aria-hidden="true">
            <circle className="home-ring__track" cx="60" cy="60" r={RING_RADIUS} />
            <circle
              className="home-ring__value"
              cx="60"
              cy="60"
              r={RING_RADIUS}
              strokeDasharray={`${dash} ${RING_LENGTH}`}
              transform="rotate(-90 60 60)"
            />
          </svg>
          <p className="home-showcase__score">
            <span className="home-showcase__number">{SAMPLE_SCORE}</span>
            <span className="home-showcase__out-of">{t('browse.home.showcase.outOf')}</span>
          </p>
        </div>
        <div>
          <h2 id="showcase-heading" className="home-section__title">
            {t('browse.home.showcase.title')}
          </h2>
          {/* Issue 36: a made-up figure must never read as some company's score. */}
          <p className="home-showcase__example" data-testid="sample-score-label">
            {t('browse.home.showcase.example', { score: SAMPLE_SCORE })}
          </p>
          <p className="home-section__lead">{t('browse.home.showcase.lead')}</p>
          <ul className="home-showcase__blocks">
            {BLOCKS.map((block) => (
              <li key={block.name}>
                <span>{t(block.name)}</span>
                <span className="home-showcase__max">
                  {t('browse.home.showcase.upTo', { max: block.max })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
