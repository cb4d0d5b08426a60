import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { PageMetaFunction } from '../head/page-meta';

export const meta: PageMetaFunction = () => ({ status: 404, title: 'Page not found' });

export default function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return (
    <div className="container page not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="page__title">Oops! Page not found</h1>
      <p className="page__lead">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home.getHref()} className="button button--primary">
        Return to Home
      </Link>
    </div>
  );
}
