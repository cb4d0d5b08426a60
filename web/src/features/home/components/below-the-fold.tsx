import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { TopLists } from './top-lists';
import { TrustShowcase } from './trust-showcase';

const PITCH = [
  {
    title: 'The challenge',
    text: 'Fake sellers and shell companies are hard to tell apart from genuine businesses online, and buyers have little to go on before they pay.',
  },
  {
    title: 'The solution',
    text: 'TrustHive verifies sellers, not products: it brings together corporate registry and GST data, brand authorization, online reputation and business profile details in one trust score.',
  },
  {
    title: 'The benefit',
    text: 'You can check who you are dealing with in seconds and buy, hire or partner with confidence. TrustHive is a trust-indicator platform, not a marketplace.',
  },
] as const;

const STEPS = [
  {
    title: 'Search and verify',
    text: 'Look up a company by name, CIN or brand and see its registration data.',
  },
  {
    title: 'Check trust score',
    text: 'See the score out of 100 and what it is made of, block by block.',
  },
  {
    title: 'Shop smarter',
    text: 'Deal with sellers you can trust, and report the ones you cannot.',
  },
] as const;

const USE_CASES = [
  {
    title: 'Online shopping',
    text: 'Check the seller behind a listing before you place an order.',
  },
  {
    title: 'Service providers',
    text: 'Verify contractors, agencies and service firms before you hire them.',
  },
  {
    title: 'Brand verification',
    text: 'See whether a seller is connected to the brand it sells.',
  },
  {
    title: 'Business deals',
    text: 'Confirm a supplier or partner is registered and active before you sign.',
  },
] as const;

type Tile = { title: string; text: string };

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
              <h3 className="home-tile__title">{tile.title}</h3>
              <p>{tile.text}</p>
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
        title="Why verify before you deal"
        tiles={PITCH}
        columns={3}
      />
      <section className="home-section home-section--alt" aria-labelledby="steps-heading">
        <div className="container">
          <h2 id="steps-heading" className="home-section__title">
            How it works
          </h2>
          <ol className="home-grid home-grid--3 home-steps">
            {STEPS.map((step, index) => (
              <li key={step.title} className="home-tile">
                <span className="home-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="home-tile__title">{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <TileSection id="use-cases-heading" title="Use cases" tiles={USE_CASES} columns={4} />
      <section className="home-section home-cta" aria-labelledby="cta-heading">
        <div className="container home-cta__inner">
          <h2 id="cta-heading" className="home-section__title">
            Own a business? Get it verified
          </h2>
          <p className="home-section__lead">
            Register your company and brands, or claim an existing profile. Claiming is free for a
            limited time.
          </p>
          <div className="hero__actions">
            <Link to={paths.register.getHref()} className="button button--primary">
              Register your company
            </Link>
            <Link to={paths.categories.getHref()} className="button button--secondary">
              Browse categories
            </Link>
            <Link to={paths.report.getHref()} className="button button--secondary">
              Report a company
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
