import { Link } from 'react-router-dom';
import type { Category } from '@trusthive/contracts';
import { paths } from '../../../config/paths';
import { companiesLabel } from '../format';
import { CategoryIcon } from './category-icon';

/** The navigation state a category card passes (spec §2): the name, shown before any fetch. */
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
          <span className="category-card__title">{category.title}</span>
          <span className="category-card__description">{category.description}</span>
          <span className="category-card__meta">
            <span className="category-card__count">{companiesLabel(category.count)}</span>
            {category.featured ? <span className="category-badge">Featured</span> : null}
          </span>
        </span>
      </Link>
    </li>
  );
}
