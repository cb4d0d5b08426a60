import { t } from '../../i18n';

/** Holds the page area while the first page's code downloads on a cold load. */
export function PageLoader() {
  return (
    <div className="page-loader" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.shell.loadingPage')}</span>
    </div>
  );
}
