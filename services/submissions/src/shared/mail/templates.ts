import type { MailLocale } from './locale';

// Every e-mail TrustHive sends to a submitter (issue 18), by template name, with the data each
// needs. Rendered to plain text and HTML by the mail work, in the person's language (issue 44).

export interface MailTemplates {
  'registration-received': { companyName: string; reference: string };
  'registration-approved': { companyName: string; profileUrl: string; signInUrl?: string };
  'registration-rejected': { companyName: string; reason: string };
  'claim-received': { companyName: string; reference: string };
  'claim-approved': { companyName: string; profileUrl: string; signInUrl?: string };
  'claim-rejected': { companyName: string; reason: string };
  'report-received': { companyName: string; reference: string };
  'report-upheld': { companyName: string; summary: string };
  /** To each owner of the company a report was upheld about, with where to reply (issue 36). */
  'report-upheld-owner': { companyName: string; summary: string; accountUrl: string };
  'report-dismissed': { companyName: string; reason: string };
  'correction-received': { companyName: string; field: string; reference: string };
  'correction-accepted': { companyName: string; field: string; profileUrl: string };
  'correction-declined': { companyName: string; field: string; reason: string };
  'owner-change-approved': { companyName: string; change: string; profileUrl: string };
  'owner-change-declined': { companyName: string; change: string; reason: string };
  'reply-published': { companyName: string; profileUrl: string };
  'reply-declined': { companyName: string; reason: string };
  /** The acknowledgement of a contact-form message (issue 36). */
  'contact-received': { subject: string; reference: string };
  /** signInUrl holds a live token: the sender blanks it once the mail is sent (see send-mail.ts). */
  'owner-sign-in-link': { signInUrl: string; minutes: number };
  /**
   * Issue 37: the link that publishes a new contact e-mail. confirmUrl holds a live token: the
   * sender blanks it once the mail is sent, as it does a sign-in link.
   */
  'contact-email-confirm': { companyName: string; confirmUrl: string; hours: number };
  /** A "Your data" request's confirmation link (issue 37); verifyUrl is blanked once sent. */
  'data-request-verify': { verifyUrl: string; kind: string; hours: number };
  /** The export of a person's data, attached as JSON; exportJson is blanked once sent. */
  'data-request-export': { reference: string; exportJson: string };
  /** A correction or erasure request closed, with what staff did. */
  'data-request-closed': { reference: string; kind: string; outcome: string };
  /** An account's bulk check finished (issue 43): its counts and where to see and download it. */
  'bulk-check-done': {
    fileName: string;
    rows: number;
    matched: number;
    candidates: number;
    notFound: number;
    bad: number;
    resultUrl: string;
  };
}

export type MailTemplateName = keyof MailTemplates;

export type MailRequest = {
  [K in MailTemplateName]: {
    to: string;
    template: K;
    data: MailTemplates[K];
    /** The language the person used the site in (issue 44); English when not given. */
    locale?: MailLocale;
  };
}[MailTemplateName];

const REFERENCE_PREFIXES = {
  registration: 'REG',
  claim: 'CLM',
  report: 'RPT',
  correction: 'COR',
  contact: 'MSG',
  'data-request': 'DAT',
} as const;

/** The reference a "received" mail quotes, e.g. 'REG-1042' for registration 1042. */
export function submissionReference(
  kind: keyof typeof REFERENCE_PREFIXES,
  id: number | string,
): string {
  return `${REFERENCE_PREFIXES[kind]}-${id}`;
}

/** A company's public profile as a mail links it: config.publicBaseUrl + the SPA's path. */
export function companyProfileUrl(publicBaseUrl: string, companyId: number): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/company/${companyId}`;
}

/** The owner's account, where replies to upheld reports are written: config.publicBaseUrl + /account. */
export function ownerAccountUrl(publicBaseUrl: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/account`;
}

/** The "Your data" page, where a confirmation link lands: the token rides in the fragment. */
export function dataRequestVerifyUrl(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/your-data#token=${token}`;
}

/** A bulk check's result page: config.publicBaseUrl + /account/bulk-checks?check=<id>. */
export function bulkCheckResultUrl(publicBaseUrl: string, checkId: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/account/bulk-checks?check=${checkId}`;
}
