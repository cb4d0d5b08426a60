// The grievance officer and the retention periods (issue 37) come from the server's
// configuration (GRIEVANCE_OFFICER_*, *_RETENTION_DAYS in services/platform/src/config/env.ts),
// the same values the retention job enforces: the gateway puts them in the data block every
// page carries (beside the contact details, site-contact.ts); the server render reads them
// from its options, so both render the same text.
import { DEFAULT_RETENTION_DAYS, type SitePrivacy } from '@trusthive/contracts';
import { t } from '../i18n';
import { formatCount } from './format';
import { siteDataPart } from './site-data';

export type { SitePrivacy };

/** Before the data block is read (a unit test): the platform's defaults, no officer named. */
export const DEFAULT_PRIVACY: SitePrivacy = {
  grievanceOfficer: { name: null, email: null, postalAddress: null },
  retentionDays: DEFAULT_RETENTION_DAYS,
};

const privacy = siteDataPart<SitePrivacy>('privacy', DEFAULT_PRIVACY);

export const setSitePrivacy = privacy.set;
export const sitePrivacy = privacy.get;

/** "90 days", or "1 year" / "2 years" for whole years, as the pages state a period. */
export function formatDays(days: number): string {
  // The number is passed written out: ICU's own # would write Bengali digits in Bengali.
  const years = days / 365;
  if (days % 365 === 0) return t('common.format.years', { count: years, n: formatCount(years) });
  return t('common.format.days', { count: days, n: formatCount(days) });
}
