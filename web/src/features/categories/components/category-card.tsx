import { Link } from 'react-router-dom';
import type { Category } from '@trusthive/contracts';
import { paths } from '../../../config/paths';
import { companiesLabel } from '../format';
import { CategoryIcon } from './category-icon';
import { t } from '../../../i18n';
import { CategoryName, localCategoryDescription } from '../category-names';

/**
 * The navigation state a category card passes (spec §2): the name, shown before any fetch. It
 * is the registry's title, named in the page's language where it is shown.
 */
export type CategoryLinkState = { categoryName: string };

export function CategoryCard({ category }: { category: Category }) {
  const state: CategoryLinkState = { categoryName: category.title };
  return (
    <li className="category-card">
      <Link
        className="category-card__link"
        to={paths.category.getHref(category.slug)}
        state={state}
      >
        <span className="category-card__icon">
          <CategoryIcon name={category.icon} />
        </span>
        <span className="category-card__body">
          <span className="category-card__title">
            <CategoryName title={category.title} />
          </span>
          <span className="category-card__description">
            {localCategoryDescription(category.title) ?? (
              <span translate="no">{category.description}</span>
            )}
          </span>
          <span className="category-card__meta">
            <span className="category-card__count">{companiesLabel(category.count)}</span>
            {category.featured ? (
              <span className="category-badge">{t('browse.categories.featured')}</span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}
