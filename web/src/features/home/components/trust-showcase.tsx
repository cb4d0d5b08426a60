const BLOCKS = [
  { name: 'Corporate registry', max: 25 },
  { name: 'GST', max: 15 },
  { name: 'Online reputation', max: 15 },
  { name: 'Brand authorization', max: 20 },
  { name: 'Profile completeness', max: 15 },
  { name: 'Internal reports and red flags', max: 10 },
] as const;

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
            <span className="home-showcase__out-of">out of 100</span>
          </p>
        </div>
        <div>
          <h2 id="showcase-heading" className="home-section__title">
            A trust score out of 100
          </h2>
          {/* Issue 36: a made-up figure must never read as some company's score. */}
          <p className="home-showcase__example" data-testid="sample-score-label">
            The ring shows an example: {SAMPLE_SCORE} is not any real company&apos;s score.
          </p>
          <p className="home-section__lead">
            Every company gets a score computed from government data, brand authorization, online
            reputation and business profile details. 80 and above is high trust, 60 to 79 is
            moderate, below 60 calls for care.
          </p>
          <ul className="home-showcase__blocks">
            {BLOCKS.map((block) => (
              <li key={block.name}>
                <span>{block.name}</span>
                <span className="home-showcase__max">up to {block.max}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
