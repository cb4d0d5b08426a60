// Zod-free on purpose: the SPA's public pages use these in their first script, and a module
// that builds a schema brings zod (about 23 KB compressed, and its set-up on a phone) with it.
// The profile's company id rule and its words (the schemas are in company.ts).

const COMPANY_ID = /^[1-9][0-9]{0,15}$/;

/** A path id as a company id, or null when it cannot be one (answered like an unknown id). */
export function parseCompanyId(value: string): number | null {
  if (!COMPANY_ID.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** The badges' and sources' words (issue 20's own texts word for word where it gives them). */
export const PROVENANCE_MESSAGES = {
  mcaVerified: 'MCA Verified',
  cinNotMatched: 'CIN not yet matched with MCA records',
  gstVerified: 'GST Verified',
  mcaFile: (file: string | null) =>
    file
      ? `MCA company master data, file ${file}`
      : 'MCA company master data (file and date not recorded)',
  submitted: 'Submitted by the company',
} as const;

/** The profile's line for a reseller's picks: plainly the company's own statement. */
export const RESELLER_MESSAGES = {
  sellsLabel: 'Sells (as stated by the company):',
  notAuthorization:
    'The company says it sells these brands. This is its own statement, not an authorization by the brand owner.',
  authorizationRequested: 'authorization requested',
} as const;

/** The profile's claim and report states (issue 18). */
export const MODERATION_MESSAGES = {
  claimUnderReview: 'Claim under review',
  claimUnderReviewNote:
    'Someone has asked to claim this profile. The TrustHive team verifies every claim before approval, usually within 24-48 hours.',
  upheldReports: (count: number) => `${count} upheld ${count === 1 ? 'report' : 'reports'}`,
  upheldReportsNote: 'Reports the TrustHive team reviewed and upheld. Who reported is never shown.',
  ownerReplyHeading: 'Reply from the company',
  ownerReplyPublished: (date: string) => `Published on ${date}`,
} as const;

/** The 404 of the profile: the title is the spec's screen heading (§2), word for word. */
export const COMPANY_MESSAGES = {
  notFoundTitle: 'Company Not Found',
  notFoundMessage: 'We could not find a company with this id.',
} as const;
