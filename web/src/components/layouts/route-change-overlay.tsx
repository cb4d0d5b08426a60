import { t } from '../../i18n';

export function RouteChangeOverlay({ visible }: { visible: boolean }) {
  // The status region stays mounted and only its content changes, which is what makes
  // screen readers announce it; an element inserted with its text already inside is often missed.
  return (
    <div role="status" className="route-overlay-region">
      {visible ? (
        <div className="route-overlay">
          <span className="spinner" aria-hidden="true" />
          <p className="route-overlay__text">{t('common.shell.loadingPage')}</p>
        </div>
      ) : null}
    </div>
  );
}
