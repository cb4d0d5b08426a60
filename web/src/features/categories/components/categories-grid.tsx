import type { Category } from '@trusthive/contracts';
import { CategoryCard } from './category-card';

export function CategoriesGrid({ categories }: { categories: Category[] }) {
  if (categories.length === 0) {
    return (
      <div className="category-empty">
        <h2 className="category-empty__title">No categories found</h2>
      </div>
    );
  }
  return (
    <>
      {/* Issue 36: the list says how it is ordered (category.repository.ts's ORDER BY). */}
      <p className="list-order-note" data-testid="list-order">
        Ordered by the number of companies, largest first.
      </p>
      <ul className="category-grid" aria-label="Industry categories">
        {categories.map((category) => (
          <CategoryCard key={category.slug} category={category} />
        ))}
      </ul>
    </>
  );
}
