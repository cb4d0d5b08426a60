import {
  ownerReplyParamsSchema,
  ownerReplyRequestSchema,
  ownerReportsParamsSchema,
  ownerUpheldReportSchema,
  ownerUpheldReportsSchema,
} from '../index';
import { defineEndpoint, type Endpoint } from './endpoint';
import { OWNER_BODY_ERRORS, OWNER_ERRORS } from './owner';

// Issue 19, owner replies: a company owner's public reply to an upheld report about their
// company. Both need an owner session (the th_owner cookie); the reply also its X-CSRF-Token.

const NOT_THEIRS = 'The company is not one of this owner’s (answered exactly as a missing one).';

export const ownerCompanyReports = defineEndpoint({
  method: 'get',
  path: '/api/account/companies/:id/reports',
  service: 'submissions',
  summary: "Owner: the company's upheld reports, each with the state of the owner's reply",
  params: ownerReportsParamsSchema,
  example: ({ owner }) => owner && { params: { id: owner.companyId } },
  success: {
    status: 200,
    description: 'The upheld reports, newest first.',
    schema: ownerUpheldReportsSchema,
  },
  errors: { ...OWNER_ERRORS, 404: NOT_THEIRS },
  owner: true,
});

export const ownerReplyToReport = defineEndpoint({
  method: 'post',
  path: '/api/account/companies/:id/reports/:reportId/reply',
  service: 'submissions',
  summary: 'Owner: reply publicly to an upheld report (one per report), after moderation',
  params: ownerReplyParamsSchema,
  body: { 'application/json': ownerReplyRequestSchema },
  // A report takes one reply (the next answers 409): each example names a report of its own.
  example: ({ marker, n, owner }) =>
    owner?.upheldReportId !== undefined
      ? {
          params: { id: owner.companyId, reportId: owner.upheldReportId },
          json: { body: `${marker} We refunded every affected order (${n}).` },
        }
      : undefined,
  success: {
    status: 201,
    description: 'The report with the reply, waiting for review.',
    schema: ownerUpheldReportSchema,
  },
  errors: {
    ...OWNER_BODY_ERRORS,
    400: 'The reply is empty or too long; `field` names it.',
    404: 'The company is not this owner’s, or it has no upheld report with this id.',
    409: 'This report already has a reply waiting for review or published.',
  },
  owner: true,
});

export const OWNER_REPLY_ENDPOINTS: readonly Endpoint[] = [ownerCompanyReports, ownerReplyToReport];
