import { LONG_TEXT_MAX_LENGTH } from '../submissions/constants';
import { REGISTRATION_MESSAGES, type SubmissionMessage } from '../submissions/messages';

// Zod-free on purpose: the SPA's public pages use these in their first script, and a module
// that builds a schema brings zod (about 23 KB compressed, and its set-up on a phone) with it.
// What a correction's notes say (the schemas are in profile.ts).

const message = (title: string, text: string): SubmissionMessage => ({ title, message: text });

export const CORRECTION_MESSAGES = {
  linkLabel: 'Request a correction',
  missingInformation: message('Missing Information', 'Please fill in all required fields.'),
  invalidField: message(
    'Field Not Correctable',
    'Please choose one of the fields listed on the form.',
  ),
  invalidEmail: REGISTRATION_MESSAGES.invalidEmail,
  invalidEvidenceLink: message(
    'Invalid Evidence Link',
    'Please enter a valid link or leave it blank.',
  ),
  tooLong: message('Too Long', `Each text can be at most ${LONG_TEXT_MAX_LENGTH} characters.`),
  sameValue: message(
    'Nothing to Correct',
    'The profile already shows this value. Please enter the value it should show instead.',
  ),
  companyNotFound: message('Company Not Found', 'Company not found'),
  /** The registry-only sections: why the form does not offer their fields. */
  registryOnly: (section: string) =>
    `The facts in ${section} are copied from official records (the MCA register, GST records), each shown with the date of the file it came from, so they are not changed by hand here. If they are wrong at the source, the company corrects them with MCA or the GST department; if TrustHive shows them differently from the official record, please contact support.`,
  submitted: message(
    'Correction Requested',
    'Thank you. Our team will check your evidence and e-mail you the outcome.',
  ),
  failed: message('Error', 'There was a problem sending your request. Please try again later.'),
} as const;

/** Beside a corrected field on the profile; `date` is already formatted (en-IN). */
export const correctionAcceptedText = (date: string) => `correction accepted on ${date}`;
