import { z } from 'zod';
import { storableString } from '../common/text';
import type { SubmissionMessage } from '../submissions/messages';

// Issue 37: a new contact e-mail is published only once the link mailed to it is followed.
//   POST /api/account/contact-email/confirmations  {token} → 200 the company and its address
// Public (the address's reader need not be the signed-in owner); the token rides in the link's
// fragment (/account/contact-email/confirm#token=…), 32 random bytes, base64url.

export const CONTACT_EMAIL_LINK_HOURS = 48;

/** 32 random bytes, base64url: what a confirmation link carries. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const CONTACT_EMAIL_MESSAGES = {
  linkUnknown: {
    title: 'Link Not Valid',
    message: 'This confirmation link is not valid. Ask for a new one from your account.',
  },
  linkUsed: {
    title: 'Link Already Used',
    message: 'This confirmation link was already used or replaced by a newer one.',
  },
  linkExpired: {
    title: 'Link Expired',
    message: `A confirmation link works for ${CONTACT_EMAIL_LINK_HOURS} hours. Ask for a new one from your account.`,
  },
  confirming: 'Confirming your contact e-mail...',
  confirmed: (email: string, companyName: string) =>
    `Confirmed. ${email} is now the contact e-mail of ${companyName}.`,
} as const satisfies Record<
  string,
  SubmissionMessage | string | ((email: string, companyName: string) => string)
>;

export const contactEmailConfirmationSchema = z.object({
  token: storableString({ error: CONTACT_EMAIL_MESSAGES.linkUnknown.message })
    .trim()
    .refine((token) => TOKEN_PATTERN.test(token), {
      error: CONTACT_EMAIL_MESSAGES.linkUnknown.message,
      params: { title: CONTACT_EMAIL_MESSAGES.linkUnknown.title },
    }),
});
export type ContactEmailConfirmation = z.infer<typeof contactEmailConfirmationSchema>;

export const contactEmailConfirmedSchema = z.object({
  companyId: z.number().int().positive(),
  companyName: z.string(),
  contactEmail: z.string(),
});
export type ContactEmailConfirmed = z.infer<typeof contactEmailConfirmedSchema>;
