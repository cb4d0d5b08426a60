import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { t } from '../../../i18n';
import { paths } from '../../../config/paths';
import { companiesLabel } from '../format';
import { CategoryIcon } from './category-icon';

type CategoryHeaderProps = {
  /** The category's name, as the page shows it (translated, or the registry's own text). */
  name: ReactNode;
  /** The category's company count; undefined while unknown. */
  count: number | undefined;
  icon: string | undefined;
};

export function CategoryHeader({ name, count, icon }: CategoryHeaderProps) {
  return (
    <header className="category-header">
      <Link className="category-header__back" to={paths.categories.getHref()}>
        <span aria-hidden="true">←</span> {t('browse.category.back')}
      </Link>
      <div className="category-header__title-row">
        <span className="category-card__icon">
          <CategoryIcon name={icon ?? 'building'} />
        </span>
        <div>
          <h1 className="page__title category-header__title">{name}</h1>
          {count !== undefined ? (
            <p className="category-header__count">{companiesLabel(count)}</p>
          ) : null}
        </div>
      </div>
    </header>
  );
}
