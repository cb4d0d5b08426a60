import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { SearchResult } from '@trusthive/contracts';
import { CompanyStatusFlag } from '../../../components/ui/company-status-flag';
import { FollowLink } from '../../../components/ui/follow-link';
import { TrustLevelTag } from '../../../components/ui/trust-level-tag';
import { VerdictLine } from '../../../components/ui/verdict-line';
import { Fact } from '../../../components/ui/fact';
import { paths } from '../../../config/paths';
import { searchOriginState } from '../../../lib/search-origin';
import { t } from '../../../i18n';

/**
 * One result (spec §2): the name links to the profile; brand and CIN show when present. The
 * stored trust score with its stored level, as every list shows it (issue 20), or "Not yet
 * scored" until the scoring worker has scored the company. The category is named by the caller
 * (the categories feature's fixed names, in the page's language).
 */
export function ResultCard({
  result,
  categoryName,
}: {
  result: SearchResult;
  categoryName: (title: string) => ReactNode;
}) {
  const { search } = useLocation();
  return (
    <article className="result-card">
      <div className="result-card__header">
        <h2 className="result-card__name">
          <Link
            to={paths.company.getHref(String(result.id))}
            state={searchOriginState(search)}
            translate="no"
          >
            {result.name}
          </Link>
        </h2>
        {result.verified ? (
          <span className="result-card__verified">{t('browse.search.verified')}</span>
        ) : null}
        <FollowLink companyId={result.id} companyName={result.name} />
        <CompanyStatusFlag status={result.status} />
        <div className="result-card__score">
          {result.trustScore !== null ? (
            <TrustLevelTag score={result.trustScore} level={result.trustLevel} />
          ) : (
            <span className="result-card__unscored">{t('browse.search.notScored')}</span>
          )}
        </div>
      </div>
      <VerdictLine verdict={result.verdict} className="result-card__verdict" />
      {result.description ? (
        <p className="result-card__description" translate="no">
          {result.description}
        </p>
      ) : null}
      <dl className="result-card__facts">
        {result.category ? (
          <Fact term={t('browse.search.fact.category')}>{categoryName(result.category)}</Fact>
        ) : null}
        {result.location ? (
          <Fact term={t('browse.search.fact.location')}>
            <span translate="no">{result.location}</span>
          </Fact>
        ) : null}
        {result.brandName ? (
          <Fact term={t('browse.search.fact.brand')}>
            <span translate="no">{result.brandName}</span>
          </Fact>
        ) : null}
        {result.cin ? (
          <Fact term={t('browse.search.fact.cin')} className="result-card__cin">
            <span translate="no">{result.cin}</span>
          </Fact>
        ) : null}
      </dl>
    </article>
  );
}
