import type { SiteContact, SitePrivacy } from '@trusthive/contracts';

/** The id the SPA reads (web/src/lib/site-contact.ts). */
export const SITE_ELEMENT_ID = 'trusthive-site';

/**
 * What every page the gateway serves carries for the SPA from the server's configuration (issue
 * 36: the contact details, so a deployment without real ones shows none): a JSON data block,
 * not a script that runs (the CSP allows only the site's own script files). '<' is escaped so
 * no value can close the element.
 */
export function siteDataElement(contact: SiteContact, privacy: SitePrivacy): string {
  // privacy (issue 37): the grievance officer and retention periods /privacy and the notices state.
  const json = JSON.stringify({ contact, privacy }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SITE_ELEMENT_ID}">${json}</script>`;
}
