import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { DirectorSearchResult } from '@trusthive/contracts';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { T } from '../../../i18n/trans';
import { formatCount } from '../../../lib/format';

// A director search's results (issue 41): each person with their masked DIN and the companies
// they sit on now (a few names and how many in all), opening their page.

/** "A, B and C" in the page's language, from already rendered items. */
function joinNodes(items: readonly ReactNode[]): ReactNode {
  if (items.length <= 1) return items[0];
  const head = items.slice(0, -1).map((item, index) => (
    <Fragment key={index}>
      {index > 0 ? ', ' : null}
      {item}
    </Fragment>
  ));
  return <T id="browse.list.and" values={{ head: <>{head}</>, last: items.at(-1) }} />;
}

/** "Director of A, B and C", "Director of A, B, C and 4 more" (the names as the registry wrote them). */
export function currentCompaniesText({ companies, companyCount }: DirectorSearchResult): string {
  if (companyCount === 0) return t('browse.search.director.none');
  const more = companyCount - companies.length;
  if (more > 0) {
    return t('browse.search.director.ofMore', {
      companies: companies.join(', '),
      more: formatCount(more),
    });
  }
  const last = companies.at(-1);
  const joined =
    companies.length === 1
      ? companies[0]
      : t('browse.list.and', { head: companies.slice(0, -1).join(', '), last });
  return t('browse.search.director.of', { companies: joined });
}

/** The same sentence on the page: each company name an untranslated element of its own. */
function CurrentCompanies({ companies, companyCount }: DirectorSearchResult) {
  if (companyCount === 0) return <>{t('browse.search.director.none')}</>;
  const names = companies.map((name) => (
    <span key={name} translate="no">
      {name}
    </span>
  ));
  const more = companyCount - companies.length;
  if (more > 0) {
    const list = names.map((name, index) => (
      <Fragment key={index}>
        {index > 0 ? ', ' : null}
        {name}
      </Fragment>
    ));
    return (
      <T
        id="browse.search.director.ofMore"
        values={{ companies: <>{list}</>, more: formatCount(more) }}
      />
    );
  }
  return <T id="browse.search.director.of" values={{ companies: joinNodes(names) }} />;
}

export function DirectorResults({ directors }: { directors: DirectorSearchResult[] }) {
  if (directors.length === 0) return null;
  return (
    <ol className="search-results__list" data-testid="director-results">
      {directors.map((director) => (
        <li key={director.id} className="director-result">
          <Link
            className="director-result__name"
            to={paths.director.getHref(director.id)}
            translate="no"
          >
            {director.name}
          </Link>
          <p className="director-result__facts">
            <span className="mono" translate="no">
              {t('browse.search.director.din', { din: director.din })}
            </span>
            {' · '}
            <CurrentCompanies {...director} />
          </p>
        </li>
      ))}
    </ol>
  );
}
