import { Link } from 'react-router-dom';
import type { DirectorSearchResult } from '@trusthive/contracts';
import { paths } from '../../../config/paths';

// A director search's results (issue 41): each person with their masked DIN and the companies
// they sit on now (a few names and how many in all), opening their page.

/** "Director of A, B and C", "Director of A, B, C and 4 more". */
export function currentCompaniesText({ companies, companyCount }: DirectorSearchResult): string {
  if (companyCount === 0) return 'No current directorships on record';
  const more = companyCount - companies.length;
  if (more > 0) return `Director of ${companies.join(', ')} and ${more} more`;
  if (companies.length === 1) return `Director of ${companies[0]}`;
  return `Director of ${companies.slice(0, -1).join(', ')} and ${companies.at(-1)}`;
}

export function DirectorResults({ directors }: { directors: DirectorSearchResult[] }) {
  if (directors.length === 0) return null;
  return (
    <ol className="search-results__list" data-testid="director-results">
      {directors.map((director) => (
        <li key={director.id} className="director-result">
          <Link className="director-result__name" to={paths.director.getHref(director.id)}>
            {director.name}
          </Link>
          <p className="director-result__facts">
            <span className="mono">DIN {director.din}</span>
            {' · '}
            {currentCompaniesText(director)}
          </p>
        </li>
      ))}
    </ol>
  );
}
