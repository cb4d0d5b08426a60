import { t } from '../i18n';

// The site's name and default title and description: what every page's <head> and the
// browser's tab say when a page names nothing of its own.

export const SITE_NAME = 'TrustHive';
export const defaultTitle = () => t('common.site.defaultTitle');
export const defaultDescription = () => t('common.site.defaultDescription');

/** A page's title as the tab shows it: "{page} | TrustHive", or the default title. */
export const fullTitle = (pageTitle: string | undefined) =>
  pageTitle ? `${pageTitle} | ${SITE_NAME}` : defaultTitle();
