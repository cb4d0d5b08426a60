import {
  BULK_CHECK_RETENTION_DAYS,
  CLAIM_MESSAGES,
  CONTACT_MESSAGES,
  OWNER_SIGN_IN_LINK_MINUTES,
  REGISTRATION_MESSAGES,
  REPORT_MESSAGES,
} from '@trusthive/contracts';
import {
  exportAttachment,
  link,
  paragraph,
  quote,
  steps,
  type Block,
  type MailLanguage,
} from './types';

// The mails in English: the spec's texts and the product's own turnaround texts (spec §8-9,
// the success pages), word for word. The other languages say the same in theirs.

/** A count as the mail shows it (Indian digit grouping). */
const n = (value: number) => value.toLocaleString('en-IN');
const WHAT_NEXT = 'What happens next?';
/** The owner's first sign-in link, sent with an approval (issue 19). */
const ownerSignIn = (signInUrl: string | undefined): Block[] =>
  signInUrl
    ? [
        paragraph(
          `Manage your company on TrustHive: this link signs you in to your account. It works once, for ${OWNER_SIGN_IN_LINK_MINUTES} minutes; after that, use "Sign in" on the site to get a new one.`,
        ),
        link('Sign in to your account', signInUrl),
      ]
    : [];
const referenceLine = (reference: string) => paragraph(`Your reference: ${reference}`);

const templates: MailLanguage['templates'] = {
  'registration-received': ({ companyName, reference }, date) => ({
    subject: `Registration received: ${companyName}`,
    blocks: [
      paragraph(`We received the registration of ${companyName} on ${date}.`),
      paragraph(REGISTRATION_MESSAGES.submitted.message),
      steps(WHAT_NEXT, [
        'Our team verifies your details within 1-3 business days.',
        'Once verified, your company profile goes live on TrustHive.',
        'You will receive an e-mail with the outcome.',
      ]),
      referenceLine(reference),
    ],
  }),
  'registration-approved': ({ companyName, profileUrl, signInUrl }, date) => ({
    subject: `${companyName} is now live on TrustHive`,
    blocks: [
      paragraph(`Our team verified the registration of ${companyName} on ${date}.`),
      paragraph('Your company profile is now live on TrustHive.'),
      link('View the profile', profileUrl),
      ...ownerSignIn(signInUrl),
    ],
  }),
  'registration-rejected': ({ companyName, reason }, date) => ({
    subject: `Registration not approved: ${companyName}`,
    blocks: [
      paragraph(
        `Our team reviewed the registration of ${companyName} on ${date} and could not approve it.`,
      ),
      quote('Reason', reason),
      paragraph('You are welcome to register again with corrected details.'),
    ],
  }),
  'claim-received': ({ companyName, reference }, date) => ({
    subject: `Claim received: ${companyName}`,
    blocks: [
      paragraph(`We received your claim for ${companyName} on ${date}.`),
      paragraph(CLAIM_MESSAGES.submitted),
      referenceLine(reference),
    ],
  }),
  'claim-approved': ({ companyName, profileUrl, signInUrl }, date) => ({
    subject: `Claim approved: ${companyName}`,
    blocks: [
      paragraph(`Our team approved your claim for ${companyName} on ${date}.`),
      paragraph('The profile now shows the company as claimed.'),
      link('View the profile', profileUrl),
      ...ownerSignIn(signInUrl),
    ],
  }),
  'claim-rejected': ({ companyName, reason }, date) => ({
    subject: `Claim not approved: ${companyName}`,
    blocks: [
      paragraph(
        `Our team reviewed your claim for ${companyName} on ${date} and could not approve it.`,
      ),
      quote('Reason', reason),
    ],
  }),
  'report-received': ({ companyName, reference }, date) => ({
    subject: `Report received: ${companyName}`,
    blocks: [
      paragraph(`We received your report about ${companyName} on ${date}.`),
      paragraph(REPORT_MESSAGES.submitted.message),
      steps(WHAT_NEXT, [
        'Our team will review your report within 2-3 business days.',
        'We may contact you if we need more information.',
        'If the report is confirmed, we will take appropriate action against the company.',
        'You will receive an update on the status of your report by e-mail.',
      ]),
      paragraph('Your identity is kept confidential.'),
      referenceLine(reference),
    ],
  }),
  'report-upheld': ({ companyName, summary }, date) => ({
    subject: `Report upheld: ${companyName}`,
    blocks: [
      paragraph(`Our team reviewed your report about ${companyName} and upheld it on ${date}.`),
      quote('What the profile now shows', summary),
      paragraph('Your identity is kept confidential. Thank you for helping keep TrustHive honest.'),
    ],
  }),
  'report-upheld-owner': ({ companyName, summary, accountUrl }, date) => ({
    subject: `A report about ${companyName} was upheld`,
    blocks: [
      paragraph(
        `Our team reviewed a report about ${companyName} and upheld it on ${date}. The company's profile now shows it, with the summary below; who reported it is never shown.`,
      ),
      quote('What the profile now shows', summary),
      paragraph(
        'You can answer it in public: sign in to your account and write a reply to the report. Our team reviews each reply before it is shown beside the report.',
      ),
      link('Reply from your account', accountUrl),
    ],
  }),
  'report-dismissed': ({ companyName, reason }, date) => ({
    subject: `Report reviewed: ${companyName}`,
    blocks: [
      paragraph(
        `Our team reviewed your report about ${companyName} on ${date} and took no action.`,
      ),
      quote('Reason', reason),
    ],
  }),
  'correction-received': ({ companyName, field, reference }, date) => ({
    subject: `Correction request received: ${companyName}`,
    blocks: [
      paragraph(`We received your correction of the ${field} of ${companyName} on ${date}.`),
      paragraph('Our team reviews it and tells you the outcome by e-mail.'),
      referenceLine(reference),
    ],
  }),
  'correction-accepted': ({ companyName, field, profileUrl }, date) => ({
    subject: `Correction accepted: ${companyName}`,
    blocks: [
      paragraph(`Our team accepted your correction of the ${field} of ${companyName} on ${date}.`),
      paragraph(`The profile now shows the new value, marked "correction accepted on ${date}".`),
      link('View the profile', profileUrl),
    ],
  }),
  'correction-declined': ({ companyName, field, reason }, date) => ({
    subject: `Correction not accepted: ${companyName}`,
    blocks: [
      paragraph(
        `Our team reviewed your correction of the ${field} of ${companyName} on ${date} and could not accept it.`,
      ),
      quote('Reason', reason),
    ],
  }),
  'owner-change-approved': ({ companyName, change, profileUrl }, date) => ({
    subject: `Change approved: ${companyName}`,
    blocks: [
      paragraph(`Our team approved your change to the profile of ${companyName} on ${date}.`),
      quote('The change', change),
      paragraph('The profile shows it now, and the trust score is computed again.'),
      link('View the profile', profileUrl),
    ],
  }),
  'owner-change-declined': ({ companyName, change, reason }, date) => ({
    subject: `Change not approved: ${companyName}`,
    blocks: [
      paragraph(
        `Our team reviewed your change to the profile of ${companyName} on ${date} and could not approve it.`,
      ),
      quote('The change', change),
      quote('Reason', reason),
    ],
  }),
  'reply-published': ({ companyName, profileUrl }, date) => ({
    subject: `Reply published: ${companyName}`,
    blocks: [
      paragraph(`Our team published your reply to a report about ${companyName} on ${date}.`),
      paragraph('The profile now shows it under the report.'),
      link('View the profile', profileUrl),
    ],
  }),
  'reply-declined': ({ companyName, reason }, date) => ({
    subject: `Reply not published: ${companyName}`,
    blocks: [
      paragraph(
        `Our team reviewed your reply to a report about ${companyName} on ${date} and could not publish it.`,
      ),
      quote('Reason', reason),
      paragraph('You can send a new reply from your account.'),
    ],
  }),
  'contact-received': ({ subject, reference }, date) => ({
    subject: `We received your message: ${subject}`,
    blocks: [
      paragraph(`We received your message to TrustHive about "${subject}" on ${date}.`),
      paragraph(CONTACT_MESSAGES.sent.message),
      referenceLine(reference),
    ],
  }),
  'owner-sign-in-link': ({ signInUrl, minutes }) => ({
    subject: 'Your TrustHive sign-in link',
    blocks: [
      paragraph('Use this link to sign in to your TrustHive account.'),
      link('Sign in', signInUrl),
      paragraph(
        `The link works once, for ${minutes} minutes. If you did not ask for it, you can ignore this e-mail.`,
      ),
    ],
  }),
  'contact-email-confirm': ({ companyName, confirmUrl, hours }, date) => ({
    subject: `Confirm the contact e-mail of ${companyName}`,
    blocks: [
      paragraph(
        `On ${date} the owner of ${companyName} on TrustHive asked to show this address as the company's contact e-mail. It is shown only once you confirm it.`,
      ),
      link('Confirm this address', confirmUrl),
      paragraph(
        `The link works once, for ${hours} hours. If you did not expect this, ignore this e-mail and the address is not shown.`,
      ),
    ],
  }),
  'data-request-verify': ({ verifyUrl, kind, hours }) => ({
    subject: 'Confirm your TrustHive data request',
    blocks: [
      paragraph(
        `Someone, we hope you, asked TrustHive for ${kind} of the personal data it holds about this e-mail address. Open this link to confirm the request; only then does it reach our team.`,
      ),
      link('Confirm my request', verifyUrl),
      paragraph(
        `The link works once, for ${hours} hours. If you did not ask for it, you can ignore this e-mail: nothing happens without the link.`,
      ),
    ],
  }),
  'data-request-export': ({ reference, exportJson }, date) => ({
    subject: `Your data held by TrustHive (${reference})`,
    blocks: [
      paragraph(
        `As you asked on ${date}, attached is a copy of the personal data TrustHive holds about this e-mail address, as a JSON file.`,
      ),
      paragraph(
        'To have any of it corrected or erased, send a new request from the "Your data" page.',
      ),
      referenceLine(reference),
    ],
    attachments: [exportAttachment(reference, exportJson)],
  }),
  'data-request-closed': ({ reference, kind, outcome }, date) => ({
    subject: `Your data request was answered (${reference})`,
    blocks: [
      paragraph(`Our team answered your ${kind} request on ${date}.`),
      quote('What we did', outcome),
      referenceLine(reference),
    ],
  }),
  'bulk-check-done': (data) => ({
    subject: `Your bulk check is done: ${data.fileName}`,
    blocks: [
      paragraph(
        `We checked the ${n(data.rows)} rows of ${data.fileName}: ${n(data.matched)} matched a company, ${n(data.candidates)} have possible companies to choose from, ${n(data.notFound)} were not found and ${n(data.bad)} could not be checked (each with its row number and the reason).`,
      ),
      link('See and download the result', data.resultUrl),
      paragraph(
        `The result is kept for ${BULK_CHECK_RETENTION_DAYS} days, then deleted with the file.`,
      ),
    ],
  }),
};

export const en: MailLanguage = {
  tag: 'en-IN',
  month: 'short',
  greeting: 'Hello,',
  signOff: ['Regards,', 'The TrustHive team'],
  footer:
    'You receive this e-mail because this address was given on a TrustHive form. Please do not reply to it; write to us through the Contact page instead.',
  templates,
};
