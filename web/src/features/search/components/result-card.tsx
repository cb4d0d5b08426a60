import { Link } from 'react-router-dom';
import type { SearchResult } from '@trusthive/contracts';
import { CompanyStatusFlag } from '../../../components/ui/company-status-flag';
import { paths } from '../../../config/paths';

/** One result (spec §2): the name links to the profile; brand and CIN show when present. */
export function ResultCard({ result }: { result: SearchResult }) {
  return (
    <article className="result-card">
      <div className="result-card__header">
        <h2 className="result-card__name">
          <Link to={paths.company.getHref(String(result.id))}>{result.name}</Link>
        </h2>
        {result.verified ? <span className="result-card__verified">Verified</span> : null}
        <CompanyStatusFlag status={result.status} />
      </div>
      {result.description ? <p className="result-card__description">{result.description}</p> : null}
      <dl className="result-card__facts">
        {result.category ? (
          <div>
            <dt>Category</dt>
            <dd>{result.category}</dd>
          </div>
        ) : null}
        {result.location ? (
          <div>
            <dt>Location</dt>
            <dd>{result.location}</dd>
          </div>
        ) : null}
        {result.brandName ? (
          <div>
            <dt>Brand</dt>
            <dd>{result.brandName}</dd>
          </div>
        ) : null}
        {result.cin ? (
          <div>
            <dt>CIN</dt>
            <dd className="result-card__cin">{result.cin}</dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}
