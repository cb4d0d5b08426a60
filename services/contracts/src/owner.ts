import { z } from 'zod';
import { storableString } from './common/text';
import { STAFF_CSRF_HEADER, staffPasswordSchema, STAFF_PASSWORD_MAX_LENGTH } from './staff/auth';
import { REGISTRATION_MESSAGES } from './submissions/messages';
import { isValidEmail } from './submissions/rules';

// Owner accounts (issue 19): a company owner is an e-mail address in company_owners. They sign
// in with a single-use link mailed to that address (or an optional password), and the session,
// cookie and CSRF token work exactly as for staff.
//   POST   /api/account/sign-in-links     {email} → 202 (the same answer for any address)
//   POST   /api/account/session           {token} → 200 OwnerSession + cookie
//   POST   /api/account/session/password  {email, password} → 200 OwnerSession + cookie
//   GET    /api/account/session           → 200 OwnerSession | 401
//   DELETE /api/account/session           → 204 (this browser signed out)
//   DELETE /api/account/sessions          → 204 (every session of this owner ended)
//   PUT    /api/account/password          {current?, next} → 204
//   GET    /api/account/companies         → 200 OwnerCompanies

/** The same header as staff: one CSRF mechanism. */
export const OWNER_CSRF_HEADER = STAFF_CSRF_HEADER;

/** A sign-in link lasts this long. */
export const OWNER_SIGN_IN_LINK_MINUTES = 15;
/** A first password is set only this soon after signing in (issue 37: re-authentication). */
export const OWNER_REAUTH_MINUTES = 5;

const message = (title: string, text: string) => ({ title, message: text }) as const;

/** What owner sign-in answers, word for word in the service and the site. */
export const OWNER_AUTH_MESSAGES = {
  linkSent: message(
    'Check Your Inbox',
    'We have sent a sign-in link to this address. The link works once, for 15 minutes. If it does not arrive, check the spelling and your spam folder.',
  ),
  linkUnknown: message(
    'Invalid Sign-in Link',
    'This sign-in link is not valid. Check that you opened the whole link from the e-mail, or send a new link.',
  ),
  linkUsed: message(
    'Link Already Used',
    'This sign-in link has already been used. Each link works only once: send a new link.',
  ),
  linkExpired: message(
    'Link Expired',
    'This sign-in link has expired. Links work for 15 minutes: send a new link.',
  ),
  // The same answer for an unknown address, a wrong password and a locked password (issue
  // 37): which addresses own a company is not told to anyone who asks.
  wrongCredentials: message(
    'Sign-in Failed',
    'Email or password is incorrect, or password sign-in is paused for 15 minutes after too many failed attempts; a sign-in link always works.',
  ),
  tooManyFromAddress: (seconds: number) =>
    message(
      'Too Many Requests',
      `Too many sign-in attempts from this address. Please try again in ${seconds} seconds.`,
    ),
  tooManyLinks: (seconds: number) =>
    message(
      'Too Many Requests',
      `Too many sign-in links were asked for. Please try again in ${seconds} seconds.`,
    ),
  signedOut: message('Signed Out', 'Your session has ended. Please sign in again.'),
  csrf: message('Forbidden', 'This request is missing its security token. Reload the page.'),
  wrongCurrentPassword: message('Wrong Password', 'Your current password is incorrect.'),
  signInAgainToSetPassword: message(
    'Sign In Again',
    `For your security, sign in again with a link from your e-mail, then set your password within ${OWNER_REAUTH_MINUTES} minutes.`,
  ),
  passwordSet: message('Password Saved', 'Your password is saved. Other sessions were signed out.'),
  companyNotFound: message('Company Not Found', 'Company not found'),
} as const;

const email = storableString({ error: REGISTRATION_MESSAGES.invalidEmail.message })
  .trim()
  .max(254, { error: REGISTRATION_MESSAGES.invalidEmail.message })
  .refine(isValidEmail, {
    error: REGISTRATION_MESSAGES.invalidEmail.message,
    params: { title: REGISTRATION_MESSAGES.invalidEmail.title },
  });

export const ownerSignInLinkRequestSchema = z.object({ email });
export type OwnerSignInLinkRequest = z.infer<typeof ownerSignInLinkRequestSchema>;

export const ownerSignInLinkSentSchema = z.object({ title: z.string(), message: z.string() });
export type OwnerSignInLinkSent = z.infer<typeof ownerSignInLinkSentSchema>;

/** 32 random bytes, base64url: what a sign-in link carries. */
export const OWNER_SIGN_IN_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const ownerSessionFromTokenSchema = z.object({
  token: storableString({ error: OWNER_AUTH_MESSAGES.linkUnknown.message })
    .trim()
    .refine((token) => OWNER_SIGN_IN_TOKEN_PATTERN.test(token), {
      error: OWNER_AUTH_MESSAGES.linkUnknown.message,
      params: { title: OWNER_AUTH_MESSAGES.linkUnknown.title },
    }),
});
export type OwnerSessionFromToken = z.infer<typeof ownerSessionFromTokenSchema>;

export const ownerPasswordSignInSchema = z.object({
  email: storableString().trim().min(3).max(254),
  password: storableString().min(1).max(STAFF_PASSWORD_MAX_LENGTH),
});
export type OwnerPasswordSignIn = z.infer<typeof ownerPasswordSignInSchema>;

/**
 * The same rules as a staff password; `current` is needed once a password exists. A first
 * password needs a fresh sign-in instead (within OWNER_REAUTH_MINUTES of the link).
 */
export const ownerPasswordChangeSchema = z.object({
  current: storableString().min(1).max(STAFF_PASSWORD_MAX_LENGTH).optional(),
  next: staffPasswordSchema,
});
export type OwnerPasswordChange = z.infer<typeof ownerPasswordChangeSchema>;

export const ownerSchema = z.object({
  email: z.string(),
  /** Whether a password is set (signing in with a link always works). */
  hasPassword: z.boolean(),
});
export type Owner = z.infer<typeof ownerSchema>;

export const ownerSessionSchema = z.object({
  owner: ownerSchema,
  /** Send it back as X-CSRF-Token on every POST, PATCH, PUT and DELETE. */
  csrfToken: z.string(),
});
export type OwnerSession = z.infer<typeof ownerSessionSchema>;

/** One company the signed-in owner owns, as /account lists it. Others may add fields. */
export const ownerCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cin: z.string().nullable(),
  status: z.string().nullable(),
  /** The public profile's path on the site, e.g. /company/42. */
  profilePath: z.string(),
  isVerified: z.boolean(),
});
export type OwnerCompany = z.infer<typeof ownerCompanySchema>;

export const ownerCompaniesSchema = z.object({ companies: z.array(ownerCompanySchema) });
export type OwnerCompanies = z.infer<typeof ownerCompaniesSchema>;
