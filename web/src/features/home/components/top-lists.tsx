import { Link } from 'react-router-dom';
import { CompanyStatusFlag } from '../../../components/ui/company-status-flag';
import { FollowLink } from '../../../components/ui/follow-link';
import { TrustLevelTag } from '../../../components/ui/trust-level-tag';
import { VerdictLine } from '../../../components/ui/verdict-line';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { T } from '../../../i18n/trans';
import { useHome } from '../api/get-home';
import { TopListSection } from './top-list-section';

/**
 * Top companies (by score, data coverage, then paid-up capital) and hot brands, from GET
 * /api/home; a list with nothing to show is left out.
 */
export function TopLists() {
  const { data, isPending } = useHome();
  return (
    <>
      <TopListSection
        id="top-companies-heading"
        title={t('browse.home.topCompanies')}
        loadingLabel={t('browse.home.loadingTopCompanies')}
        isPending={isPending}
        items={data?.topCompanies ?? []}
        itemKey={(company) => company.id}
        renderItem={(company) => (
          <>
            <Link
              to={paths.company.getHref(String(company.id))}
              className="home-card__link"
              translate="no"
            >
              {company.name}
            </Link>
            <TrustLevelTag score={Math.round(company.trustScore)} level={company.trustLevel} />
            <CompanyStatusFlag status={company.status} />
            <VerdictLine verdict={company.verdict} className="home-card__verdict" />
            {company.state ? (
              <span className="home-card__meta" translate="no">
                {company.state}
              </span>
            ) : null}
            <FollowLink
              companyId={company.id}
              companyName={company.name}
              className="follow-link home-card__follow"
            />
          </>
        )}
      />
      <TopListSection
        id="hot-brands-heading"
        title={t('browse.home.hotBrands')}
        loadingLabel={t('browse.home.loadingHotBrands')}
        alt
        isPending={isPending}
        items={data?.hotBrands ?? []}
        itemKey={(brand) => `${brand.companyId}-${brand.name}`}
        renderItem={(brand) => (
          <>
            <Link
              to={paths.company.getHref(String(brand.companyId))}
              className="home-card__link"
              translate="no"
            >
              {brand.name}
            </Link>
            <span className="home-card__meta">
              <T
                id="browse.home.brandBy"
                values={{ company: <span translate="no">{brand.companyName}</span> }}
              />
            </span>
          </>
        )}
      />
    </>
  );
}
