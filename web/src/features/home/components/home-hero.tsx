import { SearchBox } from '../../search/components/search-box';
import { DirectoryCoverage } from '../../stats/components/directory-coverage';

/** Above the fold: the page's one h1, what the directory holds (counted, issue 20) and the search box. */
export function HomeHero() {
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="container hero__inner">
        <h1 id="hero-heading" className="hero__title">
          Verify Indian companies and sellers before you deal
        </h1>
        <p className="hero__lead">
          Search <DirectoryCoverage fallback="companies registered with the corporate registry" />
        </p>
        <SearchBox size="large" className="hero__search" />
      </div>
    </section>
  );
}
