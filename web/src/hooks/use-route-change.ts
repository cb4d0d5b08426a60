import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';

// Spec §9: the 'Loading page...' overlay stays up for about 400 ms after a route change.
export const ROUTE_OVERLAY_MS = 400;

/**
 * Runs the spec's global route-change behaviour: scroll to the top, show the overlay, and
 * move focus to <main> so keyboard and screen-reader users start on the new page.
 * Returns whether the overlay should be visible. Only the pathname counts as a route change,
 * so search-parameter updates (filters, pages) do not flash the overlay.
 */
export function useRouteChange(mainRef: RefObject<HTMLElement | null>): boolean {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const previousPathname = useRef(pathname);
  const [settling, setSettling] = useState(false);

  // A layout effect, so the scroll and the overlay land before the new page is painted.
  useLayoutEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;

    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
    setSettling(true);
    const timer = window.setTimeout(() => setSettling(false), ROUTE_OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, mainRef]);

  // While a lazy page chunk is still downloading the old page stays on screen, so the overlay
  // also covers that wait instead of leaving a click without feedback.
  return settling || navigation.state === 'loading';
}
