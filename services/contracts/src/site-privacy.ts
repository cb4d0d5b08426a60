// What the Privacy page and the notices at collection state (issue 37, DPDP Act 2023 and Rules
// 2025), as the server is configured (GRIEVANCE_OFFICER_*, *_RETENTION_DAYS): one shape for the
// platform's config, the gateway's data block and the SPA. The retention job reads the same
// periods, so what the pages promise is what the job does.

/** Days each kind of personal data is kept; each is enforced by the retention job. */
export interface RetentionDays {
  /** Claim documents (ID and business proofs) and the claim row, after the claim's decision. */
  claimDocuments: number;
  /** Rows of e-mails sent to submitters (address and content), after sending. */
  sentMail: number;
  /** Reporters', contact-form senders' and correction requesters' names, e-mails and phones. */
  submitterContacts: number;
  /** Analytics' pseudonymous user ids and truncated IP addresses. */
  analyticsUserIds: number;
  /** E-mails, phones and addresses inside the audit log's before/after (who acted is kept). */
  auditPersonalData: number;
}

export interface SitePrivacy {
  /** Each null when unset: the page then points to the contact page rather than a placeholder. */
  grievanceOfficer: { name: string | null; email: string | null; postalAddress: string | null };
  retentionDays: RetentionDays;
}

/** The defaults of services/platform/src/config/env.ts (docs/personal-data.md says why). */
export const DEFAULT_RETENTION_DAYS: RetentionDays = {
  claimDocuments: 90,
  sentMail: 365,
  submitterContacts: 365,
  analyticsUserIds: 180,
  auditPersonalData: 730,
};
