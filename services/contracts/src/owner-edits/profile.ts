import { z } from 'zod';
import type { SubmissionMessage } from '../submissions/messages';

// Issue 19: what an owner changes from /account (session + CSRF; A's guard).
//   GET   /api/account/companies/:id/profile          what visitors see, as the owner edits it
//   PATCH /api/account/companies/:id                  description (and removing a phone or
//                                                     contact e-mail) applied at once; a logo
//                                                     or new phone waits for staff review; a
//                                                     new contact e-mail for the link mailed
//                                                     to it (issue 37) → the same view
//   GET   /api/account/companies/:id/change-requests  the owner's requests with their state
//   POST  /api/account/companies/:id/change-requests  website/domain, brand add/remove, brand
//                                                     authorization: reviewed by staff → 201
// Bad input answers 400 with registration's titles and messages (the same rules); an owner's
// company is the only one they can read or change (another's answers 404 like a missing one).

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

export const OWNER_PROFILE_FIELDS = ['description', 'phone', 'contactEmail', 'logo'] as const;
export type OwnerProfileField = (typeof OWNER_PROFILE_FIELDS)[number];

/** The profile's stamp (services/company): when and what the owner last changed. */
export const ownerUpdateSchema = z.object({
  updatedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  fields: z.array(z.enum(OWNER_PROFILE_FIELDS)),
});
export type OwnerUpdate = z.infer<typeof ownerUpdateSchema>;
