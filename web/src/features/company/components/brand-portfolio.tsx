import type { Brand } from '@trusthive/contracts';
import { t } from '../../../i18n';
import { displayUrl, formatDateGB, withHttps } from '../../../lib/format';
import { CompanyLogo } from './company-logo';

/**
 * The Brand Portfolio card: absent when the company has no brands, 'Failed to load brands' in
 * red when the list could not be read (spec §2, §8).
 */
export function BrandPortfolio({
  brands,
  submittedOn = null,
}: {
  brands: Brand[] | null;
  /** When the company submitted them at /register (issue 20 #5); null when not known. */
  submittedOn?: string | null;
}) {
  if (brands !== null && brands.length === 0) return null;
  return (
    <section className="card brand-portfolio" aria-labelledby="brand-portfolio-title">
      <h2 id="brand-portfolio-title" className="card__title">
        {t('company.brands.title')}
      </h2>
      {brands === null ? (
        <p className="text-danger" role="alert">
          {t('company.brands.failed')}
        </p>
      ) : (
        <ul className="brand-portfolio__list">
          {brands.map((brand) => {
            const website = withHttps(brand.websiteUrl);
            return (
              <li key={brand.id} className="brand-portfolio__item">
                <CompanyLogo
                  src={brand.logoUrl}
                  name={brand.name}
                  className="brand-portfolio__logo"
                />
                <div>
                  <p className="brand-portfolio__name" translate="no">
                    {brand.name}
                  </p>
                  {brand.trademarkName ? (
                    <p className="brand-portfolio__trademark">
                      {t('company.brands.trademark')}{' '}
                      <span translate="no">{brand.trademarkName}</span>
                    </p>
                  ) : null}
                  {website ? (
                    <a href={website} target="_blank" rel="noopener noreferrer">
                      {displayUrl(website)}
                    </a>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p className="source-line muted">
        {submittedOn
          ? t('company.brands.submittedOn', { date: formatDateGB(submittedOn) })
          : t('company.brands.sourceUnknown')}
      </p>
    </section>
  );
}
