import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '../../config/paths';
import { t } from '../../i18n';

/**
 * Shown when a page fails to render or its code fails to download (usually a new release
 * replaced the old chunks while this tab was open), so a reload is the useful action.
 */
export function RouteError() {
  const error = useRouteError();
  // Logged for whoever looks at the console; visitors get a plain explanation instead.
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;

  return (
    <div className="container page route-error" role="alert">
      <h1 className="page__title">{t('common.error.title')}</h1>
      <p className="page__lead">{t('common.error.lead')}</p>
      {detail ? (
        <p className="route-error__detail" translate="no">
          {detail}
        </p>
      ) : null}
      <div className="route-error__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          {t('common.error.reload')}
        </button>
        {/* A full page load, in case the client-side app itself is what broke. */}
        <Link to={paths.home.getHref()} reloadDocument className="button button--secondary">
          {t('common.error.home')}
        </Link>
      </div>
    </div>
  );
}
