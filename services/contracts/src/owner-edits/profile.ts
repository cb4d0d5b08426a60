import { z } from 'zod';

export * from './profile-messages';

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

export const OWNER_PROFILE_FIELDS = ['description', 'phone', 'contactEmail', 'logo'] as const;
export type OwnerProfileField = (typeof OWNER_PROFILE_FIELDS)[number];

/** The profile's stamp (services/company): when and what the owner last changed. */
export const ownerUpdateSchema = z.object({
  updatedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  fields: z.array(z.enum(OWNER_PROFILE_FIELDS)),
});
export type OwnerUpdate = z.infer<typeof ownerUpdateSchema>;
