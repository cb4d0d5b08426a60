import { Link } from 'react-router-dom';
import { CompanyStatusFlag } from '../../../components/ui/company-status-flag';
import { TrustLevelTag } from '../../../components/ui/trust-level-tag';
import { VerdictLine } from '../../../components/ui/verdict-line';
import { paths } from '../../../config/paths';
import { useHome } from '../api/get-home';
import { SectionSkeleton } from './section-skeleton';

/**
 * Top companies (by score, data coverage, then paid-up capital) and hot brands, from GET
 * /api/home. A list with nothing to show is not shown at all (issue 20): a heading over a
 * "will appear here soon" placeholder promises what the directory does not have.
 */
export function TopLists() {
  const { data, isPending } = useHome();
  const topCompanies = data?.topCompanies ?? [];
  const hotBrands = data?.hotBrands ?? [];

  return (
    <>
      {isPending || topCompanies.length > 0 ? (
        <section className="home-section" aria-labelledby="top-companies-heading">
          <div className="container">
            <h2 id="top-companies-heading" className="home-section__title">
              Top companies
            </h2>
            {isPending ? (
              <SectionSkeleton label="Loading top companies" />
            ) : (
              <ul className="home-cards">
                {topCompanies.map((company) => (
                  <li key={company.id} className="home-card">
                    <Link
                      to={paths.company.getHref(String(company.id))}
                      className="home-card__link"
                    >
                      {company.name}
                    </Link>
                    <TrustLevelTag
                      score={Math.round(company.trustScore)}
                      level={company.trustLevel}
                    />
                    <CompanyStatusFlag status={company.status} />
                    <VerdictLine verdict={company.verdict} className="home-card__verdict" />
                    {company.state ? (
                      <span className="home-card__meta">{company.state}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      ) : null}
      {isPending || hotBrands.length > 0 ? (
        <section className="home-section home-section--alt" aria-labelledby="hot-brands-heading">
          <div className="container">
            <h2 id="hot-brands-heading" className="home-section__title">
              Hot brands
            </h2>
            {isPending ? (
              <SectionSkeleton label="Loading hot brands" />
            ) : (
              <ul className="home-cards">
                {hotBrands.map((brand) => (
                  <li key={`${brand.companyId}-${brand.name}`} className="home-card">
                    <Link
                      to={paths.company.getHref(String(brand.companyId))}
                      className="home-card__link"
                    >
                      {brand.name}
                    </Link>
                    <span className="home-card__meta">by {brand.companyName}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      ) : null}
    </>
  );
}
