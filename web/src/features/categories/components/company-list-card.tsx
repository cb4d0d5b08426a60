import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CategoryCompany } from '@trusthive/contracts';
import { FollowLink } from '../../../components/ui/follow-link';
import { TrustLevelTag } from '../../../components/ui/trust-level-tag';
import { VerdictLine } from '../../../components/ui/verdict-line';
import { Fact } from '../../../components/ui/fact';
import { paths } from '../../../config/paths';
import { isValidLogo } from '../../../lib/format';
import { StatusBadge } from './status-badge';
import { t } from '../../../i18n';
import { CategoryName } from '../category-names';

/** The logo by the spec's rule (§5), else (or when it fails to load) a neutral placeholder. */
function ListLogo({ src, name }: { src: string | null; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (isValidLogo(src) && src !== failed) {
    return (
      <img
        className="company-list-card__logo"
        src={src}
        alt={t('browse.category.logoAlt', { name })}
        translate="no"
        width={48}
        height={48}
        loading="lazy"
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <span className="company-list-card__logo company-list-card__logo--default" aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/** A registry value as written (never translated), or our own words where it is missing. */
function RegistryText({ text, fallback }: { text: string | null; fallback: string }) {
  const value = text?.trim();
  return value ? <span translate="no">{value}</span> : <>{fallback}</>;
}

/**
 * A company in the category list (spec §2 "Category detail"), with the spec's defaults for
 * missing fields. The rating is the company's stored trust score with the level stored beside
 * it (a band, or 'Limited data' when missing data could still change the band), or nothing
 * until it has one.
 */
export function CompanyListCard({ company }: { company: CategoryCompany }) {
  return (
    <li className="company-list-card" data-company-id={company.id}>
      <ListLogo src={company.logo} name={company.name} />
      <div className="company-list-card__body">
        <div className="company-list-card__title-row">
          <h3 className="company-list-card__name">
            <Link to={paths.company.getHref(String(company.id))} translate="no">
              {company.name}
            </Link>
          </h3>
          {company.verified ? (
            <span className="list-badge list-badge--verified">{t('browse.category.verified')}</span>
          ) : null}
          <FollowLink companyId={company.id} companyName={company.name} />
        </div>
        <VerdictLine verdict={company.verdict} className="company-list-card__verdict" />
        {company.description?.trim() ? (
          <p className="company-list-card__description" translate="no">
            {company.description.trim()}
          </p>
        ) : (
          <p className="company-list-card__description">{t('browse.category.noDescription')}</p>
        )}
        <dl className="company-list-card__facts">
          <Fact term={t('browse.category.fact.location')}>
            <RegistryText text={company.location} fallback={t('browse.category.unknownLocation')} />
          </Fact>
          <Fact term={t('browse.category.fact.type')}>
            <RegistryText text={company.companyClass} fallback={t('browse.category.unknownType')} />
          </Fact>
          <Fact term={t('browse.category.fact.status')}>
            <StatusBadge status={company.status} />
          </Fact>
          {company.category ? (
            <Fact term={t('browse.category.fact.industry')}>
              <CategoryName title={company.category} />
            </Fact>
          ) : null}
          {company.nicCode ? (
            <Fact term={t('browse.category.fact.nic')}>{company.nicCode}</Fact>
          ) : null}
          {company.domainName ? (
            <Fact term={t('browse.category.fact.website')}>
              <span translate="no">{company.domainName}</span>
            </Fact>
          ) : null}
        </dl>
      </div>
      {company.trustScore !== null ? (
        <div className="company-list-card__rating">
          <TrustLevelTag score={company.trustScore} level={company.trustLevel} />
        </div>
      ) : null}
    </li>
  );
}
