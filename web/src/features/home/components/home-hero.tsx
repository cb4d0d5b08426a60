import type { ReactNode } from 'react';
import { t } from '../../../i18n';
import { T } from '../../../i18n/trans';

type HomeHeroProps = {
  /** What the directory holds, counted (issue 20); the stats feature's, composed by the route. */
  coverage: ReactNode;
  /** The search box; the search feature's, composed by the route. */
  search: ReactNode;
};

/** Above the fold: the page's one h1, what the directory holds and the search box. */
export function HomeHero({ coverage, search }: HomeHeroProps) {
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="container hero__inner">
        <h1 id="hero-heading" className="hero__title">
          {t('browse.home.heroTitle')}
        </h1>
        <p className="hero__lead">
          <T id="browse.home.heroLead" values={{ coverage }} />
        </p>
        {search}
      </div>
    </section>
  );
}
