import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { t } from '../../../i18n';

/** Spec §2: an unknown slug shows 'Category not found' with a link back to /categories. */
export function CategoryNotFound() {
  useDocumentTitle(t('browse.category.notFound'));
  return (
    <div className="container page category-not-found">
      <div className="page__header">
        <h1 className="page__title">{t('browse.category.notFound')}</h1>
        <p className="page__lead">{t('browse.category.notFoundLead')}</p>
      </div>
      <Link className="button button--primary" to={paths.categories.getHref()}>
        {t('browse.category.back')}
      </Link>
    </div>
  );
}
