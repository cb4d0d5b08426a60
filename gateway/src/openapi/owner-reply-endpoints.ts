import {
  ownerReplyParamsSchema,
  ownerReplyRequestSchema,
  ownerReportsParamsSchema,
  ownerUpheldReportSchema,
  ownerUpheldReportsSchema,
} from '@trusthive/contracts';
import type { Endpoint } from './endpoints';

// Issue 19, owner replies: a company owner's public reply to an upheld report about their
// company. Both need an owner session (the th_owner cookie); the reply also its X-CSRF-Token.

const OWNER_ERRORS = {
  401: 'No owner session, it expired, or the address owns no company any more: sign in again.',
  404: 'The company is not one of this owner’s (answered exactly as a missing one).',
  429: 'Too many requests from this address; try again in a minute.',
  503: 'The service behind this path is unavailable.',
} as const;

export const OWNER_REPLY_ENDPOINTS: readonly Endpoint[] = [
  {
    method: 'get',
    path: '/api/account/companies/:id/reports',
    service: 'submissions',
    summary: "Owner: the company's upheld reports, each with the state of the owner's reply",
    params: ownerReportsParamsSchema,
    success: {
      status: 200,
      description: 'The upheld reports, newest first.',
      schema: ownerUpheldReportsSchema,
    },
    errors: OWNER_ERRORS,
  },
  {
    method: 'post',
    path: '/api/account/companies/:id/reports/:reportId/reply',
    service: 'submissions',
    summary: 'Owner: reply publicly to an upheld report (one per report), after moderation',
    params: ownerReplyParamsSchema,
    body: { 'application/json': ownerReplyRequestSchema },
    success: {
      status: 201,
      description: 'The report with the reply, waiting for review.',
      schema: ownerUpheldReportSchema,
    },
    errors: {
      ...OWNER_ERRORS,
      400: 'The reply is empty or too long; `field` names it.',
      403: "A write without the session's X-CSRF-Token.",
      404: 'The company is not this owner’s, or it has no upheld report with this id.',
      409: 'This report already has a reply waiting for review or published.',
      413: 'The body is larger than this endpoint accepts.',
      415: 'The content type is not one this endpoint accepts.',
    },
  },
];
