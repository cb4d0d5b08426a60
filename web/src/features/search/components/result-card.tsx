import { Link, useLocation } from 'react-router-dom';
import type { SearchResult } from '@trusthive/contracts';
import { CompanyStatusFlag } from '../../../components/ui/company-status-flag';
import { TrustLevelTag } from '../../../components/ui/trust-level-tag';
import { VerdictLine } from '../../../components/ui/verdict-line';
import { Fact } from '../../../components/ui/fact';
import { paths } from '../../../config/paths';
import { searchOriginState } from '../../../lib/search-origin';

/**
 * One result (spec §2): the name links to the profile; brand and CIN show when present. The
 * stored trust score with its stored level, as every list shows it (issue 20), or "Not yet
 * scored" until the scoring worker has scored the company.
 */
export function ResultCard({ result }: { result: SearchResult }) {
  const { search } = useLocation();
  return (
    <article className="result-card">
      <div className="result-card__header">
        <h2 className="result-card__name">
          <Link to={paths.company.getHref(String(result.id))} state={searchOriginState(search)}>
            {result.name}
          </Link>
        </h2>
        {result.verified ? <span className="result-card__verified">Verified</span> : null}
        <CompanyStatusFlag status={result.status} />
        <div className="result-card__score">
          {result.trustScore !== null ? (
            <TrustLevelTag score={result.trustScore} level={result.trustLevel} />
          ) : (
            <span className="result-card__unscored">Not yet scored</span>
          )}
        </div>
      </div>
      <VerdictLine verdict={result.verdict} className="result-card__verdict" />
      {result.description ? <p className="result-card__description">{result.description}</p> : null}
      <dl className="result-card__facts">
        {result.category ? <Fact term="Category">{result.category}</Fact> : null}
        {result.location ? <Fact term="Location">{result.location}</Fact> : null}
        {result.brandName ? <Fact term="Brand">{result.brandName}</Fact> : null}
        {result.cin ? (
          <Fact term="CIN" className="result-card__cin">
            {result.cin}
          </Fact>
        ) : null}
      </dl>
    </article>
  );
}
