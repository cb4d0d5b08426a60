import { z } from 'zod';
import {
  claimDecisionSchema,
  claimDetailSchema,
  claimDocumentParamsSchema,
  claimIdParamsSchema,
  claimQueueListSchema,
  queueListQuerySchema,
  reportDecisionSchema,
  reportDetailSchema,
  reportIdParamsSchema,
  reportQueueListSchema,
  repliesQueueQuerySchema,
  repliesQueueSchema,
  replyDecisionSchema,
  replyDetailSchema,
  replyIdParamsSchema,
} from '@trusthive/contracts';
import type { Endpoint } from './endpoints';

// The claims and reports queues of the staff console (issue 18). Every one needs a staff
// session (the cookie set by POST /api/staff/session), and a decision also its X-CSRF-Token.

const STAFF_ERRORS = {
  401: 'No staff session, or it expired: sign in again.',
  403: 'The session lacks the role, or a write lacks its X-CSRF-Token.',
  429: 'Too many requests from this address; try again in a minute.',
  503: 'The service behind this path is unavailable.',
} as const;

const DECISION_ERRORS = {
  ...STAFF_ERRORS,
  400: 'The decision is not valid; `field` names the first bad field.',
  404: 'No item has this id.',
  409: 'The item was already decided; the message says by whom and when.',
  413: 'The body is larger than this endpoint accepts.',
  415: 'The content type is not one this endpoint accepts.',
} as const;

export const STAFF_QUEUE_ENDPOINTS: readonly Endpoint[] = [
  {
    method: 'get',
    path: '/api/staff/queues/claims',
    service: 'submissions',
    summary: 'Staff: the claims queue, oldest or newest first, with its counts',
    query: queueListQuerySchema,
    success: { status: 200, description: 'A page of claims.', schema: claimQueueListSchema },
    errors: { ...STAFF_ERRORS, 400: 'The status or page is not valid.' },
  },
  {
    method: 'get',
    path: '/api/staff/queues/claims/:id',
    service: 'submissions',
    summary: 'Staff: a claim with what the moderator needs to decide',
    params: claimIdParamsSchema,
    success: { status: 200, description: 'The claim.', schema: claimDetailSchema },
    errors: { ...STAFF_ERRORS, 404: 'No claim has this id.' },
  },
  {
    method: 'post',
    path: '/api/staff/queues/claims/:id/decision',
    service: 'submissions',
    summary: 'Staff: approve or reject a claim',
    params: claimIdParamsSchema,
    body: { 'application/json': claimDecisionSchema },
    success: { status: 200, description: 'The decided claim.', schema: claimDetailSchema },
    errors: DECISION_ERRORS,
  },
  {
    method: 'get',
    path: '/api/staff/queues/claims/:id/documents/:which',
    service: 'submissions',
    summary: "Staff: one of a claim's documents, inline (never cached, never a public URL)",
    params: claimDocumentParamsSchema,
    success: {
      status: 200,
      description: 'The document as stored: a PDF, JPEG or PNG.',
      schema: z.file(),
      contentType: 'application/pdf',
    },
    errors: { ...STAFF_ERRORS, 404: 'No claim has this id, or no such document.' },
  },
  {
    method: 'get',
    path: '/api/staff/queues/reports',
    service: 'submissions',
    summary: 'Staff: the reports queue, oldest or newest first, with its counts',
    query: queueListQuerySchema,
    success: { status: 200, description: 'A page of reports.', schema: reportQueueListSchema },
    errors: { ...STAFF_ERRORS, 400: 'The status or page is not valid.' },
  },
  {
    method: 'get',
    path: '/api/staff/queues/reports/:id',
    service: 'submissions',
    summary: 'Staff: a report, with the reporter (confidential, staff only)',
    params: reportIdParamsSchema,
    success: { status: 200, description: 'The report.', schema: reportDetailSchema },
    errors: { ...STAFF_ERRORS, 404: 'No report has this id.' },
  },
  {
    method: 'post',
    path: '/api/staff/queues/reports/:id/decision',
    service: 'submissions',
    summary: 'Staff: uphold a report with a public summary, or dismiss it with a reason',
    params: reportIdParamsSchema,
    body: { 'application/json': reportDecisionSchema },
    success: { status: 200, description: 'The decided report.', schema: reportDetailSchema },
    errors: DECISION_ERRORS,
  },
  // Owners' replies to upheld reports (issue 19).
  {
    method: 'get',
    path: '/api/staff/queues/replies',
    service: 'submissions',
    summary: "Staff: owners' replies to upheld reports by status, oldest or newest first",
    query: repliesQueueQuerySchema,
    success: {
      status: 200,
      description: 'One page, the total and the oldest pending reply’s time.',
      schema: repliesQueueSchema,
    },
    errors: { ...STAFF_ERRORS, 400: 'The status or page is not valid.' },
    staff: true,
  },
  {
    method: 'get',
    path: '/api/staff/queues/replies/:id',
    service: 'submissions',
    summary: 'Staff: an owner reply beside the upheld report it answers',
    params: replyIdParamsSchema,
    success: { status: 200, description: 'The reply.', schema: replyDetailSchema },
    errors: { ...STAFF_ERRORS, 404: 'No reply has this id.' },
    staff: true,
  },
  {
    method: 'post',
    path: '/api/staff/queues/replies/:id/decision',
    service: 'submissions',
    summary: 'Staff: publish an owner reply on the profile, or decline it with a reason, once',
    params: replyIdParamsSchema,
    body: { 'application/json': replyDecisionSchema },
    success: { status: 200, description: 'The decided reply.', schema: replyDetailSchema },
    errors: DECISION_ERRORS,
    staff: true,
  },
];
