import type { CategoryCompany } from '@trusthive/contracts';
import { CompanyListCard } from './company-list-card';
import { t } from '../../../i18n';

type CompanyListProps = {
  companies: CategoryCompany[];
  filtersActive: boolean;
};

export function CompanyList({ companies, filtersActive }: CompanyListProps) {
  if (companies.length === 0) {
    return (
      <div className="category-empty">
        <h2 className="category-empty__title">{t('browse.category.noCompanies')}</h2>
        <p>{t(filtersActive ? 'browse.category.noMatch' : 'browse.category.empty')}</p>
      </div>
    );
  }
  return (
    <>
      {/* The cards' names are h3: on a phone the filters (and their h2) sit in a closed sheet,
          so the list brings its own h2 to keep the heading levels in order. */}
      <h2 className="visually-hidden">{t('browse.category.companies')}</h2>
      {/* Issue 36: the list says how it is ordered (category.repository.ts's ORDER BY). */}
      <p className="list-order-note" data-testid="list-order">
        {t('browse.category.order')}
      </p>
      <ul className="company-list" aria-label={t('browse.category.companies')}>
        {companies.map((company) => (
          <CompanyListCard key={company.id} company={company} />
        ))}
      </ul>
    </>
  );
}
