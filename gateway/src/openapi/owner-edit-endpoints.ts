import {
  ownerChangeDecisionSchema,
  ownerChangeDetailSchema,
  ownerChangeIdParamsSchema,
  ownerChangesQueueQuerySchema,
  ownerChangesQueueSchema,
} from '@trusthive/contracts';
import type { Endpoint } from './endpoints';

// Issue 19, owner edits: the staff queue of owners' changes that move the trust score or a
// badge (website and domain, brands, brand authorization).

const STAFF_ERRORS = {
  401: 'No staff session, or it expired: sign in again.',
  403: "A write without the session's X-CSRF-Token.",
  429: 'Too many requests from this address; try again in a minute.',
  503: 'The service behind this path is unavailable.',
} as const;

const BODY_ERRORS = {
  400: 'The input is not valid; `field` names the first bad field.',
  413: 'The body is larger than this endpoint accepts.',
  415: 'The content type is not one this endpoint accepts.',
} as const;

export const OWNER_CHANGES_QUEUE_ENDPOINTS: readonly Endpoint[] = [
  {
    method: 'get',
    path: '/api/staff/queues/owner-changes',
    service: 'submissions',
    summary: "Staff: owners' change requests by status, oldest or newest first",
    query: ownerChangesQueueQuerySchema,
    success: {
      status: 200,
      description: 'One page, the total and the oldest pending request’s time.',
      schema: ownerChangesQueueSchema,
    },
    errors: { 400: BODY_ERRORS[400], ...STAFF_ERRORS },
    staff: true,
  },
  {
    method: 'get',
    path: '/api/staff/queues/owner-changes/:id',
    service: 'submissions',
    summary: "Staff: an owner's change request beside the company's values now",
    params: ownerChangeIdParamsSchema,
    success: { status: 200, description: 'The request.', schema: ownerChangeDetailSchema },
    errors: { ...STAFF_ERRORS, 404: 'No owner change request has this id.' },
    staff: true,
  },
  {
    method: 'post',
    path: '/api/staff/queues/owner-changes/:id/decision',
    service: 'submissions',
    summary: 'Staff: approve (applies the change, re-scores) or decline with a reason, once',
    params: ownerChangeIdParamsSchema,
    body: { 'application/json': ownerChangeDecisionSchema },
    success: { status: 200, description: 'The decided request.', schema: ownerChangeDetailSchema },
    errors: {
      ...BODY_ERRORS,
      ...STAFF_ERRORS,
      404: 'No owner change request has this id.',
      409: 'Already decided (the message names who and when), or the brand to remove is gone.',
    },
    staff: true,
  },
];
