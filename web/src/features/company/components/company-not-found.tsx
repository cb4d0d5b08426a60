import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { t } from '../../../i18n';

/** Spec §2: a missing company or a failed fetch. */
export function CompanyNotFound() {
  useDocumentTitle(t('company.notFound.title'));
  return (
    <div className="container page company-not-found">
      <h1 className="page__title">{t('company.notFound.title')}</h1>
      <p className="page__lead">{t('company.notFound.lead')}</p>
      <div className="company-not-found__actions">
        <Link to={paths.register.getHref()} className="button button--primary">
          {t('company.notFound.register')}
        </Link>
        <Link to={paths.contact.getHref()} className="button button--secondary">
          {t('company.notFound.contact')}
        </Link>
      </div>
    </div>
  );
}
