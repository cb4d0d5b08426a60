import { useCallback, useEffect } from 'react';
import {
  trackProfileView,
  trackViewDurationOnUnload,
  trackWebsiteClick,
} from '../api/track-events';

/**
 * Profile analytics for the company page: records the view once the company is known (pass
 * the loaded company's id, or undefined while loading or when it was not found), sends the
 * view duration when the visitor leaves (page unload or SPA navigation), and returns the
 * handler for the website link.
 *
 *   const { onWebsiteClick } = useProfileAnalytics(company?.id);
 *   <a href={website} onClick={() => onWebsiteClick(website)} ...>
 */
export function useProfileAnalytics(companyId: number | undefined): {
  onWebsiteClick: (websiteUrl: string) => void;
} {
  useEffect(() => {
    if (companyId === undefined) return;
    let stop: ReturnType<typeof trackViewDurationOnUnload> | undefined;
    // Deferred a task so React's development double mount (mount, unmount, mount at once)
    // records one view, not two and a zero-second duration.
    const start = setTimeout(() => {
      trackProfileView(companyId);
      stop = trackViewDurationOnUnload(companyId);
    }, 0);
    return () => {
      clearTimeout(start);
      stop?.();
    };
  }, [companyId]);

  const onWebsiteClick = useCallback(
    (websiteUrl: string) => {
      if (companyId !== undefined) trackWebsiteClick(companyId, websiteUrl);
    },
    [companyId],
  );
  return { onWebsiteClick };
}
