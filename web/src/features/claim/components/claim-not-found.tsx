import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { t } from '../../../i18n';

/** Spec §2 and §8: an unknown company, or one that could not be loaded. */
export function ClaimNotFound({ loadFailed }: { loadFailed: boolean }) {
  useDocumentTitle(t('forms.claim.notFound.title'));
  return (
    <div className="container page claim-not-found">
      <h1 className="page__title">{t('forms.claim.notFound.title')}</h1>
      <p className="page__lead">
        {t(loadFailed ? 'forms.claim.notFound.loadFailed' : 'forms.claim.notFound.message')}
      </p>
      <Link to={paths.home.getHref()} className="button button--primary">
        {t('forms.claim.notFound.home')}
      </Link>
    </div>
  );
}
