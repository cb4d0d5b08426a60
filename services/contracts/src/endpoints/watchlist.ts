import { z } from 'zod';
import {
  followConfirmSchema,
  followConfirmedSchema,
  followRequestSchema,
  watchlistAddSchema,
  watchlistCompanyParamsSchema,
  watchlistFollowingSchema,
  watchlistImportResultSchema,
  watchlistImportSchema,
  watchlistMessageSchema,
  watchlistSchema,
  watchlistSettingsSchema,
  watchlistUnsubscribeQuerySchema,
} from '../index';
import { defineEndpoint, type Endpoint } from './endpoint';
import { BODY_ERRORS, PROXY_ERRORS } from './error-answers';
import { OWNER_BODY_ERRORS, OWNER_ERRORS } from './owner';

// Watchlists and alerts (issue 43 part 2). The account's list lives under /api/account (its
// session, and on a write its X-CSRF-Token); following while signed out (/api/follows) and the
// one-click unsubscribe of every alert mail (/api/watchlist/unsubscribe, RFC 8058) need none:
// the mailed link is the proof.

const NOT_FOUND = 'No public company has this id.';

export const watchlistList = defineEndpoint({
  method: 'get',
  path: '/api/account/watchlist',
  service: 'submissions',
  summary: 'Account: the companies it follows and how it is alerted',
  success: {
    status: 200,
    description: 'The followed companies, newest first, and the alert mode.',
    schema: watchlistSchema,
  },
  errors: OWNER_ERRORS,
  owner: true,
});

export const watchlistAdd = defineEndpoint({
  method: 'post',
  path: '/api/account/watchlist/entries',
  service: 'submissions',
  summary: 'Account: follow a company',
  body: { 'application/json': watchlistAddSchema },
  example: ({ owner, companyId }) => owner && { json: { companyId } },
  success: {
    status: 200,
    description: 'Followed (following a followed company again changes nothing).',
    schema: watchlistFollowingSchema,
  },
  errors: {
    ...OWNER_BODY_ERRORS,
    404: NOT_FOUND,
    409: 'The account already follows 1,000 companies, the most it may.',
  },
  owner: true,
});

export const watchlistFollowing = defineEndpoint({
  method: 'get',
  path: '/api/account/watchlist/entries/:companyId',
  service: 'submissions',
  summary: 'Account: whether it follows a company (the Follow button asks)',
  params: watchlistCompanyParamsSchema,
  example: ({ owner, companyId }) => owner && { params: { companyId } },
  success: { status: 200, description: 'Followed or not.', schema: watchlistFollowingSchema },
  errors: { ...OWNER_ERRORS, 400: 'The id is not a company id.' },
  owner: true,
});

export const watchlistRemove = defineEndpoint({
  method: 'delete',
  path: '/api/account/watchlist/entries/:companyId',
  service: 'submissions',
  summary: 'Account: stop following a company',
  params: watchlistCompanyParamsSchema,
  example: ({ owner, claimCompanyId }) => owner && { params: { companyId: claimCompanyId } },
  success: {
    status: 200,
    description: 'Not followed any more (removing one not followed changes nothing).',
    schema: watchlistFollowingSchema,
  },
  errors: { ...OWNER_ERRORS, 400: 'The id is not a company id.' },
  owner: true,
});

export const watchlistSettings = defineEndpoint({
  method: 'put',
  path: '/api/account/watchlist/settings',
  service: 'submissions',
  summary: 'Account: alerts at once, in a daily digest (08:00 IST), or none',
  body: { 'application/json': watchlistSettingsSchema },
  example: ({ owner }) => owner && { json: { alertMode: 'instant' } },
  success: { status: 200, description: 'The mode now.', schema: watchlistSettingsSchema },
  errors: OWNER_BODY_ERRORS,
  owner: true,
});

export const watchlistImport = defineEndpoint({
  method: 'post',
  path: '/api/account/watchlist/import',
  service: 'submissions',
  summary: 'Account: follow many companies at once from a list of CINs or GSTINs',
  body: { 'application/json': watchlistImportSchema },
  example: ({ owner, newCin }) => owner && { json: { csv: `cin\n${newCin}\n` } },
  success: {
    status: 200,
    description:
      'How many were added; each line that followed nothing by its number, with why (not a CIN or GSTIN, no such company, the 1,000 limit).',
    schema: watchlistImportResultSchema,
  },
  errors: OWNER_BODY_ERRORS,
  owner: true,
});

export const followByEmail = defineEndpoint({
  method: 'post',
  path: '/api/follows',
  service: 'submissions',
  summary: 'Follow a company without signing in: mails a link that confirms the follow',
  body: { 'application/json': followRequestSchema },
  example: ({ companyId, email }) => ({ json: { companyId, email } }),
  success: {
    status: 202,
    description:
      'The same answer whether or not the address has an account; the link works once, for 48 hours.',
    schema: watchlistMessageSchema,
  },
  errors: {
    ...BODY_ERRORS,
    404: NOT_FOUND,
    429: 'Too many links asked for this address, or from this IP address.',
    503: PROXY_ERRORS[503],
  },
});

export const followConfirm = defineEndpoint({
  method: 'post',
  path: '/api/follows/confirmations',
  service: 'submissions',
  summary: "Confirm a follow with its mailed link (makes the address's account if it has none)",
  body: { 'application/json': followConfirmSchema },
  success: { status: 200, description: 'Followed.', schema: followConfirmedSchema },
  errors: {
    ...BODY_ERRORS,
    400: 'The link is not valid (`field` is token).',
    409: 'The account already follows 1,000 companies, the most it may.',
    410: 'The link was already used, or it expired (48 hours).',
    503: PROXY_ERRORS[503],
  },
});

export const watchlistUnsubscribe = defineEndpoint({
  method: 'post',
  path: '/api/watchlist/unsubscribe',
  service: 'submissions',
  summary:
    'One-click unsubscribe (RFC 8058): the URL of every alert mail’s List-Unsubscribe header; turns the account’s alerts off',
  query: watchlistUnsubscribeQuerySchema,
  success: { status: 200, description: 'Alerts are off.', schema: watchlistMessageSchema },
  errors: {
    ...PROXY_ERRORS,
    400: 'The token is not one an alert mail carries.',
  },
});

export const watchlistUnsubscribePage = defineEndpoint({
  method: 'get',
  path: '/api/watchlist/unsubscribe',
  service: 'submissions',
  summary:
    'The same URL opened in a browser: a page asking to confirm (a GET never unsubscribes: link checkers open every link)',
  query: watchlistUnsubscribeQuerySchema,
  success: {
    status: 200,
    description: 'An HTML page with a button that sends the POST.',
    schema: z.string(),
    contentType: 'text/html',
  },
  errors: { ...PROXY_ERRORS, 400: 'The token is not one an alert mail carries.' },
});

export const WATCHLIST_ENDPOINTS: readonly Endpoint[] = [
  watchlistList,
  watchlistAdd,
  watchlistFollowing,
  watchlistRemove,
  watchlistSettings,
  watchlistImport,
  followByEmail,
  followConfirm,
  watchlistUnsubscribe,
  watchlistUnsubscribePage,
];
