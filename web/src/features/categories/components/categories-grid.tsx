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
    <ul className="category-grid" aria-label="Industry categories">
      {categories.map((category) => (
        <CategoryCard key={category.slug} category={category} />
      ))}
    </ul>
  );
}
