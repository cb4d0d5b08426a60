import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { t } from '../../i18n';
import type { PageMetaFunction } from '../head/page-meta';

export const meta: PageMetaFunction = () => ({ status: 404, title: t('common.notFound.title') });

export default function NotFoundRoute() {
  useDocumentTitle(t('common.notFound.title'));
  return (
    <div className="container page not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="page__title">{t('common.notFound.heading')}</h1>
      <p className="page__lead">{t('common.notFound.lead')}</p>
      <Link to={paths.home.getHref()} className="button button--primary">
        {t('common.error.home')}
      </Link>
    </div>
  );
}
