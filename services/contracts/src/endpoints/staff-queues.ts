import { z } from 'zod';
import {
  claimDecisionSchema,
  claimDetailSchema,
  claimDocumentParamsSchema,
  claimIdParamsSchema,
  claimQueueListSchema,
  gstMatchDecisionSchema,
  gstMatchDetailSchema,
  gstMatchIdParamsSchema,
  gstMatchesQueueQuerySchema,
  gstMatchesQueueSchema,
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
} from '../index';
import { defineEndpoint, type Endpoint } from './endpoint';
import { BODY_ERRORS, STAFF_QUEUE_ERRORS as STAFF_ERRORS } from './error-answers';
import { staffQueueEndpoints } from './staff-queue-kit';

// The claims and reports queues of the staff console (issue 18). Every one needs a staff
// session (the cookie set by POST /api/staff/session), and a decision also its X-CSRF-Token.

const DECISION_ERRORS = {
  ...STAFF_ERRORS,
  ...BODY_ERRORS,
  400: 'The decision is not valid; `field` names the first bad field.',
  404: 'No item has this id.',
  409: 'The item was already decided; the message says by whom and when.',
} as const;

export const claimsQueueEndpoints = staffQueueEndpoints({
  path: '/api/staff/queues/claims',
  params: claimIdParamsSchema,
  detail: claimDetailSchema,
  errors: STAFF_ERRORS,
  notFound: 'No claim has this id.',
  list: {
    summary: 'Staff: the claims queue, oldest or newest first, with its counts',
    query: queueListQuerySchema,
    schema: claimQueueListSchema,
    description: 'A page of claims.',
    badQuery: 'The status or page is not valid.',
  },
  item: {
    summary: 'Staff: a claim with what the moderator needs to decide',
    description: 'The claim.',
  },
  decision: {
    summary: 'Staff: approve or reject a claim',
    body: claimDecisionSchema,
    description: 'The decided claim.',
    errors: DECISION_ERRORS,
  },
  // No item: the claims are submitted by the fuzz run itself, after its requests are made.
  examples: { query: { order: 'oldest', status: 'pending', page: '1' } },
  staff: true,
});

export const staffClaimDocument = defineEndpoint({
  method: 'get',
  path: '/api/staff/queues/claims/:id/documents/:which',
  service: 'submissions',
  staff: true,
  summary: "Staff: one of a claim's documents, inline (never cached, never a public URL)",
  params: claimDocumentParamsSchema,
  success: {
    status: 200,
    description: 'The document as stored: a PDF, JPEG or PNG.',
    schema: z.file(),
    contentType: 'application/pdf',
  },
  errors: { ...STAFF_ERRORS, 404: 'No claim has this id, or no such document.' },
});

export const reportsQueueEndpoints = staffQueueEndpoints({
  path: '/api/staff/queues/reports',
  params: reportIdParamsSchema,
  detail: reportDetailSchema,
  errors: STAFF_ERRORS,
  notFound: 'No report has this id.',
  list: {
    summary: 'Staff: the reports queue, oldest or newest first, with its counts',
    query: queueListQuerySchema,
    schema: reportQueueListSchema,
    description: 'A page of reports.',
    badQuery: 'The status or page is not valid.',
  },
  item: {
    summary: 'Staff: a report, with the reporter (confidential, staff only)',
    description: 'The report.',
  },
  decision: {
    summary: 'Staff: uphold a report with a public summary, or dismiss it with a reason',
    body: reportDecisionSchema,
    description: 'The decided report.',
    errors: DECISION_ERRORS,
  },
  examples: { query: { order: 'newest', status: 'open', page: '1' } },
  staff: true,
});

export const repliesQueueEndpoints = staffQueueEndpoints({
  path: '/api/staff/queues/replies',
  params: replyIdParamsSchema,
  detail: replyDetailSchema,
  errors: STAFF_ERRORS,
  notFound: 'No reply has this id.',
  list: {
    summary: "Staff: owners' replies to upheld reports by status, oldest or newest first",
    query: repliesQueueQuerySchema,
    schema: repliesQueueSchema,
    description: 'One page, the total and the oldest pending reply’s time.',
    badQuery: 'The status or page is not valid.',
  },
  item: {
    summary: 'Staff: an owner reply beside the upheld report it answers',
    description: 'The reply.',
  },
  decision: {
    summary: 'Staff: publish an owner reply on the profile, or decline it with a reason, once',
    body: replyDecisionSchema,
    description: 'The decided reply.',
    errors: DECISION_ERRORS,
  },
  examples: {
    query: { order: 'oldest', status: 'pending', page: '1' },
    item: (queue) => queue.replyId,
    // A publish carries no text, so no mutation of it writes the example's marker.
    decision: { outcome: 'publish' },
  },
  staff: true,
});

export const gstMatchesQueueEndpoints = staffQueueEndpoints({
  path: '/api/staff/queues/gst-matches',
  params: gstMatchIdParamsSchema,
  detail: gstMatchDetailSchema,
  errors: STAFF_ERRORS,
  notFound: 'No matched GST registration has this id.',
  list: {
    summary:
      'Staff: GST registrations the written rule matched to a company, by decision, oldest or newest first',
    query: gstMatchesQueueQuerySchema,
    schema: gstMatchesQueueSchema,
    description: 'One page, the total and the oldest undecided match’s time.',
    badQuery: 'The status or page is not valid.',
  },
  item: {
    summary: 'Staff: a matched GST registration beside the company it is matched to',
    description: 'The match.',
  },
  decision: {
    summary:
      'Staff: confirm the match, or undo it (the rule does not make it again and the score forgets it), once',
    body: gstMatchDecisionSchema,
    description: 'The decided match.',
    errors: {
      ...DECISION_ERRORS,
      409: 'Already decided (the message says by whom and when), or no longer matched.',
    },
  },
  examples: {
    query: { order: 'oldest', status: 'pending', page: '1' },
    item: (queue) => queue.gstMatchId,
    decision: { outcome: 'confirm' },
  },
  staff: true,
});

export const STAFF_QUEUE_ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(claimsQueueEndpoints),
  ...Object.values(gstMatchesQueueEndpoints),
  staffClaimDocument,
  ...Object.values(reportsQueueEndpoints),
  // Owners' replies to upheld reports (issue 19).
  ...Object.values(repliesQueueEndpoints),
];
