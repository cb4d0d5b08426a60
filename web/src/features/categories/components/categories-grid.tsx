import type { Category } from '@trusthive/contracts';
import { CategoryCard } from './category-card';
import { t } from '../../../i18n';

export function CategoriesGrid({ categories }: { categories: Category[] }) {
  if (categories.length === 0) {
    return (
      <div className="category-empty">
        <h2 className="category-empty__title">{t('browse.categories.none')}</h2>
      </div>
    );
  }
  return (
    <>
      {/* Issue 36: the list says how it is ordered (category.repository.ts's ORDER BY). */}
      <p className="list-order-note" data-testid="list-order">
        {t('browse.categories.order')}
      </p>
      <ul className="category-grid" aria-label={t('browse.categories.gridLabel')}>
        {categories.map((category) => (
          <CategoryCard key={category.slug} category={category} />
        ))}
      </ul>
    </>
  );
}
