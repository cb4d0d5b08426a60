import type { CategoryCompany } from '@trusthive/contracts';
import { CompanyListCard } from './company-list-card';

type CompanyListProps = {
  companies: CategoryCompany[];
  filtersActive: boolean;
};

export function CompanyList({ companies, filtersActive }: CompanyListProps) {
  if (companies.length === 0) {
    return (
      <div className="category-empty">
        <h2 className="category-empty__title">No companies found</h2>
        <p>
          {filtersActive
            ? 'No companies match the selected filters. Try changing or clearing them.'
            : 'There are no companies listed in this category yet.'}
        </p>
      </div>
    );
  }
  return (
    <>
      {/* The cards' names are h3: on a phone the filters (and their h2) sit in a closed sheet,
          so the list brings its own h2 to keep the heading levels in order. */}
      <h2 className="visually-hidden">Companies</h2>
      {/* Issue 36: the list says how it is ordered (category.repository.ts's ORDER BY). */}
      <p className="list-order-note" data-testid="list-order">
        Ordered by trust score, highest first; companies not yet scored come last. Equal scores are
        in alphabetical order.
      </p>
      <ul className="company-list" aria-label="Companies">
        {companies.map((company) => (
          <CompanyListCard key={company.id} company={company} />
        ))}
      </ul>
    </>
  );
}
