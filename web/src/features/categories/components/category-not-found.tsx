import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** Spec §2: an unknown slug shows 'Category not found' with a link back to /categories. */
export function CategoryNotFound() {
  useDocumentTitle('Category not found');
  return (
    <div className="container page category-not-found">
      <div className="page__header">
        <h1 className="page__title">Category not found</h1>
        <p className="page__lead">There is no industry category at this address.</p>
      </div>
      <Link className="button button--primary" to={paths.categories.getHref()}>
        Back to Categories
      </Link>
    </div>
  );
}
