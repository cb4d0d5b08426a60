import { useEffect } from 'react';
import { fullTitle } from '../lib/site-title';

/** Sets the tab title for the current page; pass nothing for the site's default title. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = fullTitle(pageTitle);
  }, [pageTitle]);
}
