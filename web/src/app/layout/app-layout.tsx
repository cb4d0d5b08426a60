import { useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { useRouteChange } from '../../hooks/use-route-change';
import { Footer } from '../../components/layouts/footer';
import { RouteChangeOverlay } from '../../components/layouts/route-change-overlay';
import { ToastsFollowPages } from '../../components/ui/toast';
import { t } from '../../i18n';
import { LanguageOffer } from './language-offer';
import { TopBar } from './top-bar';

export function AppLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const changingRoute = useRouteChange(mainRef);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        {t('common.shell.skipToContent')}
      </a>
      <TopBar />
      {/* tabIndex -1 lets the skip link and route changes move focus here. */}
      <main id="main-content" ref={mainRef} tabIndex={-1} className="app-shell__main">
        <Outlet />
      </main>
      <Footer />
      <RouteChangeOverlay visible={changingRoute} />
      <ToastsFollowPages />
      <LanguageOffer />
    </div>
  );
}
