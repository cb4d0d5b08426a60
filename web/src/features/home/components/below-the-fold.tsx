import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { t, type MessageId } from '../../../i18n';
import { TopLists } from './top-lists';
import { TrustShowcase } from './trust-showcase';

// Message ids, not words: the words are looked up while rendering, in the page's language.
type Tile = { title: MessageId; text: MessageId };

const PITCH: readonly Tile[] = [
  { title: 'browse.home.pitch.challenge.title', text: 'browse.home.pitch.challenge.text' },
  { title: 'browse.home.pitch.solution.title', text: 'browse.home.pitch.solution.text' },
  { title: 'browse.home.pitch.benefit.title', text: 'browse.home.pitch.benefit.text' },
];

const STEPS: readonly Tile[] = [
  { title: 'browse.home.steps.search.title', text: 'browse.home.steps.search.text' },
  { title: 'browse.home.steps.score.title', text: 'browse.home.steps.score.text' },
  { title: 'browse.home.steps.shop.title', text: 'browse.home.steps.shop.text' },
];

const USE_CASES: readonly Tile[] = [
  { title: 'browse.home.useCases.shopping.title', text: 'browse.home.useCases.shopping.text' },
  { title: 'browse.home.useCases.services.title', text: 'browse.home.useCases.services.text' },
  { title: 'browse.home.useCases.brand.title', text: 'browse.home.useCases.brand.text' },
  { title: 'browse.home.useCases.deals.title', text: 'browse.home.useCases.deals.text' },
];

/** A titled section of text tiles in a grid (the pitch and the use cases). */
function TileSection({
  id,
  title,
  tiles,
  columns,
}: {
  id: string;
  title: string;
  tiles: readonly Tile[];
  columns: 3 | 4;
}) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className="home-section__title">
          {title}
        </h2>
        <div className={`home-grid home-grid--${columns}`}>
          {tiles.map((tile) => (
            <article key={tile.title} className="home-tile">
              <h3 className="home-tile__title">{t(tile.title)}</h3>
              <p>{t(tile.text)}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

/** Everything under the hero, loaded as its own chunk behind a skeleton. */
export default function BelowTheFold() {
  return (
    <>
      <TrustShowcase />
      <TopLists />
      <TileSection
        id="pitch-heading"
        title={t('browse.home.pitch.title')}
        tiles={PITCH}
        columns={3}
      />
      <section className="home-section home-section--alt" aria-labelledby="steps-heading">
        <div className="container">
          <h2 id="steps-heading" className="home-section__title">
            {t('browse.home.steps.title')}
          </h2>
          <ol className="home-grid home-grid--3 home-steps">
            {STEPS.map((step, index) => (
              <li key={step.title} className="home-tile">
                <span className="home-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="home-tile__title">{t(step.title)}</h3>
                <p>{t(step.text)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <TileSection
        id="use-cases-heading"
        title={t('browse.home.useCases.title')}
        tiles={USE_CASES}
        columns={4}
      />
      <section className="home-section home-cta" aria-labelledby="cta-heading">
        <div className="container home-cta__inner">
          <h2 id="cta-heading" className="home-section__title">
            {t('browse.home.cta.title')}
          </h2>
          <p className="home-section__lead">{t('browse.home.cta.lead')}</p>
          <div className="hero__actions">
            <Link to={paths.register.getHref()} className="button button--primary">
              {t('browse.home.cta.register')}
            </Link>
            <Link to={paths.categories.getHref()} className="button button--secondary">
              {t('browse.home.cta.browse')}
            </Link>
            <Link to={paths.report.getHref()} className="button button--secondary">
              {t('browse.home.cta.report')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
