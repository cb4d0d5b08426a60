import { z } from 'zod';
import { storableString } from '../common/text';
import { staffRoleSchema } from './common';

// Staff sign-in and the signed-in person's own settings (issue 18).
//   POST   /api/staff/session            {email, password, code?} → 200 StaffSession + cookie
//   GET    /api/staff/session            → 200 StaffSession | 401
//   DELETE /api/staff/session            → 204 (this browser signed out)
//   DELETE /api/staff/sessions           → 204 (every session of this account ended)
//   POST   /api/staff/me/totp            {password} → 200 TotpEnrolment (starts enrolment)
//   POST   /api/staff/me/totp/confirm    {code} → 200 StaffAccount
//   POST   /api/staff/me/password        {current, code?, next} → 204
// A second factor and a new password need the current password in the same request (and the
// current code once a second factor is on): a session alone changes no credential (issue 37).

export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 200;
/** The header a state-changing staff request carries the session's CSRF token in. */
export const STAFF_CSRF_HEADER = 'x-csrf-token';

const totpCode = storableString()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.');

export const staffSignInSchema = z.object({
  email: storableString().trim().min(3).max(254),
  password: storableString().min(1).max(STAFF_PASSWORD_MAX_LENGTH),
  code: totpCode.optional(),
});
export type StaffSignIn = z.infer<typeof staffSignInSchema>;

/** A staff account as the console shows it (never a hash or a secret). */
export const staffAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  displayName: z.string(),
  role: staffRoleSchema,
  totpEnabled: z.boolean(),
  /** An admin without a second factor may only enrol one until it is confirmed. */
  mustEnrolTotp: z.boolean(),
  disabled: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffSessionSchema = z.object({
  account: staffAccountSchema,
  /** Send it back as X-CSRF-Token on every POST, PATCH, PUT and DELETE. */
  csrfToken: z.string(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const totpEnrolmentSchema = z.object({
  /** Base32, for typing into an authenticator app. */
  secret: z.string(),
  /** otpauth://totp/… for a QR code. */
  otpauthUri: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** Starting enrolment re-checks the password: a borrowed session cannot add its own factor. */
export const totpStartSchema = z.object({
  password: storableString().min(1).max(STAFF_PASSWORD_MAX_LENGTH),
});
export type TotpStart = z.infer<typeof totpStartSchema>;

export const totpConfirmSchema = z.object({ code: totpCode });
export type TotpConfirm = z.infer<typeof totpConfirmSchema>;

export const staffPasswordSchema = storableString()
  .min(
    STAFF_PASSWORD_MIN_LENGTH,
    `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters for the password.`,
  )
  .max(STAFF_PASSWORD_MAX_LENGTH);

export const passwordChangeSchema = z.object({
  current: storableString().min(1).max(STAFF_PASSWORD_MAX_LENGTH),
  /** The current authenticator code, required once a second factor is on. */
  code: totpCode.optional(),
  next: staffPasswordSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

const message = (title: string, text: string) => ({ title, message: text }) as const;

/** What staff sign-in answers, word for word in the service and the console. */
export const STAFF_AUTH_MESSAGES = {
  // The same answer for an unknown address, a wrong password or code and a locked account
  // (issue 37): which e-mail addresses belong to staff is not told to anyone who asks.
  wrongCredentials: message(
    'Sign-in Failed',
    'Email, password or code is incorrect, or this account is locked for 15 minutes after too many failed sign-ins.',
  ),
  codeRequired: message('Code Required', 'Enter the 6-digit code from your authenticator app.'),
  tooManyFromAddress: (seconds: number) =>
    message(
      'Too Many Requests',
      `Too many sign-in attempts from this address. Please try again in ${seconds} seconds.`,
    ),
  signedOut: message('Signed Out', 'Your session has ended. Please sign in again.'),
  csrf: message('Forbidden', 'This request is missing its security token. Reload the page.'),
  adminOnly: message('Forbidden', 'Only an admin can do this.'),
  enrolTotpFirst: message(
    'Second Factor Required',
    'Set up your authenticator app before using the console.',
  ),
  totpAlreadyEnabled: message('Already Enabled', 'Your authenticator app is already set up.'),
  totpNotStarted: message('Not Started', 'Start setting up your authenticator app first.'),
  wrongCode: message('Wrong Code', 'That code is not correct. Try the current one.'),
  wrongCurrentPassword: message('Wrong Password', 'Your current password is incorrect.'),
} as const;

/**
 * Why a new password (staff or owner) is refused, beyond its length (issue 37, ASVS 4 V2.1).
 * The service checks these, as the list of common passwords is too large for the browser.
 */
export const PASSWORD_POLICY_MESSAGES = {
  common: message(
    'Common Password',
    'This password is on a list of common or leaked passwords. Choose one that is harder to guess.',
  ),
  trivial: message(
    'Weak Password',
    'This password is one character repeated or a simple sequence. Choose one that is harder to guess.',
  ),
  containsEmail: message('Weak Password', 'Do not use your e-mail address in your password.'),
  reused: message('Password Used Before', 'Choose a password you have not used before.'),
} as const;
