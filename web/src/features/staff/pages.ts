import { lazy } from 'react';

/**
 * The console's pages, one lazy chunk each, by the path segment under /staff. The console
 * shell (sign-in, layout, navigation) renders these; each area owns its page file.
 */
export const STAFF_PAGES = {
  registrations: lazy(() => import('./registrations/registrations-page')),
  claims: lazy(() => import('./claims/claims-page')),
  reports: lazy(() => import('./reports/reports-page')),
  corrections: lazy(() => import('./corrections/corrections-page')),
  contact: lazy(() => import('./contact/contact-page')),
  'owner-changes': lazy(() => import('./owner-changes/owner-changes-page')),
  replies: lazy(() => import('./replies/replies-page')),
  'data-requests': lazy(() => import('./data-requests/data-requests-page')),
  'gst-matches': lazy(() => import('./gst-matches/gst-matches-page')),
  accounts: lazy(() => import('./accounts/accounts-page')),
  audit: lazy(() => import('./audit/audit-page')),
} as const;

export type StaffPageKey = keyof typeof STAFF_PAGES;
