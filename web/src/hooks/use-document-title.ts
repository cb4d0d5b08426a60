import { useEffect } from 'react';

const SITE_NAME = 'TrustHive';
const DEFAULT_TITLE = 'TrustHive — Verify Indian companies and sellers';

/** Sets the tab title for the current page; pass nothing for the site's default title. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${SITE_NAME}` : DEFAULT_TITLE;
  }, [pageTitle]);
}
