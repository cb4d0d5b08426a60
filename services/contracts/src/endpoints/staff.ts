import {
  contactDecisionSchema,
  contactDetailSchema,
  contactMessageIdParamsSchema,
  contactQueueQuerySchema,
  contactQueueSchema,
  correctionDecisionSchema,
  correctionDetailSchema,
  correctionIdParamsSchema,
  correctionsQueueQuerySchema,
  correctionsQueueSchema,
  auditPageSchema,
  auditQuerySchema,
  newStaffAccountSchema,
  passwordChangeSchema,
  staffAccountParamsSchema,
  staffAccountPatchSchema,
  staffAccountSchema,
  staffAccountsListSchema,
  staffSessionSchema,
  queuesOverviewSchema,
  registrationDecisionSchema,
  registrationIdParamsSchema,
  registrationQueueQuerySchema,
  registrationQueueSchema,
  registrationReviewSchema,
  staffSignInSchema,
  totpConfirmSchema,
  totpStartSchema,
  totpEnrolmentSchema,
} from '../index';
import { BODY_ERRORS, PROXY_ERRORS } from './error-answers';
import { defineEndpoint, type Endpoint } from './endpoint';
import { sessionEndpoints } from './session';
import { staffQueueEndpoints } from './staff-queue-kit';

// The staff console's own API (issue 18): sessions, accounts, the audit log, the overview of
// the queues and the registrations, corrections and contact queues. The claims, reports and
// replies queues are in staff-queues.ts.

/** What every staff route may answer besides its own errors (the session, the token, limits). */
const STAFF_ERRORS = {
  401: 'No staff session, or it expired: sign in again.',
  403: "A write without the session's X-CSRF-Token, or an admin route called by a moderator.",
  ...PROXY_ERRORS,
} as const;
const STAFF_BODY_ERRORS = { ...BODY_ERRORS, ...STAFF_ERRORS };

/** The staff console's own API (issue 18), all behind a staff session but signing in. */
export const staffSignIn = defineEndpoint({
  method: 'post',
  path: '/api/staff/session',
  service: 'submissions',
  summary: 'Staff: sign in (sets the session cookie)',
  body: { 'application/json': staffSignInSchema },
  example: ({ staff }) => staff && { json: { email: staff.signInEmail, password: staff.password } },
  success: {
    status: 200,
    description: 'Signed in: the account and the CSRF token for writes.',
    schema: staffSessionSchema,
  },
  errors: {
    ...BODY_ERRORS,
    401: 'Email, password or code is incorrect, or the account is locked (the same answer for an unknown address), or the 6-digit code is needed (`field` is code).',
    429: 'This address tried too often.',
    503: PROXY_ERRORS[503],
  },
});

export const staffSessionEndpoints = sessionEndpoints({
  session: 'staff',
  path: '/api/staff/session',
  who: 'Staff',
  everySessionOf: "the caller's account",
  schema: staffSessionSchema,
  errors: STAFF_ERRORS,
});

export const staffStartTotp = defineEndpoint({
  method: 'post',
  path: '/api/staff/me/totp',
  service: 'submissions',
  summary: 'Staff: start enrolling an authenticator app (the password again)',
  body: { 'application/json': totpStartSchema },
  // The password again; an enrolment started and never confirmed changes nothing.
  example: ({ staff }) => staff && { json: { password: staff.password } },
  success: {
    status: 200,
    description: 'The secret and its otpauth URI.',
    schema: totpEnrolmentSchema,
  },
  errors: {
    ...STAFF_BODY_ERRORS,
    400: 'The input is not valid, or the password is not the current one (`field` is password).',
    409: 'Two-factor sign-in is already on.',
  },
  staff: true,
});

export const staffConfirmTotp = defineEndpoint({
  method: 'post',
  path: '/api/staff/me/totp/confirm',
  service: 'submissions',
  summary: 'Staff: confirm the authenticator app with a code',
  body: { 'application/json': totpConfirmSchema },
  success: { status: 200, description: 'Two-factor sign-in is on.', schema: staffAccountSchema },
  errors: { ...STAFF_BODY_ERRORS, 409: 'Not started, or already on.' },
  staff: true,
});

export const staffChangePassword = defineEndpoint({
  method: 'post',
  path: '/api/staff/me/password',
  service: 'submissions',
  summary: "Staff: change one's password (other sessions end)",
  body: { 'application/json': passwordChangeSchema },
  success: { status: 204, description: 'Changed.' },
  errors: {
    ...STAFF_BODY_ERRORS,
    400: 'The input is not valid; the current password or code is wrong or missing (`field` is current or code); or the new password is too short, common, trivial, contains the e-mail address or was used before (`field` is next).',
  },
  staff: true,
});

export const staffAccounts = defineEndpoint({
  method: 'get',
  path: '/api/staff/accounts',
  service: 'submissions',
  summary: 'Staff (admin): every staff account',
  success: { status: 200, description: 'The accounts.', schema: staffAccountsListSchema },
  errors: STAFF_ERRORS,
  staff: true,
});

export const staffAddAccount = defineEndpoint({
  method: 'post',
  path: '/api/staff/accounts',
  service: 'submissions',
  summary: 'Staff (admin): add a staff account',
  body: { 'application/json': newStaffAccountSchema },
  example: ({ marker, n, staff }) =>
    staff && {
      json: {
        email: `${marker}.${n}@staff.example`,
        displayName: `${marker} Staff ${n}`,
        role: 'moderator',
        password: `${marker}-password-${n}`,
      },
    },
  success: { status: 201, description: 'The account.', schema: staffAccountSchema },
  errors: { ...STAFF_BODY_ERRORS, 409: 'A staff account with this email already exists.' },
  staff: true,
});

export const staffEditAccount = defineEndpoint({
  method: 'patch',
  path: '/api/staff/accounts/:id',
  service: 'submissions',
  summary: "Staff (admin): change an account's role or disable it (its sessions end)",
  params: staffAccountParamsSchema,
  body: { 'application/json': staffAccountPatchSchema },
  // The values it has: nothing changes, so no session of it ends.
  example: ({ staff }) =>
    staff && { params: { id: staff.accountId }, json: { role: 'moderator', disabled: false } },
  success: { status: 200, description: 'The account.', schema: staffAccountSchema },
  errors: {
    ...STAFF_BODY_ERRORS,
    404: 'No staff account has this id.',
    409: 'The last active admin cannot be disabled or demoted.',
  },
  staff: true,
});

export const staffAudit = defineEndpoint({
  method: 'get',
  path: '/api/staff/audit',
  service: 'submissions',
  summary: 'Staff (admin): the audit log, newest first',
  query: auditQuerySchema,
  example: ({ marker, staff }) =>
    staff && {
      query: {
        actor: String(staff.adminId),
        action: `${marker}.none`,
        subjectKind: 'staff_account',
      },
    },
  success: { status: 200, description: 'One page of entries.', schema: auditPageSchema },
  errors: { 400: BODY_ERRORS[400], ...STAFF_ERRORS },
  staff: true,
});

export const staffQueuesOverview = defineEndpoint({
  method: 'get',
  path: '/api/staff/queues',
  service: 'submissions',
  summary: "Staff: every work queue's pending count and the time of its oldest item",
  success: { status: 200, description: 'The five queues.', schema: queuesOverviewSchema },
  errors: STAFF_ERRORS,
  staff: true,
});

export const registrationsQueueEndpoints = staffQueueEndpoints({
  path: '/api/staff/queues/registrations',
  params: registrationIdParamsSchema,
  detail: registrationReviewSchema,
  errors: STAFF_ERRORS,
  notFound: 'No registration has this id.',
  list: {
    summary: 'Staff: registrations awaiting review (or decided), newest or oldest first',
    query: registrationQueueQuerySchema,
    schema: registrationQueueSchema,
    description: 'One page of the queue.',
    badQuery: 'An unknown order or state, or a bad page.',
  },
  item: {
    summary: 'Staff: one registration beside the MCA registry record, with similar names',
    description: 'The registration.',
  },
  decision: {
    summary: 'Staff: approve a registration (it goes live) or reject it with a reason',
    body: registrationDecisionSchema,
    description: 'The decided registration.',
    errors: { ...BODY_ERRORS, 409: 'Already decided: the message says how, by whom and when.' },
  },
  examples: {
    query: { order: 'newest', status: 'pending', page: '1' },
    item: (queue) => queue.registrationId,
    // An approval carries no text: a reason with the run's marker would be a row the fuzz
    // tier cannot tell from one a refused request wrote.
    decision: { outcome: 'approve' },
  },
  staff: true,
});

export const correctionsQueueEndpoints = staffQueueEndpoints({
  path: '/api/staff/queues/corrections',
  params: correctionIdParamsSchema,
  detail: correctionDetailSchema,
  errors: STAFF_ERRORS,
  notFound: 'No correction request has this id.',
  list: {
    summary: 'Staff: correction requests by status, oldest or newest first',
    query: correctionsQueueQuerySchema,
    schema: correctionsQueueSchema,
    description: 'One page, the total and the oldest pending request’s time.',
    badQuery: BODY_ERRORS[400],
  },
  item: {
    summary: 'Staff: a correction request, the value shown beside the proposed one',
    description: 'The request.',
  },
  decision: {
    summary: 'Staff: accept (applies the value) or decline with a reason, once',
    body: correctionDecisionSchema,
    description: 'The decided request.',
    errors: {
      ...BODY_ERRORS,
      409: 'Already decided: the message names who decided it and when.',
    },
  },
  examples: {
    query: { order: 'newest', status: 'pending', page: '1' },
    item: (queue) => queue.correctionId,
    // An accept carries no text (a decline's reason would carry the example's marker).
    decision: { outcome: 'accept' },
  },
  staff: true,
});

export const contactQueueEndpoints = staffQueueEndpoints({
  path: '/api/staff/queues/contact',
  params: contactMessageIdParamsSchema,
  detail: contactDetailSchema,
  errors: STAFF_ERRORS,
  notFound: 'No contact message has this id.',
  list: {
    summary: 'Staff: contact messages, waiting or handled, oldest or newest first',
    query: contactQueueQuerySchema,
    schema: contactQueueSchema,
    description: 'One page, the total and the oldest waiting message’s time.',
    badQuery: BODY_ERRORS[400],
  },
  item: { summary: 'Staff: a contact message, whole', description: 'The message.' },
  decision: {
    summary: 'Staff: mark a contact message handled (idempotent)',
    body: contactDecisionSchema,
    description: 'The message as handled (by whoever handled it first).',
    errors: BODY_ERRORS,
  },
  examples: {
    query: { order: 'oldest', status: 'unhandled', page: '1' },
    item: (queue) => queue.contactMessageId,
    decision: { outcome: 'handled' },
  },
  staff: true,
});

export const STAFF_ENDPOINTS: readonly Endpoint[] = [
  staffSignIn,
  ...Object.values(staffSessionEndpoints),
  staffStartTotp,
  staffConfirmTotp,
  staffChangePassword,
  staffAccounts,
  staffAddAccount,
  staffEditAccount,
  staffAudit,
  // The registrations queue and the overview of all queues.
  staffQueuesOverview,
  ...Object.values(registrationsQueueEndpoints),
  ...Object.values(correctionsQueueEndpoints),
  ...Object.values(contactQueueEndpoints),
];
