import type { SubmissionMessage } from '../submissions/messages';

// Zod-free on purpose: the SPA's public pages use these in their first script, and a module
// that builds a schema brings zod (about 23 KB compressed, and its set-up on a phone) with it.
// What an owner's edits say (the schemas are in profile.ts).

export const OWNER_EDIT_MESSAGES = {
  /** The profile's stamp beside the owner's changes. */
  updatedByOwner: (date: string) => `Updated by the owner on ${date}`,
  nothingToChange: {
    title: 'Missing Information',
    message: 'Please change at least one field before saving.',
  },
  pendingExists: {
    title: 'Change Already Requested',
    message: 'The same change is already waiting for review by the TrustHive team.',
  },
  brandNotFound: {
    title: 'Brand Not Found',
    message: 'This company lists no brand with this id.',
  },
  alreadyAuthorizationRequested: {
    title: 'Already Requested',
    message: 'This company has already asked for brand authorization.',
  },
  saved: 'Saved. Visitors see the change now.',
  requested: 'Sent for review. The TrustHive team usually decides within 24-48 hours.',
  /** Issue 37: a logo must be an upload the owner made while signed in. */
  logoNotYours: {
    title: 'Not Your Upload',
    message: 'Upload the logo while signed in to your account, then use it here.',
  },
  logoInUse: {
    title: 'Logo In Use',
    message: 'This logo is already shown on a profile. Upload a logo of your own.',
  },
  /** Issue 37: what waits for the TrustHive team or for the new address's link. */
  pendingReview: 'Pending review by the TrustHive team',
  contactEmailSent: (email: string) =>
    `We sent a confirmation link to ${email}. The new address is shown once the link is followed.`,
  phoneUnverified: 'A new phone number is shown once the TrustHive team has checked it.',
} as const satisfies Record<
  string,
  SubmissionMessage | string | ((date: string) => string) | ((email: string) => string)
>;
