import {
  ownerCompaniesSchema,
  ownerPasswordChangeSchema,
  ownerPasswordSignInSchema,
  ownerSessionFromTokenSchema,
  ownerSessionSchema,
  ownerSignInLinkRequestSchema,
  ownerSignInLinkSentSchema,
} from '../index';
import { defineEndpoint, type Endpoint } from './endpoint';
import { BODY_ERRORS, PROXY_ERRORS } from './error-answers';
import { sessionEndpoints } from './session';

// Company owners' accounts (issue 19), all under /api/account. Every route needs an owner
// session (the th_owner cookie) except the three that sign in; a write also needs the
// session's X-CSRF-Token. Owner edits and replies add their endpoints to OWNER_ENDPOINTS.

export const OWNER_ERRORS = {
  401: 'No owner session, it expired, or the address owns no company any more: sign in again.',
  403: "A write without the session's X-CSRF-Token.",
  ...PROXY_ERRORS,
} as const;

export const OWNER_BODY_ERRORS = { ...OWNER_ERRORS, ...BODY_ERRORS } as const;

/** A sign-in has no session yet, and each words its own 429 (which budget ran out). */
const SIGN_IN_ERRORS = { ...BODY_ERRORS, 503: PROXY_ERRORS[503] } as const;

export const ownerRequestSignInLink = defineEndpoint({
  method: 'post',
  path: '/api/account/sign-in-links',
  service: 'submissions',
  summary: "Owner: mail a sign-in link to a company owner's address",
  body: { 'application/json': ownerSignInLinkRequestSchema },
  // An address no owner has: the same 202, no link mailed and no row written.
  example: ({ email }) => ({ json: { email } }),
  success: {
    status: 202,
    description:
      'The same answer whether or not the address belongs to an owner; a link is mailed only when it does.',
    schema: ownerSignInLinkSentSchema,
  },
  errors: {
    ...SIGN_IN_ERRORS,
    429: 'Too many links asked for this address, or from this IP address.',
  },
});

export const ownerSignInWithLink = defineEndpoint({
  method: 'post',
  path: '/api/account/session',
  service: 'submissions',
  summary: 'Owner: sign in with a mailed link (sets the session cookie)',
  body: { 'application/json': ownerSessionFromTokenSchema },
  success: {
    status: 200,
    description: 'Signed in: the owner and the CSRF token for writes.',
    schema: ownerSessionSchema,
  },
  errors: {
    ...SIGN_IN_ERRORS,
    400: 'The link is not valid (`field` is token).',
    410: 'The link was already used, or it expired (15 minutes): ask for a new one.',
    429: 'Too many sign-ins from this address.',
  },
});

export const ownerSignInWithPassword = defineEndpoint({
  method: 'post',
  path: '/api/account/session/password',
  service: 'submissions',
  summary: 'Owner: sign in with the optional password (sets the session cookie)',
  body: { 'application/json': ownerPasswordSignInSchema },
  example: ({ owner }) => owner && { json: { email: owner.signInEmail, password: owner.password } },
  success: {
    status: 200,
    description: 'Signed in: the owner and the CSRF token for writes.',
    schema: ownerSessionSchema,
  },
  errors: {
    ...SIGN_IN_ERRORS,
    401: 'Email or password is incorrect, or password sign-in is locked (the same answer for an unknown address).',
    429: 'This address tried too often.',
  },
});

export const ownerSessionEndpoints = sessionEndpoints({
  session: 'owner',
  path: '/api/account/session',
  who: 'Owner',
  everySessionOf: "the caller's address",
  schema: ownerSessionSchema,
  errors: OWNER_ERRORS,
});

export const ownerSetPassword = defineEndpoint({
  method: 'put',
  path: '/api/account/password',
  service: 'submissions',
  summary: 'Owner: set or change the optional password (other sessions end)',
  body: { 'application/json': ownerPasswordChangeSchema },
  success: { status: 204, description: 'Saved.' },
  errors: {
    ...OWNER_BODY_ERRORS,
    400: 'The input is not valid; the current password is wrong (`field` is current); or the new password is too short, common, trivial, contains the e-mail address or was used before (`field` is next).',
    403: "A write without the session's X-CSRF-Token, or a first password more than 5 minutes after signing in (sign in again with a link).",
  },
  owner: true,
});

export const ownerCompanies = defineEndpoint({
  method: 'get',
  path: '/api/account/companies',
  service: 'submissions',
  summary: "Owner: the signed-in owner's companies",
  success: { status: 200, description: 'The companies.', schema: ownerCompaniesSchema },
  errors: OWNER_ERRORS,
  owner: true,
});

export const OWNER_ENDPOINTS: readonly Endpoint[] = [
  ownerRequestSignInLink,
  ownerSignInWithLink,
  ownerSignInWithPassword,
  ...Object.values(ownerSessionEndpoints),
  ownerSetPassword,
  ownerCompanies,
];
