// The site's name and default title and description: what every page's <head> and the
// browser's tab say when a page names nothing of its own.

export const SITE_NAME = 'TrustHive';
export const DEFAULT_TITLE = 'TrustHive — Verify Indian companies and sellers';
export const DEFAULT_DESCRIPTION =
  "TrustHive is India's company and seller verification directory. Look up companies from the MCA registry by name, CIN or brand and check registration data and a trust score before you buy or do business.";

/** A page's title as the tab shows it: "{page} | TrustHive", or the default title. */
export const fullTitle = (pageTitle: string | undefined) =>
  pageTitle ? `${pageTitle} | ${SITE_NAME}` : DEFAULT_TITLE;
